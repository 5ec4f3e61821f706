import { memo } from 'react';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelectionButton } from '../../../components/odds/selection-slot';
import { paths } from '../../../config/paths';
import { mainMarketOf } from '../event-update';
import { useStartTimeText } from '../hooks/use-start-time';
import { selectListEvent } from '../selectors';
import type { SportsDataState } from '../sports-data-slice';
import type { SportEvent } from '../types';
import { ScoreLines, useScoreLabel } from './score-board';
import { scoreView } from '../score-view';
import classes from './sports.module.css';

/** The row's left part: live badge with the period, or the start time. */
function RowStatus({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const startText = useStartTimeText();
  const labelText = useScoreLabel();
  if (event.status === 'live') {
    const label = labelText(scoreView(event.sportId, event.scores)?.label ?? null);
    return (
      <Group gap={6} wrap="nowrap">
        <Badge size="xs" color="red" variant="filled">
          {t('sportsbook.status.live')}
        </Badge>
        {label ? (
          <Text size="xs" c="dimmed" fw={700}>
            {label}
          </Text>
        ) : null}
      </Group>
    );
  }
  if (event.status === 'ended' || event.status === 'cancelled') {
    return (
      <Badge size="xs" color="gray" variant="light">
        {t(`sportsbook.status.${event.status}`)}
      </Badge>
    );
  }
  return (
    <Text size="xs" c="dimmed" fw={700}>
      {startText(event.startTime)}
    </Text>
  );
}

/** One event: teams with the live score, the main market's prices and the "+N markets" link. */
export const EventRowView = memo(function EventRowView({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const SelectionButton = useSelectionButton();
  const market = mainMarketOf(event);
  const more = Math.max(0, event.marketCount - (market ? 1 : 0));
  const href = paths.game.getHref(event.id);
  return (
    <div className={classes.row} data-testid="event-row" data-event-id={event.id}>
      <Link to={href} className={classes.teams} aria-label={t('sportsbook.list.open', { name: event.name })}>
        <RowStatus event={event} />
        <ScoreLines sportId={event.sportId} scores={event.scores} home={event.home} away={event.away} live={event.status === 'live'} />
      </Link>
      <div className={classes.odds}>
        {market && market.options.length > 0 ? (
          market.options.map((option) => (
            <SelectionButton
              key={option.id}
              gameId={event.id}
              optionId={option.id}
              label={option.name}
              odds={market.status === 'open' ? option.odds : 'suspended'}
              context={event.name}
            />
          ))
        ) : (
          <Text size="xs" c="dimmed" ta="center">
            {t('sportsbook.list.noPrices')}
          </Text>
        )}
      </div>
      <Anchor component={Link} to={href} className={classes.more} aria-label={`${t('sportsbook.list.moreMarkets', { count: more })} — ${event.name}`}>
        {t('sportsbook.list.moreMarkets', { count: more })}
      </Anchor>
    </div>
  );
});

/** A row of the store's list: re-renders only when its own event changes. */
export const EventRow = memo(function EventRow({ id }: { id: string }) {
  const event = useSelector((state: { sportsData: SportsDataState }) => selectListEvent(state, id));
  return event ? <EventRowView event={event} /> : null;
});
