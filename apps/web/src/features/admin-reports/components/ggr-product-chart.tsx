import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { Dashboard } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { centsOf, signedMoney } from './money-format';

export const productKeys = ['sportsbookGgr', 'exchangeGgr', 'casinoGgr'] as const;
export const productColours: Record<(typeof productKeys)[number], string> = { sportsbookGgr: '#1c7ed6', exchangeGgr: '#f59f00', casinoGgr: '#e8590c' };

/** GGR of each product, this period beside the previous one (one currency). */
export function GgrProductChart({ entry }: { entry: Dashboard['money'][number] }) {
  const { t, i18n } = useTranslation();
  const rows = productKeys.map((key) => ({ product: t(`adminReports.products.${key}`), current: entry.current[key], previous: entry.previous[key] }));
  return (
    <div role="img" aria-label={t('adminReports.dashboard.ggrChart')}>
      <BarChart
        h={260}
        data={rows}
        dataKey="product"
        withLegend
        series={[
          { name: 'previous', label: t('adminReports.dashboard.previousPeriod'), color: 'gray.5' },
          { name: 'current', label: t('adminReports.dashboard.thisPeriod'), color: 'blue.6' },
        ]}
        gridAxis="y"
        tickLine="none"
        valueFormatter={(value) => signedMoney(centsOf(value), entry.currency, i18n.language)}
        yAxisProps={{ width: 56, tickFormatter: (value: number) => new Intl.NumberFormat(i18n.language).format(value) }}
        barProps={{ radius: [3, 3, 0, 0] }}
      />
    </div>
  );
}
