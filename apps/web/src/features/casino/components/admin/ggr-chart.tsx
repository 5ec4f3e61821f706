import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminCasinoGame } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';

const colours: Record<string, string> = { 'video-slot': '#e8590c', 'classic-slot': '#f59f00', roulette: '#2f9e44', blackjack: '#1c7ed6' };

/** GGR by day, one bar segment per game (settled rounds by settlement day). */
export function GgrChart({ games }: { games: AdminCasinoGame[] }) {
  const { t } = useTranslation();
  const dates = games[0]?.days.map((day) => day.date) ?? [];
  const rows = dates.map((date, index) => {
    const row: Record<string, string | number> = { date: date.slice(5) };
    for (const game of games) row[game.id] = game.days[index]?.ggr ?? 0;
    return row;
  });
  return (
    <div style={{ width: '100%', height: 280 }} role="img" aria-label={t('adminCasino.chartTitle')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
          <XAxis dataKey="date" tick={{ fontSize: 11, fill: 'var(--mantine-color-dimmed)' }} />
          <YAxis tick={{ fontSize: 11, fill: 'var(--mantine-color-dimmed)' }} width={48} />
          <Tooltip contentStyle={{ background: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-default-border)' }} />
          <Legend />
          {games.map((game) => (
            <Bar key={game.id} dataKey={game.id} name={t(`casinoShared.games.${game.id}`)} stackId="ggr" fill={colours[game.id] ?? '#868e96'} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
