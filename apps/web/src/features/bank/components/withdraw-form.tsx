import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconMailExclamation } from '@tabler/icons-react';
import { formatMoney } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { ApiError, serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import type { Remote } from '../../../lib/use-remote';
import { moneyText, newRequestId } from '../../../lib/amount';
import { createWithdrawal } from '../api/create-withdrawal';
import type { PaymentMethod, PaymentMethodKind } from '@oddsmith/core';
import { AmountInput } from './amount-input';
import { checkMethodAmount, usePaymentMethodChoice } from './payment-method-choice';

/** The payout details each kind of method asks for (keys are sent as they are). */
export const detailFields: Record<PaymentMethodKind, readonly string[]> = {
  bank_transfer: ['accountHolder', 'iban'],
  card: ['accountHolder', 'cardLast4'],
  upi: ['upiId'],
  crypto: ['walletAddress'],
};

function errorCodeOf(error: unknown): string | null {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const code = (error.body as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** Withdraw: method, amount, payout details, then a confirmation that it cannot be reversed. */
export function WithdrawForm({
  methods,
  currency,
  emailVerified,
  onWithdrawn,
}: {
  methods: Remote<{ methods: PaymentMethod[] }>;
  currency: string;
  emailVerified: boolean;
  onWithdrawn: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { list, method, choose, fallback } = usePaymentMethodChoice(methods);
  const [amount, setAmount] = useState('');
  const [details, setDetails] = useState<Record<string, string>>({});
  const [amountError, setAmountError] = useState<string | null>(null);
  const [detailsError, setDetailsError] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [notVerified, setNotVerified] = useState(!emailVerified);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const requestId = useRef<string | null>(null);
  const inFlight = useRef(false);

  const newAttempt = () => {
    requestId.current = null;
    setAmountError(null);
    setFormError(null);
    setDone(null);
  };

  if (!method) return fallback;

  const fields = detailFields[method.kind];
  const { check, fee } = checkMethodAmount(amount, method);

  const review = () => {
    setFormError(null);
    if (!check.ok) {
      setAmountError(t(`bank.amountErrors.${check.error}`, { min: moneyText(method.min, currency, locale), max: moneyText(method.max, currency, locale) }));
    }
    const missing = fields.some((field) => !(details[field] ?? '').trim());
    setDetailsError(missing);
    if (check.ok && !missing) setConfirming(true);
  };

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    requestId.current ??= newRequestId();
    setSubmitting(true);
    try {
      const payout = Object.fromEntries(fields.map((field) => [field, (details[field] ?? '').trim()]));
      const { withdrawal } = await createWithdrawal({ methodId: method.id, amount: amount.trim(), details: payout, requestId: requestId.current });
      requestId.current = null;
      setDone(t('bank.withdraw.done', { amount: moneyText(withdrawal.amount, withdrawal.currency, locale) }));
      setAmount('');
      onWithdrawn();
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'EMAIL_NOT_VERIFIED') setNotVerified(true);
      else if (serverFieldOf(error) === 'amount') setAmountError(serverMessageOf(error));
      else setFormError(serverMessageOf(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      setConfirming(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {notVerified ? (
          <Alert color="orange" variant="light" icon={<IconMailExclamation />} title={t('bank.withdraw.notVerifiedTitle')} role="alert">
            {t('bank.withdraw.notVerifiedText')}
          </Alert>
        ) : null}
        {done ? (
          <Alert color="brand" variant="light" role="status" withCloseButton onClose={() => setDone(null)}>
            {done}
          </Alert>
        ) : null}
        <Select
          label={t('bank.withdraw.method')}
          data={list.map((item) => ({ value: item.id, label: item.name }))}
          value={method.id}
          allowDeselect={false}
          onChange={(value) => {
            choose(value);
            setDetails({});
            newAttempt();
          }}
        />
        <AmountInput
          value={amount}
          currency={currency}
          limits={{ min: method.min, max: method.max }}
          error={amountError}
          onChange={(value) => {
            setAmount(value);
            newAttempt();
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: fields.length > 1 ? 2 : 1 }} spacing="sm">
          {fields.map((field) => (
            <TextInput
              key={field}
              label={t(`bank.withdraw.details.${field}`)}
              value={details[field] ?? ''}
              error={detailsError && !(details[field] ?? '').trim() ? t('bank.withdraw.detailRequired') : null}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDetails((last) => ({ ...last, [field]: value }));
                newAttempt();
              }}
            />
          ))}
        </SimpleGrid>
        {check.ok && fee !== null ? (
          <Text size="sm" c="dimmed">
            {t('bank.withdraw.preview', {
              amount: formatMoney(check.cents, currency, locale),
              fee: formatMoney(fee, currency, locale),
              payout: formatMoney(Math.max(0, check.cents - fee), currency, locale),
            })}
          </Text>
        ) : null}
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Button size="md" w={{ base: '100%', xs: 'auto' }} onClick={review}>
          {t('bank.withdraw.submit')}
        </Button>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('bank.withdraw.confirmTitle')} centered>
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
            {t('bank.withdraw.confirmWarning')}
          </Alert>
          {check.ok ? (
            <Text size="sm">
              {t('bank.withdraw.confirmText', { amount: formatMoney(check.cents, currency, locale), method: method.name })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={submitting}>
              {t('bank.cancel')}
            </Button>
            <Button color="red" loading={submitting} onClick={() => void submit()}>
              {t('bank.withdraw.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
