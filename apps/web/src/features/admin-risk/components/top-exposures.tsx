import { BarChart } from '@mantine/charts';
import { Anchor, EmptyState, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { AdminRiskOverview } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import { oddsText } from '../format';
import { liabilityLevel, thresholdOfCurrency, type LiabilityLevel } from '../risk-inputs';
import { SignedMoney } from './liability-text';
import { Section } from './section';

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
        series={[{ name: 'liability', label: t('adminRisk.columns.liability'), color: 'red.6' }]}
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
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const rows = overview.topSelections;
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
          <ScrollArea type="auto">
            <Table verticalSpacing="xs" miw={820} aria-label={t('adminRisk.top.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminRisk.columns.selection')}</Table.Th>
                  <Table.Th>{t('adminRisk.columns.market')}</Table.Th>
                  <Table.Th>{t('adminRisk.columns.event')}</Table.Th>
                  <Table.Th ta="right">{t('adminRisk.columns.tickets')}</Table.Th>
                  <Table.Th ta="right">{t('adminRisk.columns.stake')}</Table.Th>
                  <Table.Th ta="right">{t('adminRisk.columns.payout')}</Table.Th>
                  <Table.Th ta="right">{t('adminRisk.columns.liability')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const level = liabilityLevel(row.liability, thresholdOfCurrency(overview.byCurrency, row.currency));
                  const money = (amount: number) => moneyText(amount, row.currency, locale);
                  return (
                    <Table.Tr key={`${row.marketId}:${row.selectionId}:${row.currency}`} bg={levelBackground[level]} data-level={level}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {row.selectionName}
                        </Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {oddsText(row.odds) ?? t('adminRisk.suspended')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.marketName}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={paths.admin.event.getHref(row.eventId)} size="sm">
                          {row.eventName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{row.tickets}</Table.Td>
                      <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                        {money(row.stake)}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                        {money(row.potentialPayout)}
                      </Table.Td>
                      <Table.Td>
                        <SignedMoney amount={row.liability} currency={row.currency} locale={locale} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </Section>
  );
}
