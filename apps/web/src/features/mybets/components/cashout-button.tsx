import { Button } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import type { ApiTicket } from '@oddsmith/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { serverMessageOf } from '../../../lib/api-client';
import { moneyText } from '../../../lib/money-text';
import { changedQuoteOf, useCashoutMutation } from '../api/mybets-api';
import { CashoutDialog, type CashoutDialogState } from './cashout-dialog';

type Props = {
  ticket: ApiTicket;
  currency: string;
  /** The cash-out was paid: the header balance is fetched again (the list reads itself again). */
  onCashedOut: (amount: number) => void;
};

/** Sends the quote the player confirmed; a changed quote asks again, a withdrawn one says so. */
function useCashout(ticketId: string, onCashedOut: Props['onCashedOut']) {
  const [dialog, setDialog] = useState<CashoutDialogState>({ kind: 'closed' });
  const [cashout] = useCashoutMutation();
  const sending = useRef(false);
  const confirm = (amount: number) => {
    if (sending.current) return;
    sending.current = true;
    setDialog({ kind: 'confirm', amount, changed: false, error: null, submitting: true });
    cashout({ ticketId, amount })
      .unwrap()
      .then(
        (payload) => {
          setDialog({ kind: 'closed' });
          onCashedOut(payload.amount);
        },
        (error: unknown) => {
          const next = changedQuoteOf(error);
          if (next === undefined) setDialog({ kind: 'confirm', amount, changed: false, error: serverMessageOf(error), submitting: false });
          else if (next === null) setDialog({ kind: 'withdrawn' });
          else setDialog({ kind: 'confirm', amount: next, changed: true, error: null, submitting: false });
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };
  const close = () => {
    if (!sending.current) setDialog({ kind: 'closed' });
  };
  const open = (amount: number) => setDialog({ kind: 'confirm', amount, changed: false, error: null, submitting: false });
  return { dialog, confirm, close, open };
}

/** "Cash out X" → confirm → POST /api/sports/cashout with the quote; a changed quote asks again. */
export function CashoutButton({ ticket, currency, onCashedOut }: Props) {
  const { t, i18n } = useTranslation();
  const { dialog, confirm, close, open } = useCashout(ticket.id, onCashedOut);
  const quote = ticket.cashoutValue;
  if (quote === null && dialog.kind === 'closed') return null;
  return (
    <>
      {quote === null ? null : (
        // 44 px: a thumb's target on a phone.
        <Button size="md" color="gold" variant="filled" style={{ minHeight: 44 }} leftSection={<IconCash size={18} />} onClick={() => open(quote)}>
          {t('myBets.cashout.button', { amount: moneyText(quote, currency, i18n.resolvedLanguage ?? 'en') })}
        </Button>
      )}
      <CashoutDialog dialog={dialog} currency={currency} onConfirm={confirm} onClose={close} />
    </>
  );
}
