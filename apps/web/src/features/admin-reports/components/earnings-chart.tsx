import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { EarningsReport } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { productColours, productKeys } from './ggr-product-chart';
import { centsOf, signedMoney } from './money-format';

/** GGR per bucket of one currency, stacked by product (a loss goes below the axis); every bucket of the period is on the axis. */
export function EarningsChart({ report, currency }: { report: EarningsReport; currency: string }) {
  const { t, i18n } = useTranslation();
  const rows = report.periods.map((period) => {
    const found = report.rows.find((row) => row.period === period && row.currency === currency);
    return { period, sportsbookGgr: found?.sportsbookGgr ?? 0, exchangeGgr: found?.exchangeGgr ?? 0, casinoGgr: found?.casinoGgr ?? 0 };
  });
  return (
    <div role="img" aria-label={t('adminReports.earnings.chart', { currency })}>
      <BarChart
        h={300}
        data={rows}
        dataKey="period"
        type="stacked"
        withLegend
        series={productKeys.map((key) => ({ name: key, label: t(`adminReports.products.${key}`), color: productColours[key] }))}
        gridAxis="y"
        tickLine="none"
        xAxisProps={{ tickFormatter: (value: string) => value.slice(5), minTickGap: 16 }}
        valueFormatter={(value) => signedMoney(centsOf(value), currency, i18n.language)}
        yAxisProps={{ width: 56, tickFormatter: (value: number) => new Intl.NumberFormat(i18n.language).format(value) }}
      />
    </div>
  );
}
