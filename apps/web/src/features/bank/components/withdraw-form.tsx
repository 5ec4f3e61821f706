import { useState } from 'react';
import { Alert, Button, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconMailExclamation } from '@tabler/icons-react';
import { formatMoney } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal, FormFailure } from '../../../components/confirm-modal';
import type { Remote } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import { useCreateWithdrawalMutation } from '../api/bank-api';
import type { PaymentMethod, PaymentMethodKind } from '@oddsmith/core';
import { AmountInput } from './amount-input';
import { FeePreview, useAmountAttempt, type AmountAttempt } from './amount-attempt';
import { checkMethodAmount, usePaymentMethodChoice } from './payment-method-choice';

/** The payout details each kind of method asks for (keys are sent as they are). */
export const detailFields: Record<PaymentMethodKind, readonly string[]> = {
  bank_transfer: ['accountHolder', 'iban'],
  card: ['accountHolder', 'cardLast4'],
  upi: ['upiId'],
  crypto: ['walletAddress'],
};

/** The `code` of a failed call's error body (an RTK Query failure or an ApiError), if any. */
function errorCodeOf(failure: unknown): string | null {
  if (typeof failure !== 'object' || failure === null || !('body' in failure)) return null;
  const body = failure.body;
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  return typeof body.code === 'string' ? body.code : null;
}

const detailOf = (details: Record<string, string>, field: string) => (details[field] ?? '').trim();

/** Review, confirm and post a withdrawal; the outcome notices (done, e-mail not verified). */
function useWithdrawal(attempt: AmountAttempt, emailVerified: boolean, onWithdrawn: () => void) {
  const { t, i18n } = useTranslation();
  const [createWithdrawal] = useCreateWithdrawalMutation();
  const [notVerified, setNotVerified] = useState(!emailVerified);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [details, setDetails] = useState<Record<string, string>>({});
  const [detailsMissing, setDetailsMissing] = useState(false);

  const review = (method: PaymentMethod) => {
    attempt.clearFormError();
    const amountOk = attempt.amountAccepted(method);
    const missing = detailFields[method.kind].some((field) => !detailOf(details, field));
    setDetailsMissing(missing);
    if (amountOk && !missing) setConfirming(true);
  };
  const submit = async (method: PaymentMethod) => {
    const payout = Object.fromEntries(detailFields[method.kind].map((field) => [field, detailOf(details, field)]));
    await attempt.send(
      async (requestId) => {
        const { withdrawal } = await createWithdrawal({ methodId: method.id, amount: attempt.amount.trim(), details: payout, requestId }).unwrap();
        setDone(t('bank.withdraw.done', { amount: moneyText(withdrawal.amount, withdrawal.currency, i18n.resolvedLanguage ?? 'en') }));
        attempt.clearAmount();
        onWithdrawn();
      },
      (failure) => {
        if (errorCodeOf(failure) !== 'EMAIL_NOT_VERIFIED') return false;
        setNotVerified(true);
        return true;
      },
    );
    setConfirming(false);
  };
  /** Something the player typed or picked: a new attempt. */
  const edited = () => {
    attempt.newAttempt();
    setDone(null);
  };
  const changeDetail = (field: string, value: string) => {
    setDetails((last) => ({ ...last, [field]: value }));
    edited();
  };
  const changeMethod = () => {
    setDetails({});
    edited();
  };
  return { notVerified, confirming, cancel: () => setConfirming(false), done, dismissDone: () => setDone(null), details, detailsMissing, review, submit, edited, changeDetail, changeMethod };
}
type Withdrawal = ReturnType<typeof useWithdrawal>;

function PayoutDetailFields({ method, flow }: { method: PaymentMethod; flow: Withdrawal }) {
  const { t } = useTranslation();
  const fields = detailFields[method.kind];
  return (
    <SimpleGrid cols={{ base: 1, xs: fields.length > 1 ? 2 : 1 }} spacing="sm">
      {fields.map((field) => (
        <TextInput
          key={field}
          label={t(`bank.withdraw.details.${field}`)}
          value={flow.details[field] ?? ''}
          error={flow.detailsMissing && !detailOf(flow.details, field) ? t('bank.withdraw.detailRequired') : null}
          onChange={(event) => flow.changeDetail(field, event.currentTarget.value)}
        />
      ))}
    </SimpleGrid>
  );
}

function WithdrawNotices({ flow }: { flow: Withdrawal }) {
  const { t } = useTranslation();
  return (
    <>
      {flow.notVerified ? (
        <Alert color="orange" variant="light" icon={<IconMailExclamation />} title={t('bank.withdraw.notVerifiedTitle')} role="alert">
          {t('bank.withdraw.notVerifiedText')}
        </Alert>
      ) : null}
      {flow.done ? (
        <Alert color="brand" variant="light" role="status" withCloseButton onClose={flow.dismissDone}>
          {flow.done}
        </Alert>
      ) : null}
    </>
  );
}

/** The last step: a withdrawal cannot be reversed. */
function WithdrawConfirm({ method, attempt, flow, currency }: { method: PaymentMethod; attempt: AmountAttempt; flow: Withdrawal; currency: string }) {
  const { t, i18n } = useTranslation();
  const { check } = checkMethodAmount(attempt.amount, method);
  return (
    <ConfirmModal
      opened={flow.confirming}
      onClose={flow.cancel}
      title={t('bank.withdraw.confirmTitle')}
      actions={{
        cancelLabel: t('bank.cancel'),
        confirmLabel: t('bank.withdraw.confirm'),
        confirmColor: 'red',
        busy: attempt.submitting,
        onConfirm: () => void flow.submit(method),
      }}
    >
      <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
        {t('bank.withdraw.confirmWarning')}
      </Alert>
      {check.ok ? (
        <Text size="sm">{t('bank.withdraw.confirmText', { amount: formatMoney(check.cents, currency, i18n.resolvedLanguage ?? 'en'), method: method.name })}</Text>
      ) : null}
    </ConfirmModal>
  );
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
  const { t } = useTranslation();
  const { list, method, choose, fallback } = usePaymentMethodChoice(methods);
  const attempt = useAmountAttempt(currency);
  const flow = useWithdrawal(attempt, emailVerified, onWithdrawn);

  if (!method) return fallback;
  const { check, fee } = checkMethodAmount(attempt.amount, method);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <WithdrawNotices flow={flow} />
        <Select
          label={t('bank.withdraw.method')}
          data={list.map((item) => ({ value: item.id, label: item.name }))}
          value={method.id}
          allowDeselect={false}
          onChange={(value) => {
            choose(value);
            flow.changeMethod();
          }}
        />
        <AmountInput
          value={attempt.amount}
          currency={currency}
          limits={{ min: method.min, max: method.max }}
          error={attempt.amountError}
          onChange={(value) => {
            attempt.changeAmount(value);
            flow.edited();
          }}
        />
        <PayoutDetailFields method={method} flow={flow} />
        <FeePreview kind="withdraw" check={check} fee={fee} currency={currency} />
        <FormFailure message={attempt.formError} />
        <Button size="md" w={{ base: '100%', xs: 'auto' }} onClick={() => flow.review(method)}>
          {t('bank.withdraw.submit')}
        </Button>
      </Stack>
      <WithdrawConfirm method={method} attempt={attempt} flow={flow} currency={currency} />
    </Paper>
  );
}
