import { useCallback, useEffect, useMemo, useState } from 'react';
import { Anchor, Badge, Container, EmptyState, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartBar } from '@tabler/icons-react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { sportNameOf } from '../../../config/sports';
import { useSocket } from '../../../lib/socket-context';
import { gameRequested } from '../api/sports-api';
import { gameClosed, type GameState } from '../game-slice';
import { useStartTimeText } from '../hooks/use-start-time';
import { eventChannel, useSportsChannels } from '../hooks/use-sports-channels';
import { marketBlocks } from '../market-families';
import { groupMarkets, type MarketGroupKey } from '../market-groups';
import type { Market, SportEvent } from '../types';
import { MarketCard, MarketTable } from './market-card';
import { ScoreBoard } from './score-board';
import classes from './sports.module.css';

type Dispatch = ThunkDispatch<{ game: GameState }, unknown, UnknownAction>;

/** The shown markets as blocks: a family of lines in one table, other markets as cards. */
function MarketBlocks({ markets, event }: { markets: readonly Market[]; event: SportEvent }) {
  const { t } = useTranslation();
  const blocks = useMemo(() => marketBlocks(markets), [markets]);
  return (
    <div className={classes.marketGrid}>
      {blocks.map((block) =>
        block.kind === 'single' ? (
          <MarketCard key={block.market.id} market={block.market} eventId={event.id} eventName={event.name} />
        ) : (
          <MarketTable
            key={block.key}
            title={t(`sportsbook.game.family.${block.type}`, { defaultValue: block.title })}
            markets={block.markets}
            eventId={event.id}
            eventName={event.name}
          />
        ),
      )}
    </div>
  );
}

function GameHeader({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const startText = useStartTimeText();
  const sportName = sportNameOf(event.sportId);
  const live = event.status === 'live';
  const listHref = live ? paths.inplay.getHref(event.sportId) : `${paths.presports.getHref()}?spid=${event.sportId}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Anchor component={Link} to={listHref} size="sm" fw={700}>
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} />
            {t('sportsbook.game.back')}
          </Group>
        </Anchor>
        <Group gap={6}>
          {sportName ? (
            <Badge variant="light" color="gray">
              {t(`sports.${sportName}`)}
            </Badge>
          ) : null}
          <Badge variant={live ? 'filled' : 'light'} color={live ? 'red' : 'gray'}>
            {t(`sportsbook.status.${event.status}`, { defaultValue: event.status })}
          </Badge>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" ta="center" mb={4}>
        {event.competition?.name}
      </Text>
      {event.scores ? (
        <ScoreBoard sportId={event.sportId} scores={event.scores} home={event.home} away={event.away} />
      ) : (
        <Stack gap={4} align="center">
          <Title order={1} fz={{ base: 20, sm: 26 }} ta="center">
            {event.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t('sportsbook.game.startsAt', { time: startText(event.startTime) })}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

function GameSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="game-skeleton">
      <Skeleton h={140} radius="lg" />
      <Skeleton h={36} w="60%" />
      <Skeleton h={120} radius="lg" />
      <Skeleton h={120} radius="lg" />
    </Stack>
  );
}

/** `/game/:id`: the scoreboard and every market, tabbed by market group, live over `event:<id>`. */
export function GameScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dispatch = useDispatch<Dispatch>();
  const { event, status, error } = useSelector((state: { game: GameState }) => state.game);
  const [tab, setTab] = useState<string>('all');

  useEffect(() => {
    void dispatch(gameRequested(id));
    return () => {
      dispatch(gameClosed());
    };
  }, [dispatch, id]);
  const channels = useMemo(() => [eventChannel(id)], [id]);
  // Joined after the first read: read again, so a change published in between is not missed.
  const reread = useCallback(() => void dispatch(gameRequested(id)), [dispatch, id]);
  useSportsChannels(useSocket(), channels, { onSubscribed: reread });

  // Players see the markets they can bet on (open) or soon may (suspended); closed and settled ones leave.
  const markets = useMemo(() => (event?.marketsData ?? []).filter((market) => market.status === 'open' || market.status === 'suspended'), [event?.marketsData]);
  const groups = useMemo(() => groupMarkets(markets), [markets]);
  const shown = tab === 'all' ? markets : (groups.find((group) => group.key === tab)?.markets ?? markets);

  if (status === 'failed' && !event) {
    return (
      <Container size="lg" px={0}>
        <ErrorState message={error ?? t('sportsbook.game.notFound')} onRetry={() => void dispatch(gameRequested(id))} />
      </Container>
    );
  }
  if (!event) {
    return (
      <Container size="lg" px={0}>
        <GameSkeleton />
      </Container>
    );
  }
  return (
    <Container size="lg" px={0}>
      <GameHeader event={event} />
      {markets.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <EmptyState variant="light" icon={<IconChartBar size={28} />} title={t('sportsbook.game.noMarketsTitle')} description={t('sportsbook.game.noMarketsText')} />
        </Paper>
      ) : (
        <>
          <Tabs value={tab} onChange={(value) => setTab(value ?? 'all')} variant="pills" radius="xl" mb="md">
            {/* The groups wrap: on a phone a sideways strip hid the later groups behind the screen edge. */}
            <Tabs.List aria-label={t('sportsbook.game.marketsLabel')} style={{ flexWrap: 'wrap' }}>
              <Tabs.Tab value="all">{`${t('sportsbook.game.groups.all')} (${markets.length})`}</Tabs.Tab>
              {groups.map((group) => (
                <Tabs.Tab key={group.key} value={group.key}>
                  {`${t(`sportsbook.game.groups.${group.key satisfies MarketGroupKey}`)} (${group.markets.length})`}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <MarketBlocks markets={shown} event={event} />
        </>
      )}
    </Container>
  );
}
