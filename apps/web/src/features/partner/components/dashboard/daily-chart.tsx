import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PartnerSummary } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';

const axisTick = { fontSize: 11, fill: 'var(--mantine-color-dimmed)' };

/** By day: sign-ups and first depositors as bars (left axis), NGR and commission as lines (right axis, the partner's currency). */
export function DailyChart({ summary }: { summary: PartnerSummary }) {
  const { t } = useTranslation();
  const rows = summary.days.map((day) => ({ ...day, label: day.date.slice(5) }));
  return (
    <div style={{ width: '100%', height: 280 }} role="img" aria-label={t('partnerArea.chart.title')}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
          <XAxis dataKey="label" tick={axisTick} />
          <YAxis yAxisId="count" allowDecimals={false} tick={axisTick} width={40} />
          <YAxis yAxisId="money" orientation="right" tick={axisTick} width={52} />
          <Tooltip contentStyle={{ background: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-default-border)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar yAxisId="count" dataKey="clicks" name={t('partnerArea.kpi.clicks')} fill="var(--mantine-color-gray-5)" />
          <Bar yAxisId="count" dataKey="signups" name={t('partnerArea.kpi.signups')} fill="var(--mantine-color-brand-5)" />
          <Bar yAxisId="count" dataKey="firstDepositors" name={t('partnerArea.kpi.firstDepositors')} fill="var(--mantine-color-blue-5)" />
          <Line yAxisId="money" type="monotone" dataKey="ngr" name={`${t('partnerArea.kpi.ngr')} (${summary.currency})`} stroke="var(--mantine-color-orange-6)" dot={false} />
          <Line yAxisId="money" type="monotone" dataKey="commission" name={`${t('partnerArea.kpi.commission')} (${summary.currency})`} stroke="var(--mantine-color-grape-6)" dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
