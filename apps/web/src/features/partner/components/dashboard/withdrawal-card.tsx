import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { PartnerProfile } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { LabelledValue } from '../../../../components/labelled-value';
import { MoneyInput } from '../../../../components/money-input';
import { checkAmount, moneyText, newRequestId } from '../../../../lib/amount';
import { serverMessageOf } from '../../../../lib/api-client';
import { useRequestPartnerWithdrawalMutation } from '../../api/partner-api';

/** The amount typed, its request id (kept while the same attempt is retried) and the outcome. */
function useWithdrawalRequest(partner: PartnerProfile) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [request, { isLoading }] = useRequestPartnerWithdrawalMutation();
  const [amount, setAmount] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const money = (value: number) => moneyText(value, partner.currency, locale);
  const change = (value: string) => {
    setAmount(value);
    setError(null);
    setDone(null);
    setRequestId(newRequestId());
  };
  const submit = async () => {
    const check = checkAmount(amount, { min: partner.minWithdrawal, max: partner.balance });
    if (!check.ok) {
      setError(t(`partnerArea.withdraw.errors.${check.error}`, { min: money(partner.minWithdrawal), max: money(partner.balance) }));
      return;
    }
    try {
      const { withdrawal } = await request({ amount: amount.trim(), requestId }).unwrap();
      setDone(t('partnerArea.withdraw.done', { amount: money(withdrawal.amount) }));
      setAmount('');
      setRequestId(newRequestId());
    } catch (failure) {
      setError(serverMessageOf(failure));
    }
  };
  return { amount, change, submit, error, done, dismissDone: () => setDone(null), isLoading, money, locale };
}

/** The balance, what pending withdrawals hold, the minimum, and the request form (errors under the amount). */
export function WithdrawalCard({ partner }: { partner: PartnerProfile }) {
  const { t } = useTranslation();
  const flow = useWithdrawalRequest(partner);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <LabelledValue label={t('partnerArea.withdraw.balance')} figure>
          <span data-testid="partner-balance">{flow.money(partner.balance)}</span>
        </LabelledValue>
        <LabelledValue label={t('partnerArea.withdraw.pending')} figure>
          {flow.money(partner.pendingWithdrawals)}
        </LabelledValue>
        <LabelledValue label={t('partnerArea.withdraw.minimum')} figure>
          {flow.money(partner.minWithdrawal)}
        </LabelledValue>
      </SimpleGrid>
      {flow.done ? (
        <Alert color="brand" variant="light" role="status" withCloseButton onClose={flow.dismissDone}>
          {flow.done}
        </Alert>
      ) : null}
      <form noValidate onSubmit={(event) => (event.preventDefault(), void flow.submit())}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <MoneyInput
            label={t('partnerArea.withdraw.amount', { currency: partner.currency })}
            value={flow.amount}
            onChange={flow.change}
            currency={partner.currency}
            locale={flow.locale}
            error={flow.error}
            flex="1 1 200px"
          />
          <Button type="submit" loading={flow.isLoading} mt={{ base: 0, xs: 25 }}>
            {t('partnerArea.withdraw.submit')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
