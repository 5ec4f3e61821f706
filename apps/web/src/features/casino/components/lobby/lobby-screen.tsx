import { useState } from 'react';
import { Alert, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CasinoCategory, CasinoGameInfo } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { ScreenPage } from '../../../../components/screen-page';
import { serverMessageOf } from '../../../../lib/api-client';
import { useCasinoGamesQuery, useCasinoRoundsQuery } from '../../api/casino-api';
import { GameCard } from './game-card';

type CategoryFilter = 'all' | CasinoCategory;

/** The games of the player's latest rounds, most recent first, each once (enabled games only). */
function useRecentlyPlayed(games: CasinoGameInfo[]): CasinoGameInfo[] {
  const rounds = useCasinoRoundsQuery({ page: 1, perPage: 30 });
  const seen = new Set<string>();
  const recent: CasinoGameInfo[] = [];
  for (const round of rounds.data?.list ?? []) {
    const game = games.find((item) => item.id === round.game);
    if (game && !seen.has(game.id)) recent.push(game);
    seen.add(round.game);
  }
  return recent;
}

function GameGrid({ games }: { games: CasinoGameInfo[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
      {games.map((game) => <GameCard key={game.id} game={game} />)}
    </SimpleGrid>
  );
}

/** `/casino/`: categories, search, recently played, and the enabled games in the staff's order. */
export function LobbyScreen() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [search, setSearch] = useState('');
  const reply = useCasinoGamesQuery();
  const enabled = (reply.data?.games ?? []).filter((game) => game.enabled).sort((a, b) => a.order - b.order);
  const recent = useRecentlyPlayed(enabled);
  const needle = search.trim().toLowerCase();
  const shown = enabled.filter((game) => (category === 'all' || game.category === category) && (needle === '' || t(`casinoShared.games.${game.id}`).toLowerCase().includes(needle) || game.name.toLowerCase().includes(needle)));
  return (
    <ScreenPage title={t('casinoLobby.title')} subtitle={t('casinoLobby.subtitle')}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <SegmentedControl value={category} onChange={(value) => setCategory(value as CategoryFilter)} data={(['all', 'slots', 'table'] as const).map((value) => ({ value, label: t(`casinoLobby.category.${value}`) }))} aria-label={t('casinoLobby.categories')} />
          <TextInput leftSection={<IconSearch size={16} />} placeholder={t('casinoLobby.search')} aria-label={t('casinoLobby.search')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={{ base: '100%', xs: 260 }} />
        </Group>
        {reply.isError ? <Alert color="red">{serverMessageOf(reply.error)}</Alert> : null}
        {recent.length > 0 && needle === '' && category === 'all' ? (
          <Stack gap="xs">
            <Title order={2} fz="lg">{t('casinoLobby.recent')}</Title>
            <GameGrid games={recent.slice(0, 4)} />
          </Stack>
        ) : null}
        <Stack gap="xs">
          <Title order={2} fz="lg">{t(`casinoLobby.heading.${category}`)}</Title>
          {reply.isLoading ? <Skeleton height={200} radius="lg" /> : shown.length > 0 ? <GameGrid games={shown} /> : <Alert color="gray">{t('casinoLobby.none')}</Alert>}
        </Stack>
      </Stack>
    </ScreenPage>
  );
}
