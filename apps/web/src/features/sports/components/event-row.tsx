import { memo, type CSSProperties } from 'react';
import { Badge, Text } from '@mantine/core';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useSelectionButton } from '../../../components/odds/selection-slot';
import { paths } from '../../../config/paths';
import { useStartParts } from '../hooks/use-start-time';
import { rowMarketOf, type ListMarket } from '../list-market';
import { selectListEvent } from '../selectors';
import type { SportsDataState } from '../sports-data-slice';
import type { Market, SportEvent } from '../types';
import { ScoreLines, useScoreLabel } from './score-board';
import { liveCueOf } from '../score-view';
import classes from './sports.module.css';

/** The start: the time, after the day when it is not today ("Tomorrow", "26 Nov"). */
function StartParts({ iso }: { iso: string }) {
  const { day, time } = useStartParts()(iso);
  return (
    <>
      {day ? <span>{day}</span> : null}
      <span className={classes.time}>{time}</span>
    </>
  );
}

/** The row's status line: live with the minute / set / over, or the start time; "Suspended" when no price can be taken. */
function RowStatus({ event, suspended }: { event: SportEvent; suspended: boolean }) {
  const { t } = useTranslation();
  const labelText = useScoreLabel();
  const cue = event.status === 'live' ? labelText(liveCueOf(event.sportId, event.scores)) : '';
  return (
    <span className={classes.status}>
      {event.status === 'live' ? (
        <>
          <Badge size="xs" color="red" variant="filled" radius="sm">
            {t('sportsbook.status.live')}
          </Badge>
          {cue ? (
            <span className={classes.cue} data-testid="live-cue">
              {cue}
            </span>
          ) : null}
        </>
      ) : event.status === 'ended' || event.status === 'cancelled' ? (
        <Badge size="xs" color="gray" variant="light" radius="sm">
          {t(`sportsbook.status.${event.status}`)}
        </Badge>
      ) : (
        <StartParts iso={event.startTime} />
      )}
      {suspended ? (
        <span className={classes.suspended} data-testid="suspended-label">
          {t('sportsbook.odds.suspended')}
        </span>
      ) : null}
    </span>
  );
}

/** A price button's visible text: nothing for a match result (the column says 1 / X / 2), the line for a total or handicap. */
function shortLabel(market: Market, index: number): string | undefined {
  if (market.line === null) return undefined;
  const line = market.line;
  if (market.type.includes('handicap') || market.type === 'spread') {
    const own = index === 0 ? line : -line;
    return own > 0 ? `+${own}` : String(own);
  }
  return String(line);
}

function RowPrices({ event, market, columns }: { event: SportEvent; market: Market | null; columns: number }) {
  const { t } = useTranslation();
  const SelectionButton = useSelectionButton();
  if (!market || market.options.length === 0) {
    return (
      <Text size="xs" c="dimmed" ta="center" className={classes.odds} style={{ gridColumn: `span ${columns}` }}>
        {t('sportsbook.list.noPrices')}
      </Text>
    );
  }
  const open = market.status === 'open';
  return (
    <div className={classes.odds}>
      {market.options.map((option, index) => {
        const short = shortLabel(market, index);
        return (
          <SelectionButton
            key={option.id}
            gameId={event.id}
            optionId={option.id}
            label={short ?? option.name}
            hideLabel={short === undefined}
            odds={open ? option.odds : 'suspended'}
            context={short === undefined ? event.name : `${option.name}, ${event.name}`}
          />
        );
      })}
    </div>
  );
}

type RowProps = { event: SportEvent; kind?: ListMarket; columns?: number };

/** One compact event: status and teams (with the live score) left, the prices under their column headings, "+N" right. */
export const EventRowView = memo(function EventRowView({ event, kind = 'main', columns: given }: RowProps) {
  const { t } = useTranslation();
  const market = rowMarketOf(event, kind);
  const columns = given ?? Math.min(3, Math.max(2, market?.options.length ?? 2));
  const more = Math.max(0, event.marketCount - (market ? 1 : 0));
  const href = paths.game.getHref(event.id);
  const suspended = market !== null && market.status === 'suspended';
  return (
    <div className={classes.row} style={{ '--cols': columns } as CSSProperties} data-testid="event-row" data-event-id={event.id} data-sport-id={event.sportId}>
      <div className={classes.info}>
        <RowStatus event={event} suspended={suspended} />
        <Link to={href} className={classes.teams} aria-label={t('sportsbook.list.open', { name: event.name })}>
          <ScoreLines sportId={event.sportId} scores={event.scores} home={event.home} away={event.away} live={event.status === 'live'} />
        </Link>
      </div>
      <RowPrices event={event} market={market} columns={columns} />
      <Link to={href} className={classes.more} aria-label={`${t('sportsbook.list.moreMarkets', { count: more })} — ${event.name}`}>
        {`+${more}`}
      </Link>
    </div>
  );
});

/** A row of the store's list: re-renders only when its own event changes. */
export const EventRow = memo(function EventRow({ id, kind, columns }: { id: string; kind: ListMarket; columns: number }) {
  const event = useSelector((state: { sportsData: SportsDataState }) => selectListEvent(state, id));
  return event ? <EventRowView event={event} kind={kind} columns={columns} /> : null;
});
