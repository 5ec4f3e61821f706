import { Group, Tabs } from '@mantine/core';
import type { ExchangeMarketSummary } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { SearchFilter } from '../../../components/list-filters';
import { StatusSegments } from '../../../components/status-segments';

export type LobbyState = 'all' | 'inplay' | 'upcoming';
const lobbyStates: LobbyState[] = ['all', 'inplay', 'upcoming'];

/** The sports the listed markets belong to, by name, each once. */
export function sportsOf(markets: readonly ExchangeMarketSummary[]): { id: number; name: string }[] {
  const sports = new Map<number, string>();
  for (const market of markets) if (market.sportId !== null) sports.set(market.sportId, market.sportName ?? String(market.sportId));
  return [...sports].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

type LobbyFiltersProps = {
  sports: { id: number; name: string }[];
  sportId: string;
  onSport: (sportId: string) => void;
  state: LobbyState;
  onState: (state: LobbyState) => void;
  search: string;
  onSearch: (search: string) => void;
};

/** The lobby's sport tabs, in-play / upcoming segments and search. */
export function LobbyFilters({ sports, sportId, onSport, state, onState, search, onSearch }: LobbyFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs value={sportId} onChange={(value) => onSport(value ?? 'all')} mb="sm">
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="all">{t('exchange.lobby.allSports')}</Tabs.Tab>
          {sports.map((sport) => (
            <Tabs.Tab key={sport.id} value={String(sport.id)}>
              {sport.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group mb="md" gap="sm" wrap="wrap">
        <StatusSegments
          label={t('exchange.lobby.state')}
          value={state}
          onChange={(value) => onState(value as LobbyState)}
          data={lobbyStates.map((value) => ({ value, label: t(`exchange.lobby.states.${value}`) }))}
        />
        <SearchFilter label={t('exchange.lobby.search')} value={search} onChange={onSearch} />
      </Group>
    </>
  );
}
