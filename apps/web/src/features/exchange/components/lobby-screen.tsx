import { useState } from 'react';
import { Button, EmptyState, Group, Pagination, Paper, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange, IconListDetails } from '@tabler/icons-react';
import type { ExchangeMarketSummary } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf, type Remote } from '../../../lib/api-slice';
import { useListPage } from '../../../lib/use-list-page';
import { useExchangeLobbyQuery } from '../api/exchange-api';
import { LobbyFilters, sportsOf, type LobbyState } from './lobby-filters';
import { LobbyRow } from './lobby-row';

export const lobbyPerPage = 20;
/** How many markets the sport tabs are read from. */
const sportsSample = 100;

function LobbyList({ remote }: { remote: Remote<{ list: ExchangeMarketSummary[] }> }) {
  const { t } = useTranslation();
  if (remote.status === 'failed') return <ErrorState message={remote.error ?? ''} onRetry={remote.reload} />;
  if (!remote.data) return <Skeleton height={180} radius="md" data-testid="lobby-loading" />;
  if (remote.data.list.length === 0) {
    return <EmptyState variant="light" icon={<IconArrowsExchange />} title={t('exchange.lobby.empty')} description={t('exchange.lobby.emptyText')} />;
  }
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Stack gap={0}>
        {remote.data.list.map((market) => (
          <LobbyRow key={market.id} market={market} />
        ))}
      </Stack>
    </Paper>
  );
}

/** `/exchange`: open and suspended markets by sport, in-play first, with each runner's best prices. */
export function LobbyScreen() {
  const { t } = useTranslation();
  const [sportId, setSportId] = useState('all');
  const [state, setState] = useState<LobbyState>('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const { page, setPage, filtered } = useListPage();
  const sample = useExchangeLobbyQuery({ perPage: sportsSample });
  const remote = remoteOf(
    useExchangeLobbyQuery({ page, perPage: lobbyPerPage, state, ...(sportId === 'all' ? {} : { sportId: Number(sportId) }), ...(q ? { q } : {}) }),
  );
  const pages = Math.ceil((remote.data?.total ?? 0) / lobbyPerPage);
  const myBets = (
    <Button component={Link} to={paths.exchangeMyBets.getHref('all')} variant="default" size="xs" leftSection={<IconListDetails size={14} />}>
      {t('exchange.myBets.all')}
    </Button>
  );
  return (
    <ScreenPage title={t('exchange.lobby.title')} subtitle={t('exchange.lobby.subtitle')} actions={myBets}>
      <LobbyFilters
        sports={sportsOf(sample.data?.list ?? [])}
        sportId={sportId}
        onSport={(value) => filtered(() => setSportId(value))}
        state={state}
        onState={(value) => filtered(() => setState(value))}
        search={search}
        onSearch={(value) => filtered(() => setSearch(value))}
      />
      <LobbyList remote={remote} />
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </ScreenPage>
  );
}
