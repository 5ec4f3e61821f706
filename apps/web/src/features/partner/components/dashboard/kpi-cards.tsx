import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { PartnerSummary } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { moneyText } from '../../../../lib/amount';

const counts = ['clicks', 'signups', 'firstDepositors'] as const;
const amounts = ['ngr', 'commission'] as const;

function Kpi({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={28} mt={6} w="60%" />
      ) : (
        <Text fz={{ base: 20, sm: 24 }} fw={800} ff="monospace" mt={4} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

/** The period's clicks, sign-ups, first-time depositors, NGR and commission (skeletons while loading). */
export function KpiCards({ summary }: { summary: PartnerSummary | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const count = new Intl.NumberFormat(locale);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {counts.map((key) => (
        <Kpi key={key} testId={`kpi-${key}`} label={t(`partnerArea.kpi.${key}`)} value={summary ? count.format(summary.totals[key]) : null} />
      ))}
      {amounts.map((key) => (
        <Kpi key={key} testId={`kpi-${key}`} label={t(`partnerArea.kpi.${key}`)} value={summary ? moneyText(summary.totals[key], summary.currency, locale) : null} />
      ))}
    </SimpleGrid>
  );
}
