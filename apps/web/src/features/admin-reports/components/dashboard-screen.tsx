import { useState, type ReactNode } from 'react';
import { Alert, EmptyState, Group, SegmentedControl, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { Dashboard } from '@oddsmith/core';
import { IconChartBar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { SectionCard } from '../../../components/section-card';
import { remoteOf } from '../../../lib/api-slice';
import { useAdminDashboardQuery } from '../api/admin-reports-api';
import { MoneyKpis, PlayerKpis } from './dashboard-kpis';
import { GgrProductChart } from './ggr-product-chart';
import { PeriodPicker, usePeriodChoice } from './period-picker';

/** The money of one currency at a time: a switch when the period has several. */
function MoneySection({ money }: { money: Dashboard['money'] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const entry = money.find((item) => item.currency === chosen) ?? money[0];
  if (!entry) return <EmptyState icon={<IconChartBar size={28} />} variant="light" title={t('adminReports.dashboard.emptyTitle')} description={t('adminReports.dashboard.emptyText')} />;
  return (
    <Stack gap="md">
      {money.length > 1 ? (
        <SegmentedControl value={entry.currency} onChange={setChosen} data={money.map((item) => item.currency)} aria-label={t('adminReports.currency')} w="fit-content" />
      ) : null}
      <MoneyKpis entry={entry} />
      <SectionCard title={t('adminReports.dashboard.ggrChart')} text={t('adminReports.dashboard.ggrChartText', { currency: entry.currency })}>
        <GgrProductChart entry={entry} />
      </SectionCard>
    </Stack>
  );
}

function DashboardFigures({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {data.ownPlayersOnly ? (
        <Alert color="blue" variant="light" icon={<IconUsers size={18} />}>
          {t('adminReports.dashboard.ownPlayers')}
        </Alert>
      ) : null}
      <PlayerKpis players={data.players} />
      <MoneySection money={data.money} />
    </Stack>
  );
}

function FiguresSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} h={118} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

type DashboardScreenProps = {
  /** What the app shows above the figures (the pending-approvals count). */
  notices?: ReactNode;
  /** The registrations chart (the staff users' feature), under the figures. */
  registrations?: ReactNode;
  /** What the app adds at the end (the ledger reconciliation card). */
  extra?: ReactNode;
};

/** The staff dashboard: the chosen period's figures beside the previous period of the same length. */
export function DashboardScreen({ notices, registrations, extra }: DashboardScreenProps) {
  const { t } = useTranslation();
  const picker = usePeriodChoice('30d');
  const result = useAdminDashboardQuery(picker.period, { skip: picker.problem !== null });
  const remote = remoteOf(result);
  const data = result.data;
  const subtitle = data ? t('adminReports.dashboard.subtitle', { from: data.period.from, to: data.period.to, previousFrom: data.previousPeriod.from, previousTo: data.previousPeriod.to }) : t('adminReports.dashboard.subtitleLoading');
  return (
    <ScreenPage size="xl" title={t('admin.dashboard.title')} subtitle={subtitle} actions={<PeriodPicker {...picker} />}>
      <Stack gap="md">
        {notices ? <Group gap="sm" wrap="wrap">{notices}</Group> : null}
        {remote.status === 'failed' ? <ErrorState message={remote.error ?? t('errors.render')} onRetry={remote.reload} /> : null}
        {picker.problem || remote.status === 'failed' ? null : data && !result.isFetching ? <DashboardFigures data={data} /> : <FiguresSkeleton />}
        {registrations}
        {extra}
      </Stack>
    </ScreenPage>
  );
}
