import { useState } from 'react';
import { Alert, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { AdminCasinoGames } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { LabelledValue } from '../../../../components/labelled-value';
import { ScreenPage } from '../../../../components/screen-page';
import { SectionCard } from '../../../../components/section-card';
import { serverMessageOf } from '../../../../lib/api-client';
import { moneyText } from '../../../../lib/money-text';
import { useAdminCasinoGamesQuery } from '../../api/casino-api';
import { CasinoGamesTable } from './casino-games-table';
import { GgrChart } from './ggr-chart';

const periods = ['7', '30', '90'] as const;

/** The last `days` days to today (UTC), as the staff endpoint's inclusive from / to. */
export function periodOf(days: number, today = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

function Totals({ data }: { data: AdminCasinoGames }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => (amount < 0 ? `−${moneyText(-amount, data.currency, i18n.language)}` : moneyText(amount, data.currency, i18n.language));
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {(
        [
          ['rounds', String(data.totals.rounds)],
          ['turnover', money(data.totals.turnover)],
          ['payout', money(data.totals.payout)],
          ['ggr', money(data.totals.ggr)],
        ] as const
      ).map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <LabelledValue label={t(`adminCasino.totals.${key}`)} figure>{value}</LabelledValue>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Staff `casino-slot-games`: per game enabled, lobby order, stake limits, exact RTP and the period's rounds, turnover and GGR. */
export function AdminCasinoGamesScreen() {
  const { t } = useTranslation();
  const [days, setDays] = useState<(typeof periods)[number]>('30');
  const reply = useAdminCasinoGamesQuery(periodOf(Number(days)));
  const data = reply.data;
  const period = <SegmentedControl value={days} onChange={(value) => setDays(value as (typeof periods)[number])} data={periods.map((value) => ({ value, label: t('adminCasino.days', { count: Number(value) }) }))} aria-label={t('adminCasino.period')} />;
  return (
    <ScreenPage title={t('adminCasino.title')} subtitle={data ? t('adminCasino.subtitle', { from: data.from, to: data.to }) : undefined} size="xl" actions={period}>
      {reply.isError ? <Alert color="red" mb="md">{serverMessageOf(reply.error)}</Alert> : null}
      {data ? (
        <Stack gap="md">
          <Totals data={data} />
          <SectionCard title={t('adminCasino.tableTitle')} text={t('adminCasino.tableText')}>
            <CasinoGamesTable games={data.games} currency={data.currency} />
          </SectionCard>
          <SectionCard title={t('adminCasino.chartTitle')} text={t('adminCasino.chartText')}>
            <GgrChart games={data.games} />
          </SectionCard>
        </Stack>
      ) : reply.isError ? null : (
        <Skeleton height={320} radius="lg" />
      )}
    </ScreenPage>
  );
}
