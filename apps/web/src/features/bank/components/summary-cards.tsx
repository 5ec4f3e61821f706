import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import type { Remote } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import type { BankSummary } from '@oddsmith/core';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fw={900} fz={{ base: 22, sm: 26 }} ff="monospace" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** Spendable balance, bonus and what is waiting (GET /api/bank/summary). */
export function SummaryCards({ summary }: { summary: Remote<BankSummary> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const data = summary.data;
  if (!data && summary.status === 'failed') return <ErrorState message={summary.error ?? t('errors.render')} onRetry={summary.reload} />;
  if (!data) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="lg">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={92} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="lg" aria-label={t('bank.summary.label')}>
      <Figure label={t('bank.summary.balance')} value={moneyText(data.balance, data.currency, locale)} />
      <Figure label={t('bank.summary.bonus')} value={moneyText(data.bonusBalance, data.currency, locale)} />
      <Figure
        label={t('bank.summary.pendingWithdrawals')}
        value={moneyText(data.pendingWithdrawals.amount, data.currency, locale)}
        hint={t('bank.summary.pendingCount', { count: data.pendingWithdrawals.count })}
      />
    </SimpleGrid>
  );
}
