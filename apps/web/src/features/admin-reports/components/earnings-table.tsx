import { Text } from '@mantine/core';
import type { EarningsReport, EarningsRow } from '@oddsmith/core';
import { IconReportMoney } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { Remote } from '../../../lib/api-slice';
import { centsOf, signedMoney } from './money-format';

const figureKeys = ['sportsbookGgr', 'exchangeGgr', 'casinoGgr', 'ggr', 'bonusCost', 'partnerCommission', 'netRevenue'] as const;

/** A row of the table: a bucket of one currency, or a currency's total (`period` null). */
type TableRow = Omit<EarningsRow, 'period'> & { period: string | null };

function useColumns(): DataTableColumn<TableRow>[] {
  const { t, i18n } = useTranslation();
  const strong = (row: TableRow) => (row.period === null ? 800 : undefined);
  return [
    { key: 'period', header: t('adminReports.earnings.columns.period'), cell: (row) => <Text fw={strong(row)} size="sm">{row.period ?? t('adminReports.earnings.total')}</Text> },
    { key: 'currency', header: t('adminReports.currency'), cell: (row) => row.currency },
    ...figureKeys.map(
      (key): DataTableColumn<TableRow> => ({
        key,
        header: t(`adminReports.earnings.columns.${key}`),
        align: 'right',
        figure: true,
        cell: (row) => (
          <Text fw={strong(row) ?? (key === 'netRevenue' ? 700 : undefined)} size="sm" ff="monospace" c={row[key] < 0 ? 'red' : undefined}>
            {signedMoney(centsOf(row[key]), row.currency, i18n.language)}
          </Text>
        ),
      }),
    ),
  ];
}

/** Every bucket with activity, per currency, then each currency's totals. */
export function EarningsTable({ report, remote }: { report: EarningsReport | null; remote: Pick<Remote<unknown>, 'data' | 'status' | 'error' | 'reload'> }) {
  const { t } = useTranslation();
  const rows: TableRow[] = report ? [...report.rows, ...report.totals.map((total) => ({ ...total, period: null }))] : [];
  return (
    <DataTable
      label={t('adminReports.earnings.table')}
      columns={useColumns()}
      rows={rows}
      rowKey={(row) => `${row.period ?? 'total'}-${row.currency}`}
      remote={remote}
      empty={{ icon: <IconReportMoney size={28} />, title: t('adminReports.earnings.emptyTitle'), description: t('adminReports.earnings.emptyText') }}
      minWidth={960}
      skeleton={{ rows: 6 }}
    />
  );
}
