import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, type PaymentMethod } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { feeRuleText, type AmountCheck } from '../../../lib/amount';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 800 : 600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * What the deposit costs before the player pays: the amount, the method's fee (its rule until an
 * amount is typed) and the total to pay; "—" until the amount is valid.
 */
export function DepositBreakdown({ method, check, fee, currency }: { method: PaymentMethod; check: AmountCheck; fee: number | null; currency: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const valid = check.ok && fee !== null;
  const rule = feeRuleText(method, currency, locale);
  const feeLabel = rule ? t('bank.deposit.breakdown.feeRule', { rule }) : t('bank.deposit.breakdown.fee');
  const feeValue = valid ? money(fee) : (rule ?? t('bank.methods.noFee'));
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={t('bank.deposit.breakdown.label')}>
      <Stack gap={4}>
        <Line label={t('bank.deposit.breakdown.amount')} value={valid ? money(check.cents) : '—'} />
        <Line label={feeLabel} value={feeValue} />
        <Divider my={4} />
        <Line label={t('bank.deposit.breakdown.total')} value={valid ? money(check.cents + fee) : '—'} strong />
      </Stack>
    </Paper>
  );
}
