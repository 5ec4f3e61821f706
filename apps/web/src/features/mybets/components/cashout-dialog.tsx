import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { moneyText } from '../../../lib/money-text';

export type CashoutDialogState =
  | { kind: 'closed' }
  /** `changed`: the server quoted a new value and asks again. */
  | { kind: 'confirm'; amount: number; changed: boolean; error: string | null; submitting: boolean }
  | { kind: 'withdrawn' };

type Props = {
  dialog: CashoutDialogState;
  currency: string;
  onConfirm: (amount: number) => void;
  onClose: () => void;
};

/** The cash-out confirmation: the amount (a changed quote said so), a failure, or "no longer offered". */
export function CashoutDialog({ dialog, currency, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => moneyText(amount, currency, i18n.resolvedLanguage ?? 'en');
  return (
    <Modal opened={dialog.kind !== 'closed'} onClose={onClose} title={t('myBets.cashout.title')} centered>
      {dialog.kind === 'withdrawn' ? (
        <Stack gap="sm">
          <Alert color="orange" variant="light" role="alert">
            {t('myBets.cashout.withdrawn')}
          </Alert>
          <Button variant="default" onClick={onClose}>
            {t('myBets.cashout.close')}
          </Button>
        </Stack>
      ) : dialog.kind === 'confirm' ? (
        <Stack gap="sm">
          {dialog.changed ? (
            <Alert color="yellow" variant="light" role="alert">
              {t('myBets.cashout.changed', { amount: money(dialog.amount) })}
            </Alert>
          ) : null}
          <Text>{t('myBets.cashout.confirmText', { amount: money(dialog.amount) })}</Text>
          {dialog.error ? (
            <Alert color="red" variant="light" role="alert">
              {dialog.error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={dialog.submitting}>
              {t('myBets.cashout.cancel')}
            </Button>
            <Button color="gold" loading={dialog.submitting} onClick={() => onConfirm(dialog.amount)}>
              {t('myBets.cashout.confirm', { amount: money(dialog.amount) })}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
