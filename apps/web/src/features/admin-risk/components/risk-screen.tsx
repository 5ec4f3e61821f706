import { useCallback, useEffect, useMemo, useState } from 'react';
import { ActionIcon, Group, SimpleGrid, Skeleton, Stack, Switch, Text, Tooltip } from '@mantine/core';
import type { AdminRiskOverview } from '@oddsmith/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { useAppDispatch } from '../../../app/hooks';
import { remoteOf } from '../../../lib/api-slice';
import { adminRiskApi, useRiskOverviewQuery } from '../api/admin-risk-api';
import { useCan } from '../../../lib/use-can';
import { EventsTable } from './events-table';
import { MarketsList } from './markets-list';
import { PlayersTable } from './players-table';
import { RiskToolbar } from './risk-toolbar';
import { filterOverview, noRiskFilter, type RiskFilter, type RiskSection } from '../risk-filter';
import { SummaryCards } from './summary-cards';
import { TopExposures } from './top-exposures';

/** How often the screen asks for fresh figures while it is visible. */
export const riskRefreshMs = 10_000;

function LoadingBody() {
  return (
    <Stack gap="lg" aria-busy="true">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Skeleton h={96} radius="lg" />
        <Skeleton h={96} radius="lg" />
        <Skeleton h={96} radius="lg" />
      </SimpleGrid>
      <Skeleton h={260} radius="lg" />
      <Skeleton h={200} radius="lg" />
    </Stack>
  );
}

/** Reloads the overview (and every open ladder) every `refreshMs` while `on` and the tab is visible. */
function useAutoRefresh(refreshMs: number, on: boolean) {
  const dispatch = useAppDispatch();
  const refresh = useCallback(() => void dispatch(adminRiskApi.util.invalidateTags(['AdminRisk'])), [dispatch]);
  useEffect(() => {
    if (!on) return undefined;
    const timer = window.setInterval(() => {
      if (!document.hidden) refresh();
    }, refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs, refresh, on]);
  return refresh;
}

/** The header: the auto-refresh switch (with its period), when the figures came, and refresh now. */
function RefreshControls({ receivedAt, busy, auto, onAuto, onRefresh, refreshMs }: { receivedAt: Date | null; busy: boolean; auto: boolean; onAuto: (on: boolean) => void; onRefresh: () => void; refreshMs: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Group gap="sm">
      <Switch size="sm" label={t('adminRisk.autoRefresh', { seconds: Math.round(refreshMs / 1000) })} checked={auto} onChange={(event) => onAuto(event.currentTarget.checked)} />
      {receivedAt ? (
        <Text size="xs" c="dimmed">
          {t('adminRisk.updatedAt', { time: receivedAt.toLocaleTimeString(locale) })}
        </Text>
      ) : null}
      <Tooltip label={t('adminRisk.refresh')}>
        <ActionIcon variant="light" size="lg" aria-label={t('adminRisk.refresh')} loading={busy} onClick={onRefresh}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The overview under the filters, its sections as the tabs choose. */
function RiskBody({ overview, canAct }: { overview: AdminRiskOverview; canAct: boolean }) {
  const [filter, setFilter] = useState<RiskFilter>(noRiskFilter);
  const [section, setSection] = useState<RiskSection>('all');
  const shown = useMemo(() => filterOverview(overview, filter), [overview, filter]);
  const visible = (name: RiskSection) => section === 'all' || section === name;
  return (
    <>
      <SummaryCards summaries={overview.byCurrency} canEdit={canAct} />
      <RiskToolbar overview={overview} shown={shown} filter={filter} onFilter={setFilter} section={section} onSection={setSection} />
      {visible('exposures') ? <TopExposures overview={shown} /> : null}
      {visible('markets') ? <MarketsList markets={shown.topMarkets} summaries={overview.byCurrency} canAct={canAct} /> : null}
      {visible('events') ? <EventsTable events={shown.events} summaries={overview.byCurrency} /> : null}
      {visible('players') ? <PlayersTable players={shown.players} canAct={canAct} /> : null}
    </>
  );
}

/**
 * `/caff/admin/risk-management`: open stake and liability, the auto-suspend threshold, filters and
 * section tabs over the top exposures, market ladders with risk holds, events by liability and
 * players by profit with their stake factor. Refreshes itself every 10 s while the tab is visible
 * and auto-refresh is on.
 */
export function AdminRiskScreen({ refreshMs = riskRefreshMs }: { refreshMs?: number }) {
  const { t } = useTranslation();
  const result = useRiskOverviewQuery();
  const remote = remoteOf(result);
  const canAct = useCan('risk.write');
  const [auto, setAuto] = useState(true);
  const refresh = useAutoRefresh(refreshMs, auto);
  const overview = remote.data;
  const receivedAt = result.fulfilledTimeStamp === undefined ? null : new Date(result.fulfilledTimeStamp);
  const headerActions = <RefreshControls receivedAt={receivedAt} busy={remote.status === 'loading' && overview !== null} auto={auto} onAuto={setAuto} onRefresh={refresh} refreshMs={refreshMs} />;

  return (
    <ScreenPage size="xl" title={t('adminRisk.title')} subtitle={t('adminRisk.subtitle')} actions={headerActions}>
      {remote.status === 'failed' ? (
        <Stack mb="md">
          <ErrorState message={remote.error ?? t('errors.render')} onRetry={remote.reload} />
        </Stack>
      ) : null}
      {overview ? <RiskBody overview={overview} canAct={canAct} /> : remote.status === 'failed' ? null : <LoadingBody />}
    </ScreenPage>
  );
}
