import { useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminPartnerWithdrawal } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { serverMessageOf } from '../../../lib/api-client';
import { moneyText } from '../../../lib/amount';
import { useDecidePartnerWithdrawalMutation } from '../api/admin-partners-api';

export type Decision = 'approve' | 'reject';
type Acting = { row: AdminPartnerWithdrawal; decision: Decision };

/** Approve / reject for one pending withdrawal (the modal then asks for the note or the reason). */
export function DecisionButtons({ onAct }: { onAct: (decision: Decision) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button size="compact-sm" onClick={() => onAct('approve')}>
        {t('adminPartners.decision.approve')}
      </Button>
      <Button size="compact-sm" variant="light" color="red" onClick={() => onAct('reject')}>
        {t('adminPartners.decision.reject')}
      </Button>
    </Group>
  );
}

/** The decision being taken: `act` opens the modal; the modal sends it and says how it went. */
export function useDecision() {
  const [acting, setActing] = useState<Acting | null>(null);
  return { acting, act: (row: AdminPartnerWithdrawal, decision: Decision) => setActing({ row, decision }), close: () => setActing(null) };
}

/** Approve (pays out, an optional note) or reject (the money goes back to the partner's balance; a reason is required). */
export function DecisionModal({ acting, onClose }: { acting: Acting | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [decide, { isLoading }] = useDecidePartnerWithdrawalMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!acting) return;
    const reason = text.trim();
    if (acting.decision === 'reject' && !reason) return setError(t('adminPartners.decision.reasonRequired'));
    const { row, decision } = acting;
    try {
      await decide(decision === 'reject' ? { withdrawalId: row.id, action: 'reject', reason } : { withdrawalId: row.id, action: 'approve', ...(reason ? { reason } : {}) }).unwrap();
      notifications.show({ color: decision === 'approve' ? 'brand' : 'orange', message: t(`adminPartners.decision.${decision}d`, { username: row.partnerUsername }) });
      close();
    } catch (failure) {
      setError(serverMessageOf(failure));
    }
  };
  const rejecting = acting?.decision === 'reject';
  return (
    <ConfirmModal
      opened={acting !== null}
      onClose={close}
      title={rejecting ? t('adminPartners.decision.rejectTitle') : t('adminPartners.decision.approveTitle')}
      actions={{ cancelLabel: t('adminPartners.cancel'), confirmLabel: rejecting ? t('adminPartners.decision.reject') : t('adminPartners.decision.approve'), confirmColor: rejecting ? 'red' : undefined, busy: isLoading, onConfirm: () => void confirm() }}
    >
      {acting ? (
        <Text size="sm">
          {t('adminPartners.decision.summary', { username: acting.row.partnerUsername, amount: moneyText(acting.row.amount, acting.row.currency, i18n.resolvedLanguage ?? 'en'), details: acting.row.payoutDetails })}
        </Text>
      ) : null}
      <Textarea
        label={rejecting ? t('adminPartners.decision.reason') : t('adminPartners.decision.note')}
        withAsterisk={rejecting}
        rows={3}
        maxLength={500}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
      />
    </ConfirmModal>
  );
}
