import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EarningsReport } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { productColours, productKeys } from './ggr-product-chart';
import { centsOf, signedMoney } from './money-format';

/** GGR per bucket of one currency, stacked by product (a loss goes below the axis); every bucket of the period is on the axis. */
export function EarningsChart({ report, currency }: { report: EarningsReport; currency: string }) {
  const { t, i18n } = useTranslation();
  const rows = report.periods.map((period) => {
    const found = report.rows.find((row) => row.period === period && row.currency === currency);
    return { period, sportsbookGgr: found?.sportsbookGgr ?? 0, exchangeGgr: found?.exchangeGgr ?? 0, casinoGgr: found?.casinoGgr ?? 0 };
  });
  const money = (value: unknown) => signedMoney(centsOf(Number(value)), currency, i18n.language);
  return (
    <div style={{ width: '100%', height: 300 }} role="img" aria-label={t('adminReports.earnings.chart', { currency })}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} stackOffset="sign">
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
          <XAxis dataKey="period" tickFormatter={(value: string) => value.slice(5)} tick={{ fontSize: 11, fill: 'var(--mantine-color-dimmed)' }} minTickGap={16} />
          <YAxis tick={{ fontSize: 11, fill: 'var(--mantine-color-dimmed)' }} width={56} />
          <Tooltip formatter={money} contentStyle={{ background: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-default-border)' }} />
          <Legend />
          {productKeys.map((key) => (
            <Bar key={key} dataKey={key} name={t(`adminReports.products.${key}`)} stackId="ggr" fill={productColours[key]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
