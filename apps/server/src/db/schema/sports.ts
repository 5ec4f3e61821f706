import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  eventSources,
  eventStatuses,
  marketStatuses,
  type EventSource,
  type EventStatus,
  type MarketResult,
  type MarketStatus,
} from '@oddsmith/core';
import { createdAtColumn, idColumn, inListCheck, sortOrderColumn, statusColumn, textRef, timestampColumn, updatedAtColumn, uuidRef } from './columns';

export { eventSources, eventStatuses, marketStatuses };
export type { EventSource, EventStatus };
export type MarketRowStatus = MarketStatus;

/** Betfair sport ids (1 soccer, 2 tennis, 4 cricket, 7522 basketball); rows are seeded by code. */
export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: sortOrderColumn(),
});

export const competitions = pgTable(
  'competitions',
  {
    id: idColumn(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('competitions_sport_name_key').on(table.sportId, table.name)],
);

export const events = pgTable(
  'events',
  {
    id: idColumn(),
    /** The feed's id (`event_id` in the API): simulator `sim<seed>-<n>`, manual `manual-<n>`. */
    feedEventId: text('feed_event_id').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    competitionId: uuidRef('competition_id', () => competitions.id),
    home: text('home').notNull(),
    away: text('away').notNull(),
    name: text('name').notNull(),
    startTime: timestampColumn('start_time').notNull(),
    status: statusColumn<EventStatus>('scheduled'),
    /** `simulator` events are priced by the feed; a staff edit turns them `manual` for good. */
    source: text('source').$type<EventSource>().notNull(),
    scores: jsonb('scores').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('events_feed_event_id_key').on(table.feedEventId),
    index('events_sport_status_start_idx').on(table.sportId, table.status, table.startTime),
    index('events_competition_idx').on(table.competitionId),
    inListCheck('events_status_check', table.status, eventStatuses),
    inListCheck('events_source_check', table.source, eventSources),
  ],
);

export const markets = pgTable(
  'markets',
  {
    /** Feed market id (`<feedEventId>:<type>[:<line>]`) or a random id for staff-made markets. */
    id: text('id').primaryKey(),
    eventId: uuidRef('event_id', () => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The feed's line key ("2.5", "i1-137.5", "goal-3"); null for markets without a line. */
    line: text('line'),
    name: text('name').notNull(),
    status: statusColumn<MarketRowStatus>('open'),
    /** Lower first; the lowest is the event's main market (the one lists show). */
    sortOrder: sortOrderColumn(),
    /** Set when settled: `{ marketId, outcome: winners | dead-heat | void, winnerSelectionIds }`. */
    result: jsonb('result').$type<MarketResult>(),
    /**
     * Set while risk holds the market suspended (a selection's liability passed the threshold, or
     * staff suspended it from the risk screen); the feed keeps an open market suspended until staff
     * clear it.
     */
    riskSuspendedAt: timestampColumn('risk_suspended_at'),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('markets_event_sort_idx').on(table.eventId, table.sortOrder),
    inListCheck('markets_status_check', table.status, marketStatuses),
  ],
);

export const selections = pgTable(
  'selections',
  {
    /** Unique across all markets: the API's `optionId`. */
    id: text('id').primaryKey(),
    marketId: textRef('market_id', () => markets.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    sortOrder: sortOrderColumn(),
    /** Decimal odds in thousandths (1850 = 1.85); null when the feed cannot price it. */
    oddsMilli: integer('odds_milli'),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('selections_market_idx').on(table.marketId, table.sortOrder),
    check('selections_odds_check', sql`${table.oddsMilli} is null or ${table.oddsMilli} > 1000`),
  ],
);

/** Resumable state of a feed adapter (the simulator's calendar), written by the feed leader. */
export const feedState = pgTable('feed_state', {
  adapter: text('adapter').primaryKey(),
  state: jsonb('state').$type<unknown>().notNull(),
  updatedAt: updatedAtColumn(),
});

export type EventRow = typeof events.$inferSelect;
export type MarketRow = typeof markets.$inferSelect;
export type SelectionRow = typeof selections.$inferSelect;
export type CompetitionRow = typeof competitions.$inferSelect;
