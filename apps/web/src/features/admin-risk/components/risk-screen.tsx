import { useCallback, useEffect } from 'react';
import { ActionIcon, Group, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { useAppDispatch } from '../../../app/hooks';
import { remoteOf } from '../../../lib/api-slice';
import { adminRiskApi, useRiskOverviewQuery } from '../api/admin-risk-api';
import { useCan } from '../../../lib/use-can';
import { EventsTable } from './events-table';
import { MarketsList } from './markets-list';
import { PlayersTable } from './players-table';
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

/**
 * `/caff/admin/risk-management`: open stake and liability, the auto-suspend threshold, top
 * exposures, market ladders with risk holds, events by liability and players by profit with their
 * stake factor. Refreshes itself every 10 s while the tab is visible.
 */
export function AdminRiskScreen({ refreshMs = riskRefreshMs }: { refreshMs?: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const dispatch = useAppDispatch();
  const result = useRiskOverviewQuery();
  const remote = remoteOf(result);
  const canAct = useCan('risk.write');
  // The overview and every open ladder load again.
  const refresh = useCallback(() => void dispatch(adminRiskApi.util.invalidateTags(['AdminRisk'])), [dispatch]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!document.hidden) refresh();
    }, refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs, refresh]);

  const overview = remote.data;
  const receivedAt = result.fulfilledTimeStamp === undefined ? null : new Date(result.fulfilledTimeStamp);
  const headerActions = (
    <Group gap="xs">
      {receivedAt ? (
        <Text size="xs" c="dimmed">
          {t('adminRisk.updatedAt', { time: receivedAt.toLocaleTimeString(locale) })}
        </Text>
      ) : null}
      <Tooltip label={t('adminRisk.refresh')}>
        <ActionIcon variant="light" size="lg" aria-label={t('adminRisk.refresh')} loading={remote.status === 'loading' && overview !== null} onClick={refresh}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <ScreenPage size="xl" title={t('adminRisk.title')} subtitle={t('adminRisk.subtitle')} actions={headerActions}>
      {remote.status === 'failed' ? (
        <Stack mb="md">
          <ErrorState message={remote.error ?? t('errors.render')} onRetry={remote.reload} />
        </Stack>
      ) : null}
      {overview ? (
        <>
          <SummaryCards summaries={overview.byCurrency} canEdit={canAct} />
          <TopExposures overview={overview} />
          <MarketsList markets={overview.topMarkets} summaries={overview.byCurrency} canAct={canAct} />
          <EventsTable events={overview.events} />
          <PlayersTable players={overview.players} canAct={canAct} />
        </>
      ) : remote.status === 'failed' ? null : (
        <LoadingBody />
      )}
    </ScreenPage>
  );
}
