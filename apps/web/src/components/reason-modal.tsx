import { useState, type ReactNode } from 'react';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { serverMessageOf } from '../lib/api-client';
import { ConfirmModal } from './confirm-modal';

/** The server's bounds of a staff reason (core's `staffReasonSchema`). */
export const staffReasonMin = 3;
const staffReasonMax = 500;

export type ReasonModalProps = {
  opened: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  onClose: () => void;
  /** Runs the action with the reason; a rejection shows the server's message and keeps the dialog open. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** More fields above the reason (a role, a number of days). */
  children?: ReactNode;
};

/** A staff action that History records with a required reason: the question, the reason, then the action. */
export function ReasonModal({ opened, title, description, confirmLabel, confirmColor, onClose, onConfirm, children }: ReasonModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setInvalid(false);
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (reason.trim().length < staffReasonMin) return setInvalid(true);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      close();
    } catch (error) {
      setFailure(serverMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmModal opened={opened} title={title} onClose={close} failure={failure} actions={{ cancelLabel: t('reasonModal.cancel'), confirmLabel, confirmColor, onConfirm: () => void confirm(), busy }}>
      {description ? <Text size="sm">{description}</Text> : null}
      {children}
      <Textarea
        label={t('reasonModal.reason')}
        description={t('reasonModal.reasonHint')}
        withAsterisk
        rows={2}
        maxLength={staffReasonMax}
        value={reason}
        error={invalid ? t('reasonModal.reasonShort', { min: staffReasonMin }) : null}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setInvalid(false);
        }}
      />
    </ConfirmModal>
  );
}
