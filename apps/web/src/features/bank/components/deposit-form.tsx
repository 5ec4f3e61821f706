import { useRef, useState } from 'react';
import { Alert, Button, Code, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatMoney } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import type { Remote } from '../../../lib/use-remote';
import { moneyText, newRequestId } from '../../../lib/amount';
import { createDeposit } from '../api/create-deposit';
import type { Deposit, PaymentMethod } from '@oddsmith/core';
import { AmountInput } from './amount-input';
import { MethodPicker } from './method-picker';
import { checkMethodAmount, usePaymentMethodChoice } from './payment-method-choice';

/** A manual deposit waits for staff: show what to quote on the transfer. */
function ManualDepositResult({ deposit, onAnother }: { deposit: Deposit; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconCircleCheck />} title={t('bank.deposit.pendingTitle')} role="status">
      <Stack gap="xs">
        <Text size="sm">
          {t('bank.deposit.pendingText', { amount: moneyText(deposit.total, deposit.currency, i18n.resolvedLanguage ?? 'en') })}
        </Text>
        <Text size="sm">
          {t('bank.deposit.reference')} <Code fw={700}>{deposit.reference}</Code>
        </Text>
        {deposit.instructions ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {deposit.instructions}
          </Text>
        ) : null}
        <Button variant="light" size="xs" w="fit-content" onClick={onAnother}>
          {t('bank.deposit.another')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Deposit: pick a method, type an amount, pay through the provider or by a manual transfer. */
export function DepositForm({
  methods,
  currency,
  onDeposited,
}: {
  methods: Remote<{ methods: PaymentMethod[] }>;
  currency: string;
  onDeposited: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const { list, method, choose, fallback } = usePaymentMethodChoice(methods);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [manual, setManual] = useState<Deposit | null>(null);
  // One id per attempt: a second click while the first is in flight is dropped, a retry reuses it.
  const requestId = useRef<string | null>(null);
  const inFlight = useRef(false);

  const newAttempt = () => {
    requestId.current = null;
    setAmountError(null);
    setFormError(null);
  };

  if (!method) return fallback;
  if (manual) {
    return (
      <ManualDepositResult
        deposit={manual}
        onAnother={() => {
          setManual(null);
          setAmount('');
        }}
      />
    );
  }

  const { check, fee } = checkMethodAmount(amount, method);

  const submit = async () => {
    if (inFlight.current) return;
    if (!check.ok) {
      setAmountError(t(`bank.amountErrors.${check.error}`, { min: moneyText(method.min, currency, locale), max: moneyText(method.max, currency, locale) }));
      return;
    }
    inFlight.current = true;
    requestId.current ??= newRequestId();
    setSubmitting(true);
    setFormError(null);
    try {
      const { deposit } = await createDeposit({ methodId: method.id, amount: amount.trim(), requestId: requestId.current });
      requestId.current = null;
      onDeposited();
      if (deposit.redirectUrl?.startsWith('/')) await navigate(deposit.redirectUrl);
      else if (deposit.redirectUrl) window.location.assign(deposit.redirectUrl);
      else setManual(deposit);
    } catch (error) {
      const field = serverFieldOf(error);
      if (field === 'amount') setAmountError(serverMessageOf(error));
      else setFormError(serverMessageOf(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <MethodPicker
            label={t('bank.methods.label')}
            methods={list}
            value={method.id}
            currency={currency}
            onChange={(id) => {
              choose(id);
              newAttempt();
            }}
          />
          {method.instructions ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {method.instructions}
            </Text>
          ) : null}
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
          {check.ok && fee !== null ? (
            <Text size="sm" c="dimmed">
              {t('bank.deposit.preview', {
                total: formatMoney(check.cents + fee, currency, locale),
                fee: formatMoney(fee, currency, locale),
                amount: formatMoney(check.cents, currency, locale),
              })}
            </Text>
          ) : null}
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Button type="submit" loading={submitting} size="md" w={{ base: '100%', xs: 'auto' }}>
            {method.provider === 'sandbox' ? t('bank.deposit.submitCard') : t('bank.deposit.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
