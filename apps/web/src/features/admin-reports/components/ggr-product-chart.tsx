import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { centsOf, signedMoney } from './money-format';

export const productKeys = ['sportsbookGgr', 'exchangeGgr', 'casinoGgr'] as const;
export const productColours: Record<(typeof productKeys)[number], string> = { sportsbookGgr: '#1c7ed6', exchangeGgr: '#f59f00', casinoGgr: '#e8590c' };

/** GGR of each product, this period beside the previous one (one currency). */
export function GgrProductChart({ entry }: { entry: Dashboard['money'][number] }) {
  const { t, i18n } = useTranslation();
  const rows = productKeys.map((key) => ({ product: t(`adminReports.products.${key}`), current: entry.current[key], previous: entry.previous[key] }));
  const money = (value: unknown) => signedMoney(centsOf(Number(value)), entry.currency, i18n.language);
  return (
    <div style={{ width: '100%', height: 260 }} role="img" aria-label={t('adminReports.dashboard.ggrChart')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
          <XAxis dataKey="product" tick={{ fontSize: 11, fill: 'var(--mantine-color-dimmed)' }} />
          <YAxis tick={{ fontSize: 11, fill: 'var(--mantine-color-dimmed)' }} width={56} />
          <Tooltip formatter={money} contentStyle={{ background: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-default-border)' }} />
          <Legend />
          <Bar dataKey="previous" name={t('adminReports.dashboard.previousPeriod')} fill="#adb5bd" radius={[3, 3, 0, 0]} />
          <Bar dataKey="current" name={t('adminReports.dashboard.thisPeriod')} fill="#1c7ed6" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
