import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { success } from '../../lib/envelope';
import * as repo from './sports.repo';
import { eventListMarketTypes, eventResponseSchema, eventsResponseSchema, type EventsQuery } from '@oddsmith/core';
import type { PreparedJson } from '../../lib/prepared-json';
import { cachedBody } from './sports.read-cache';
import { marketView, staffMarketView, type EventView, type MarketLike } from './sports.view';

const dayMs = 86_400_000;
export const searchResultsMax = 20;
export const competitionsMax = 200;

type MarketRows = Awaited<ReturnType<typeof repo.marketsOfEvents>>;

/** Markets with their selections, grouped by event, in sort order. */
async function marketsByEvent(tx: Executor, eventIds: readonly string[], mainOnly: boolean, alsoTypes: readonly string[] = []): Promise<Map<string, MarketLike[]>> {
  const marketRows: MarketRows = await repo.marketsOfEvents(tx, eventIds, mainOnly, alsoTypes);
  const selectionRows = await repo.selectionsOfMarkets(tx, marketRows.map((market) => market.id));
  const byMarket = new Map<string, MarketLike['selections'][number][]>();
  for (const selection of selectionRows) {
    const list = byMarket.get(selection.marketId);
    if (list) list.push(selection);
    else byMarket.set(selection.marketId, [selection]);
  }
  const byEvent = new Map<string, MarketLike[]>();
  for (const market of [...marketRows].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const full: MarketLike = { ...market, selections: byMarket.get(market.id) ?? [] };
    const list = byEvent.get(market.eventId);
    if (list) list.push(full);
    else byEvent.set(market.eventId, [full]);
  }
  return byEvent;
}

function eventViewOf(row: repo.EventListRow, markets: readonly MarketLike[], marketCount: number, staff: boolean): EventView {
  return {
    id: row.id,
    event_id: row.feedEventId,
    name: row.name,
    home: row.home,
    away: row.away,
    sportId: row.sportId,
    competition: { id: row.competitionId, name: row.competitionName },
    startTime: row.startTime.toISOString(),
    status: row.status,
    scores: row.scores,
    marketsData: markets.map((market) => (staff ? staffMarketView(market) : marketView(market))),
    marketCount,
    source: row.source,
  };
}

/**
 * Event views for rows: the main market only (lists; with `alsoTypes` also the markets of these
 * types, after it) or every market (event page, staff).
 */
export async function eventViews(
  tx: Executor,
  rows: readonly repo.EventListRow[],
  options: { mainOnly: boolean; staff?: boolean; alsoTypes?: readonly string[] },
): Promise<EventView[]> {
  const ids = rows.map((row) => row.id);
  const markets = await marketsByEvent(tx, ids, options.mainOnly, options.alsoTypes);
  const counts = options.mainOnly ? await repo.marketCounts(tx, ids) : null;
  return rows.map((row) => {
    const list = markets.get(row.id) ?? [];
    return eventViewOf(row, list, counts ? (counts.get(row.id) ?? 0) : list.length, options.staff ?? false);
  });
}

export function listFilterOf(query: EventsQuery, nowMs: number): repo.EventFilter {
  const filter: repo.EventFilter = { sportId: query.spid, competitionId: query.competitionId };
  filter.statuses = query.type === 'inplay' ? ['live'] : query.type === 'presports' ? ['scheduled'] : ['live', 'scheduled'];
  if (query.date) {
    const todayStartMs = Math.floor(nowMs / dayMs) * dayMs;
    const fromMs = query.date === 'today' ? todayStartMs : todayStartMs + dayMs;
    filter.startFrom = new Date(fromMs);
    filter.startBefore = new Date(fromMs + dayMs);
  }
  return filter;
}

export async function listEvents(db: Database, query: EventsQuery) {
  const filter = listFilterOf(query, Date.now());
  return db.transaction(async (tx) => {
    const rows = await repo.listEvents(tx, filter, query.perPage, (query.page - 1) * query.perPage);
    const alsoTypes = query.market && query.market !== 'main' ? eventListMarketTypes[query.market] : [];
    return { events: await eventViews(tx, rows, { mainOnly: true, alsoTypes }), total: await repo.countEvents(tx, filter) };
  });
}

export async function eventById(db: Database, eventId: string, staff = false): Promise<EventView> {
  return db.transaction(async (tx) => {
    const row = await repo.findEvent(tx, eventId);
    if (!row) throw new AppError('EVENT_NOT_FOUND', 404, 'Event not found.', 'id');
    const [view] = await eventViews(tx, [row], { mainOnly: false, staff });
    if (!view) throw new AppError('EVENT_NOT_FOUND', 404, 'Event not found.', 'id');
    return view;
  });
}

/** The read model's key of one list body: everything the answer depends on (the day too, for `date`). */
export function eventsKey(query: EventsQuery, nowMs: number): string {
  const dayStartMs = query.date ? Math.floor(nowMs / dayMs) * dayMs : 0;
  return `list:${query.spid ?? ''}:${query.type ?? ''}:${query.date ?? ''}:${dayStartMs}:${query.competitionId ?? ''}:${query.market ?? ''}:${query.page}:${query.perPage}`;
}

/**
 * `GET /api/sports/events` as the JSON it sends, from the read model (sports.read-cache.ts): the
 * same bytes the route's serializer would write (the response schema's encode, then JSON.stringify).
 */
export function eventsBody(db: Database, query: EventsQuery, nowMs = Date.now()): Promise<PreparedJson> {
  return cachedBody(db, eventsKey(query, nowMs), async () => JSON.stringify(z.encode(eventsResponseSchema, success(await listEvents(db, query)))));
}

/** The read model's key of one event page. */
export function eventKey(eventId: string): string {
  return `event:${eventId}`;
}

/** `GET /api/sports/events/:id` as the JSON it sends, from the read model (a missing event is never kept). */
export function eventBody(db: Database, eventId: string): Promise<PreparedJson> {
  return cachedBody(db, eventKey(eventId), async () => JSON.stringify(z.encode(eventResponseSchema, success({ event: await eventById(db, eventId) }))));
}

export async function eventScore(db: Database, eventId: string) {
  const row = await repo.findEvent(db, eventId);
  if (!row) throw new AppError('EVENT_NOT_FOUND', 404, 'Event not found.', 'id');
  return { id: row.id, event_id: row.feedEventId, name: row.name, sportId: row.sportId, status: row.status, scores: row.scores, startTime: row.startTime.toISOString() };
}

export async function listSports(db: Database) {
  return { sports: await repo.sportsWithCounts(db) };
}

export async function listCompetitions(db: Database, sportId: number | undefined) {
  return { competitions: await repo.competitionsWithCounts(db, sportId, undefined, competitionsMax) };
}

/** Live and upcoming events, competitions and teams whose names contain `q`. */
export async function search(db: Database, q: string) {
  return db.transaction(async (tx) => {
    const rows = await repo.listEvents(tx, { statuses: ['live', 'scheduled'], text: q }, searchResultsMax, 0);
    return {
      events: await eventViews(tx, rows, { mainOnly: true }),
      competitions: await repo.competitionsWithCounts(tx, undefined, q, searchResultsMax),
      teams: await repo.teamsMatching(tx, q, searchResultsMax),
    };
  });
}
