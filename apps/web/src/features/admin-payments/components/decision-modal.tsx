import { useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { serverMessageOf } from '../../../lib/api-client';
import type { Decision } from '../api/admin-payments-api';

export type { Decision };

/** What the "done" notification names: who the request was for and how much (already as text). */
export type DecisionSubject = { username: string; amount: string };

/**
 * One request being decided (deposit, withdrawal, balance approval): `act` opens the modal, `confirm`
 * sends the decision and tells the staff member how it went; the sent mutation refreshes the lists.
 */
export function useDecisionFlow<T>(send: (row: T, decision: Decision, text: string) => Promise<unknown>, subjectOf: (row: T) => DecisionSubject) {
  const { t } = useTranslation();
  const [acting, setActing] = useState<{ row: T; decision: Decision } | null>(null);
  const confirm = async (text: string) => {
    if (!acting) return;
    const { row, decision } = acting;
    try {
      await send(row, decision, text);
      notifications.show({
        color: decision === 'approve' ? 'brand' : 'orange',
        title: t(`adminBank.decision.${decision}d`),
        message: t('adminBank.decision.doneText', subjectOf(row)),
      });
      setActing(null);
    } catch (error) {
      notifications.show({ color: 'red', title: t('adminBank.failed'), message: serverMessageOf(error) });
    }
  };
  return { acting, act: (row: T, decision: Decision) => setActing({ row, decision }), close: () => setActing(null), confirm };
}

/** The approve / reject pair of one pending request (the modal then asks for the note or reason). */
export function DecisionButtons({ onAct }: { onAct: (decision: Decision) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button size="compact-sm" onClick={() => onAct('approve')}>
        {t('adminBank.decision.approve')}
      </Button>
      <Button size="compact-sm" variant="light" color="red" onClick={() => onAct('reject')}>
        {t('adminBank.decision.reject')}
      </Button>
    </Group>
  );
}

/** Approve or reject one request; a rejection cannot be sent without a reason. */
export function DecisionModal({
  decision,
  summary,
  reasonLabel,
  onClose,
  onConfirm,
}: {
  decision: Decision | null;
  summary: string;
  /** The reject reason's label when it is not shown to the player (the default says it is). */
  reasonLabel?: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const confirm = async () => {
    if (decision === 'reject' && !reason.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason);
      setReason('');
      setMissing(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmModal
      opened={decision !== null}
      onClose={close}
      title={decision === 'reject' ? t('adminBank.decision.rejectTitle') : t('adminBank.decision.approveTitle')}
      actions={{
        cancelLabel: t('bank.cancel'),
        confirmLabel: decision === 'reject' ? t('adminBank.decision.reject') : t('adminBank.decision.approve'),
        confirmColor: decision === 'reject' ? 'red' : 'brand',
        busy,
        onConfirm: () => void confirm(),
      }}
    >
      <Text size="sm">{summary}</Text>
      <Textarea
        label={decision === 'reject' ? (reasonLabel ?? t('adminBank.decision.reason')) : t('adminBank.decision.note')}
        withAsterisk={decision === 'reject'}
        rows={3}
        maxLength={500}
        value={reason}
        error={missing ? t('adminBank.decision.reasonRequired') : null}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setMissing(false);
        }}
      />
    </ConfirmModal>
  );
}
