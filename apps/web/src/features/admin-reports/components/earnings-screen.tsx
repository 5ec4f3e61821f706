import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { currencies, reportGroupings, type EarningsQuery, type EarningsReport, type ReportGrouping } from '@oddsmith/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useCsvExport } from '../../../components/data-table/use-csv-export';
import { LabelledValue } from '../../../components/labelled-value';
import { SelectFilter } from '../../../components/list-filters';
import { ScreenPage } from '../../../components/screen-page';
import { SectionCard } from '../../../components/section-card';
import { remoteOf } from '../../../lib/api-slice';
import { downloadEarningsCsv, useAdminEarningsQuery } from '../api/admin-reports-api';
import { EarningsChart } from './earnings-chart';
import { EarningsTable } from './earnings-table';
import { centsOf, signedMoney } from './money-format';
import { PeriodPicker, usePeriodChoice } from './period-picker';

/** Each currency's totals: GGR, bonus cost, partner commission and net revenue. */
function Totals({ report }: { report: EarningsReport }) {
  const { t, i18n } = useTranslation();
  const names = ['ggr', 'bonusCost', 'partnerCommission', 'netRevenue'] as const;
  return (
    <Stack gap="sm">
      {report.totals.map((total) => (
        <SimpleGrid key={total.currency} cols={{ base: 2, sm: 4 }} spacing="sm">
          {names.map((name) => (
            <Paper key={name} withBorder radius="md" p="sm">
              <LabelledValue label={`${t(`adminReports.earnings.columns.${name}`)} · ${total.currency}`} figure>
                {signedMoney(centsOf(total[name]), total.currency, i18n.language)}
              </LabelledValue>
            </Paper>
          ))}
        </SimpleGrid>
      ))}
    </Stack>
  );
}

/** The chart of one currency at a time (a switch when the report has several). */
function ChartCard({ report }: { report: EarningsReport }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = report.totals.map((total) => total.currency);
  const currency = shown.find((item) => item === chosen) ?? shown[0];
  if (!currency) return null;
  return (
    <SectionCard title={t('adminReports.earnings.chartTitle')} text={t('adminReports.earnings.chartText')}>
      {shown.length > 1 ? <SegmentedControl mb="sm" value={currency} onChange={setChosen} data={shown} aria-label={t('adminReports.currency')} /> : null}
      <EarningsChart report={report} currency={currency} />
    </SectionCard>
  );
}

function useEarnings() {
  const picker = usePeriodChoice('30d');
  const [groupBy, setGroupBy] = useState<ReportGrouping>('day');
  const [currency, setCurrency] = useState<string | null>(null);
  const query: EarningsQuery = { ...picker.period, groupBy, currency: (currency ?? undefined) as EarningsQuery['currency'] };
  const result = useAdminEarningsQuery(query, { skip: picker.problem !== null });
  return { picker, groupBy, setGroupBy, currency, setCurrency, query, result };
}

/** Staff `earnings`: GGR by product and net revenue after bonuses and partner commission, by day, week or month and currency. */
export function EarningsScreen() {
  const { t } = useTranslation();
  const { picker, groupBy, setGroupBy, currency, setCurrency, query, result } = useEarnings();
  const fileName = `earnings-${query.from}-${query.to}-${groupBy}${query.currency ? `-${query.currency}` : ''}.csv`;
  const csv = useCsvExport(() => downloadEarningsCsv(query), fileName, t('adminReports.earnings.csvFailed'));
  const report = result.isFetching ? null : (result.data ?? null);
  const download = (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={csv.exporting} disabled={picker.problem !== null} onClick={() => void csv.exportCsv()}>
      {t('adminReports.earnings.csv')}
    </Button>
  );
  return (
    <ScreenPage size="xl" title={t('adminReports.earnings.title')} subtitle={t('adminReports.earnings.subtitle', { from: query.from, to: query.to })} actions={download}>
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <PeriodPicker {...picker} />
          <SegmentedControl value={groupBy} onChange={(value) => setGroupBy(value as ReportGrouping)} data={reportGroupings.map((value) => ({ value, label: t(`adminReports.earnings.groupBy.${value}`) }))} aria-label={t('adminReports.earnings.groupByLabel')} />
          <SelectFilter label={t('adminReports.currency')} placeholder={t('adminReports.allCurrencies')} data={currencies.map((value) => ({ value, label: value }))} value={currency} onChange={setCurrency} width={160} />
        </Group>
        {report && report.totals.length > 0 ? <Totals report={report} /> : null}
        {report ? <ChartCard report={report} /> : null}
        {picker.problem ? null : <EarningsTable report={report} remote={remoteOf(result)} />}
      </Stack>
    </ScreenPage>
  );
}
