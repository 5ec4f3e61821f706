import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import type { ApiTicket } from '@oddsmith/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../lib/api-client';
import { moneyText } from '../../../lib/money-text';
import { cashout, changedQuoteOf } from '../api/cashout';

type Dialog =
  | { kind: 'closed' }
  /** `changed`: the server quoted a new value and asks again. */
  | { kind: 'confirm'; amount: number; changed: boolean; error: string | null; submitting: boolean }
  | { kind: 'withdrawn' };

type Props = {
  ticket: ApiTicket;
  currency: string;
  /** The cash-out was paid: the list and the header balance are fetched again. */
  onCashedOut: (amount: number) => void;
};

/** "Cash out X" → confirm → POST /api/sports/cashout with the quote; a changed quote asks again. */
export function CashoutButton({ ticket, currency, onCashedOut }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const sending = useRef(false);
  const quote = ticket.cashoutValue;
  if (quote === null && dialog.kind === 'closed') return null;

  const confirm = (amount: number) => {
    if (sending.current) return;
    sending.current = true;
    setDialog({ kind: 'confirm', amount, changed: false, error: null, submitting: true });
    cashout({ ticketId: ticket.id, amount })
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
  return (
    <>
      {quote === null ? null : (
        <Button
          size="xs"
          color="gold"
          variant="filled"
          leftSection={<IconCash size={14} />}
          onClick={() => setDialog({ kind: 'confirm', amount: quote, changed: false, error: null, submitting: false })}
        >
          {t('myBets.cashout.button', { amount: moneyText(quote, currency, locale) })}
        </Button>
      )}
      <Modal opened={dialog.kind !== 'closed'} onClose={close} title={t('myBets.cashout.title')} centered>
        {dialog.kind === 'withdrawn' ? (
          <Stack gap="sm">
            <Alert color="orange" variant="light" role="alert">
              {t('myBets.cashout.withdrawn')}
            </Alert>
            <Button variant="default" onClick={close}>
              {t('myBets.cashout.close')}
            </Button>
          </Stack>
        ) : dialog.kind === 'confirm' ? (
          <Stack gap="sm">
            {dialog.changed ? (
              <Alert color="yellow" variant="light" role="alert">
                {t('myBets.cashout.changed', { amount: moneyText(dialog.amount, currency, locale) })}
              </Alert>
            ) : null}
            <Text>{t('myBets.cashout.confirmText', { amount: moneyText(dialog.amount, currency, locale) })}</Text>
            {dialog.error ? (
              <Alert color="red" variant="light" role="alert">
                {dialog.error}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={dialog.submitting}>
                {t('myBets.cashout.cancel')}
              </Button>
              <Button color="gold" loading={dialog.submitting} onClick={() => confirm(dialog.amount)}>
                {t('myBets.cashout.confirm', { amount: moneyText(dialog.amount, currency, locale) })}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
