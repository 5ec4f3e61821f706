import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { EmptyState, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { RegistrationPoint } from '@oddsmith/core';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import type { AdminUserState } from '../admin-user-slice';
import { useRegistrationChartQuery } from '../api/admin-users-api';
import { registrationTotals } from '../registration-totals';

type Period = (typeof periods)[number];
const periods = ['7', '30', '90'] as const;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fw={900} fz={30} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/** The chart of the last `days`: its points, whether they are on their way, and a failure with its retry. */
function useRegistrations(days: number) {
  const result = useRegistrationChartQuery(days);
  // A failure reads as the seed's `adminUser` state words it (the API wrapper's text).
  const failure = useSelector((state: { adminUser: AdminUserState }) => state.adminUser.registrationsError);
  return {
    points: result.data?.userRegistrations ?? [],
    loading: !result.data || result.isFetching,
    failed: result.isError && !result.isFetching,
    error: failure,
    reload: () => void result.refetch(),
  };
}

function useNumberFormats() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const shortDate = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dayLabel = (value: string) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(time) ? value : shortDate.format(time);
  };
  return { count: (value: number) => number.format(value), dayLabel };
}

function RegistrationStats({ days, points, loading }: { days: number; points: readonly RegistrationPoint[]; loading: boolean }) {
  const { t } = useTranslation();
  const { count } = useNumberFormats();
  const totals = registrationTotals(points);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="md">
      {loading ? (
        [0, 1, 2].map((key) => <Skeleton key={key} h={92} radius="lg" />)
      ) : (
        <>
          <Stat label={t('admin.dashboard.total', { days })} value={count(totals.total)} />
          <Stat label={t('admin.dashboard.today')} value={count(totals.latest)} />
          <Stat label={t('admin.dashboard.best')} value={count(totals.best)} />
        </>
      )}
    </SimpleGrid>
  );
}

function RegistrationsChart({ registrations }: { registrations: ReturnType<typeof useRegistrations> }) {
  const { t } = useTranslation();
  const { count, dayLabel } = useNumberFormats();
  const { points, loading, failed, error, reload } = registrations;
  if (failed) return <ErrorState message={error ?? t('errors.render')} onRetry={reload} />;
  if (loading) return <Skeleton h={280} radius="md" />;
  if (registrationTotals(points).total === 0) {
    return (
      <Stack h={280} justify="center">
        <EmptyState icon={<IconChartBar size={28} />} variant="light" title={t('admin.dashboard.emptyTitle')} description={t('admin.dashboard.emptyText')} />
      </Stack>
    );
  }
  // Daily counts are discrete: one bar a day (a smoothed area suggested values between days).
  return (
    <BarChart
      h={280}
      data={points}
      dataKey="date"
      series={[{ name: 'count', label: t('admin.dashboard.registrations'), color: 'brand.6' }]}
      gridAxis="y"
      tickLine="none"
      yAxisProps={{ allowDecimals: false }}
      xAxisProps={{ tickFormatter: dayLabel, minTickGap: 24 }}
      valueFormatter={count}
      barProps={{ radius: [3, 3, 0, 0] }}
    />
  );
}

/** The seed's registrations chart with its own period (7, 30 or 90 days to today): sign-ups, today's and the best day. */
export function RegistrationsCard() {
  const { t } = useTranslation();
  const [days, setDays] = useState<Period>('30');
  const registrations = useRegistrations(Number(days));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="sm">
        <Text fw={800}>{t('admin.dashboard.registrations')}</Text>
        <SegmentedControl
          size="xs"
          value={days}
          onChange={(value) => setDays(value as Period)}
          data={periods.map((value) => ({ value, label: t('admin.dashboard.days', { days: Number(value) }) }))}
          aria-label={t('admin.dashboard.period')}
        />
      </Group>
      <RegistrationStats days={Number(days)} points={registrations.points} loading={registrations.loading} />
      <RegistrationsChart registrations={registrations} />
    </Paper>
  );
}
