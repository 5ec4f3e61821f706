import { BarChart } from '@mantine/charts';
import { Anchor, EmptyState, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { AdminRiskOverview } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import { oddsText } from '../../../lib/staff-odds';
import { liabilityLevel, thresholdOfCurrency, type LiabilityLevel } from '../risk-inputs';
import { SelectionName, useExposureColumns } from './exposure-columns';
import { Section } from './section';
import { ColumnsTable, type DataTableColumn } from '../../../components/data-table/data-table';

/** Bars shown in the chart: the worst exposures only. */
const chartBarsMax = 8;

export const levelBackground: Record<LiabilityLevel, string | undefined> = {
  high: 'var(--mantine-color-red-light)',
  warn: 'var(--mantine-color-orange-light)',
  normal: undefined,
};

type TopRow = AdminRiskOverview['topSelections'][number];

/** The worst exposures of one currency as bars: heights are comparable only within a currency. */
function CurrencyChart({ rows, currency }: { rows: readonly TopRow[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Stack gap={4} mb="md">
      <Text size="xs" c="dimmed" fw={700}>
        {t('adminRisk.top.chartOf', { currency })}
      </Text>
      <BarChart
        h={160}
        data={rows.slice(0, chartBarsMax).map((row) => ({ name: row.selectionName, liability: row.liability }))}
        dataKey="name"
        series={[{ name: 'liability', label: t('adminRisk.columns.liability'), color: 'gray.6' }]}
        valueFormatter={(value) => moneyText(value, currency, locale)}
        withYAxis={false}
        gridAxis="none"
        tickLine="none"
        aria-hidden
      />
    </Stack>
  );
}

/**
 * The selections the house would lose most on, ranked within each currency (the server's order):
 * one small bar chart per currency and one table, every amount with its currency.
 */
export function TopExposures({ overview }: { overview: AdminRiskOverview }) {
  const { t } = useTranslation();
  const rows = overview.topSelections;
  const exposure = useExposureColumns<TopRow>(
    (row) => row.currency,
    (row) => thresholdOfCurrency(overview.byCurrency, row.currency),
  );
  const columns: DataTableColumn<TopRow>[] = [
    {
      key: 'selection',
      header: t('adminRisk.columns.selection'),
      cell: (row) => (
        <>
          <SelectionName name={row.selectionName} />
          <Text size="xs" c="dimmed" ff="monospace">
            {oddsText(row.odds) ?? t('adminRisk.suspended')}
          </Text>
        </>
      ),
    },
    { key: 'market', header: t('adminRisk.columns.market'), cell: (row) => <Text size="sm">{row.marketName}</Text> },
    {
      key: 'event',
      header: t('adminRisk.columns.event'),
      cell: (row) => (
        <Anchor component={Link} to={paths.admin.event.getHref(row.eventId)} size="sm">
          {row.eventName}
        </Anchor>
      ),
    },
    ...exposure,
  ];
  const byCurrency = new Map<string, TopRow[]>();
  for (const row of rows) {
    const list = byCurrency.get(row.currency);
    if (list) list.push(row);
    else byCurrency.set(row.currency, [row]);
  }
  return (
    <Section title={t('adminRisk.top.title')}>
      {rows.length === 0 ? (
        <EmptyState py="lg" icon={<IconShieldCheck size={28} />} variant="light" title={t('adminRisk.top.emptyTitle')} description={t('adminRisk.top.empty')} />
      ) : (
        <>
          {[...byCurrency].map(([currency, currencyRows]) => (
            <CurrencyChart key={currency} rows={currencyRows} currency={currency} />
          ))}
          <ColumnsTable
            label={t('adminRisk.top.title')}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.marketId}:${row.selectionId}:${row.currency}`}
            rowProps={(row) => {
              const level = liabilityLevel(row.liability, thresholdOfCurrency(overview.byCurrency, row.currency));
              return { bg: levelBackground[level], 'data-level': level };
            }}
            minWidth={820}
            verticalSpacing="xs"
          />
        </>
      )}
    </Section>
  );
}
