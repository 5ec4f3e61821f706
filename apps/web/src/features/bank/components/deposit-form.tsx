import { useState } from 'react';
import { Alert, Button, Code, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { FormFailure } from '../../../components/confirm-modal';
import type { Remote } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import { useCreateDepositMutation } from '../api/bank-api';
import type { Deposit, PaymentMethod } from '@oddsmith/core';
import { AmountInput } from './amount-input';
import { useAmountAttempt, type AmountAttempt } from './amount-attempt';
import { DepositBreakdown } from './deposit-breakdown';
import { MethodPicker } from './method-picker';
import { checkMethodAmount, usePaymentMethodChoice, type PaymentMethodChoice } from './payment-method-choice';

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

/** Posts the deposit, then goes to the provider's page or keeps the manual deposit to show its reference. */
function useDepositSubmit(attempt: AmountAttempt, onDeposited: () => void) {
  const navigate = useNavigate();
  const [createDeposit] = useCreateDepositMutation();
  const [manual, setManual] = useState<Deposit | null>(null);
  const submit = (method: PaymentMethod) => {
    if (!attempt.amountAccepted(method)) return;
    void attempt.send(async (requestId) => {
      const { deposit } = await createDeposit({ methodId: method.id, amount: attempt.amount.trim(), requestId }).unwrap();
      onDeposited();
      if (deposit.redirectUrl?.startsWith('/')) await navigate(deposit.redirectUrl);
      else if (deposit.redirectUrl) window.location.assign(deposit.redirectUrl);
      else setManual(deposit);
    });
  };
  return { manual, clearManual: () => setManual(null), submit };
}

function DepositFields({
  choice,
  method,
  attempt,
  currency,
  onSubmit,
}: {
  choice: PaymentMethodChoice;
  method: PaymentMethod;
  attempt: AmountAttempt;
  currency: string;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const { check, fee } = checkMethodAmount(attempt.amount, method);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <MethodPicker
          label={t('bank.methods.label')}
          methods={choice.list}
          value={method.id}
          currency={currency}
          onChange={(id) => {
            choice.choose(id);
            attempt.newAttempt();
          }}
        />
        {method.instructions ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {method.instructions}
          </Text>
        ) : null}
        <AmountInput value={attempt.amount} currency={currency} limits={{ min: method.min, max: method.max }} error={attempt.amountError} onChange={attempt.changeAmount} />
        <DepositBreakdown method={method} check={check} fee={fee} currency={currency} />
        <FormFailure message={attempt.formError} />
        <Button type="submit" loading={attempt.submitting} size="md" w={{ base: '100%', xs: 'auto' }}>
          {method.provider === 'sandbox' ? t('bank.deposit.submitCard') : t('bank.deposit.submit')}
        </Button>
      </Stack>
    </form>
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
  const choice = usePaymentMethodChoice(methods);
  const attempt = useAmountAttempt(currency);
  const { manual, clearManual, submit } = useDepositSubmit(attempt, onDeposited);
  const method = choice.method;

  if (!method) return choice.fallback;
  if (manual) {
    return (
      <ManualDepositResult
        deposit={manual}
        onAnother={() => {
          clearManual();
          attempt.clearAmount();
        }}
      />
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <DepositFields choice={choice} method={method} attempt={attempt} currency={currency} onSubmit={() => submit(method)} />
    </Paper>
  );
}
