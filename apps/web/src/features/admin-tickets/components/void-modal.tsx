import { Text } from '@mantine/core';
import type { ApiAdminTicket } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { moneyText } from '../../../lib/money-text';
import { useSubmitting } from '../../../lib/use-submitting';
import { useVoidAdminTicketMutation } from '../api/admin-tickets-api';
import { ReasonField, useReason } from './reason-field';

/** Voids one ticket: the stake goes back to the player (any payout reversed); a reason is required. */
export function VoidModal({ ticket, onClose, onDone }: { ticket: ApiAdminTicket | null; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const reason = useReason();
  const { busy, failure, setFailure, submit } = useSubmitting();
  const [voidTicket] = useVoidAdminTicketMutation();
  const close = () => {
    reason.reset();
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!ticket || busy) return;
    if (!reason.check()) return;
    await submit(async () => {
      await voidTicket({ id: ticket.id, body: { reason: reason.value.trim() } }).unwrap();
      reason.reset();
      onDone();
    });
  };
  return (
    <ConfirmModal
      opened={ticket !== null}
      onClose={close}
      title={t('adminTickets.void.title')}
      failure={failure}
      actions={{ cancelLabel: t('adminTickets.cancel'), confirmLabel: t('adminTickets.void.confirm'), confirmColor: 'red', busy, onConfirm: () => void confirm() }}
    >
      {ticket ? (
        <>
          <Text size="sm">
            {t('adminTickets.void.summary', {
              username: ticket.username,
              stake: moneyText(ticket.stake, ticket.currency, locale),
            })}
          </Text>
          {ticket.settledReturn !== null && ticket.settledReturn > 0 ? (
            <Text size="sm" c="orange">
              {t('adminTickets.void.reversal', { amount: moneyText(ticket.settledReturn, ticket.currency, locale) })}
            </Text>
          ) : null}
          <ReasonField reason={reason} rows={3} />
        </>
      ) : null}
    </ConfirmModal>
  );
}
