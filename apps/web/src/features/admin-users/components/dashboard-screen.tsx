import '@mantine/charts/styles.css';
import { useEffect, useState, type ReactNode } from 'react';
import { AreaChart } from '@mantine/charts';
import { Container, EmptyState, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartAreaLine } from '@tabler/icons-react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { registrationsRequested, type AdminUserState } from '../admin-user-slice';
import { registrationTotals } from '../registration-totals';

type Dispatch = ThunkDispatch<{ adminUser: AdminUserState }, unknown, UnknownAction>;
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

/**
 * `notices` is what the app shows above the figures (the pending-approvals count), `extra` what it
 * adds under the chart (the ledger reconciliation card).
 */
export function DashboardScreen({ notices, extra }: { notices?: ReactNode; extra?: ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch<Dispatch>();
  const [days, setDays] = useState<(typeof periods)[number]>('30');
  const { userRegistrations, registrationsStatus, registrationsError } = useSelector(
    (state: { adminUser: AdminUserState }) => state.adminUser,
  );

  useEffect(() => {
    void dispatch(registrationsRequested({ days: Number(days) }));
  }, [dispatch, days]);

  const totals = registrationTotals(userRegistrations);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const shortDate = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dayLabel = (value: string) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(time) ? value : shortDate.format(time);
  };
  const loading = registrationsStatus === 'loading' || registrationsStatus === 'idle';

  return (
    <Container size="xl" px={0}>
      <ScreenTitle
        title={t('admin.dashboard.title')}
        subtitle={t('admin.dashboard.subtitle')}
        actions={
          <SegmentedControl
            value={days}
            onChange={(value) => setDays(value as (typeof periods)[number])}
            data={periods.map((value) => ({ value, label: t('admin.dashboard.days', { days: Number(value) }) }))}
            aria-label={t('admin.dashboard.period')}
          />
        }
      />
      {notices ? (
        <Group gap="sm" mb="md" wrap="wrap">
          {notices}
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="md">
        {loading ? (
          [0, 1, 2].map((key) => <Skeleton key={key} h={92} radius="lg" />)
        ) : (
          <>
            <Stat label={t('admin.dashboard.total', { days: Number(days) })} value={number.format(totals.total)} />
            <Stat label={t('admin.dashboard.today')} value={number.format(totals.latest)} />
            <Stat label={t('admin.dashboard.best')} value={number.format(totals.best)} />
          </>
        )}
      </SimpleGrid>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" mb="md">
          <Text fw={800}>{t('admin.dashboard.registrations')}</Text>
        </Group>
        {registrationsStatus === 'failed' ? (
          <ErrorState
            message={registrationsError ?? t('errors.render')}
            onRetry={() => void dispatch(registrationsRequested({ days: Number(days) }))}
          />
        ) : loading ? (
          <Skeleton h={280} radius="md" />
        ) : totals.total === 0 ? (
          <Stack h={280} justify="center">
            <EmptyState
              icon={<IconChartAreaLine size={28} />}
              variant="light"
              title={t('admin.dashboard.emptyTitle')}
              description={t('admin.dashboard.emptyText')}
            />
          </Stack>
        ) : (
          <AreaChart
            h={280}
            data={userRegistrations}
            dataKey="date"
            series={[{ name: 'count', label: t('admin.dashboard.registrations'), color: 'brand.6' }]}
            curveType="monotone"
            withDots={false}
            gridAxis="y"
            tickLine="none"
            yAxisProps={{ allowDecimals: false }}
            xAxisProps={{ tickFormatter: dayLabel, minTickGap: 24 }}
            valueFormatter={(value) => number.format(value)}
            fillOpacity={0.35}
          />
        )}
      </Paper>
      {extra}
    </Container>
  );
}
