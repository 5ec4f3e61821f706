import { useEffect, useState } from 'react';
import { ActionIcon, Container, Group, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { AdminRiskOverview } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { useRemote } from '../../../lib/use-remote';
import { getRiskOverview } from '../api/get-risk-overview';
import { useCan } from '../../../lib/use-can';
import { EventsTable } from './events-table';
import { MarketsList } from './markets-list';
import { PlayersTable } from './players-table';
import { SummaryCards } from './summary-cards';
import { TopExposures } from './top-exposures';

/** How often the screen asks for fresh figures while it is visible. */
export const riskRefreshMs = 10_000;

type Loaded = { overview: AdminRiskOverview; receivedAt: Date };

async function loadOverview(): Promise<Loaded> {
  const overview = await getRiskOverview();
  return { overview, receivedAt: new Date() };
}

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
  const [tick, setTick] = useState(0);
  const remote = useRemote(loadOverview, `overview#${tick}`);
  const canAct = useCan('risk.write');
  const refresh = () => setTick((value) => value + 1);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!document.hidden) setTick((value) => value + 1);
    }, refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs]);

  const data = remote.data;
  return (
    <Container size="xl" px={0}>
      <ScreenTitle
        title={t('adminRisk.title')}
        subtitle={t('adminRisk.subtitle')}
        actions={
          <Group gap="xs">
            {data ? (
              <Text size="xs" c="dimmed">
                {t('adminRisk.updatedAt', { time: data.receivedAt.toLocaleTimeString(locale) })}
              </Text>
            ) : null}
            <Tooltip label={t('adminRisk.refresh')}>
              <ActionIcon variant="light" size="lg" aria-label={t('adminRisk.refresh')} loading={remote.status === 'loading' && data !== null} onClick={refresh}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        }
      />
      {remote.status === 'failed' ? (
        <Stack mb="md">
          <ErrorState message={remote.error ?? t('errors.render')} onRetry={refresh} />
        </Stack>
      ) : null}
      {data ? (
        <>
          <SummaryCards summaries={data.overview.byCurrency} canEdit={canAct} onChanged={refresh} />
          <TopExposures overview={data.overview} />
          <MarketsList markets={data.overview.topMarkets} refreshKey={tick} summaries={data.overview.byCurrency} canAct={canAct} onChanged={refresh} />
          <EventsTable events={data.overview.events} />
          <PlayersTable players={data.overview.players} canAct={canAct} onChanged={refresh} />
        </>
      ) : remote.status === 'failed' ? null : (
        <LoadingBody />
      )}
    </Container>
  );
}
