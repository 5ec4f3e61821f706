import { and, asc, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { competitions, events, markets, selections, sports, type EventStatus } from '../../db/schema';
import { containsPattern, pageRows } from '../../lib/query';

export type EventFilter = {
  sportId?: number;
  statuses?: readonly EventStatus[];
  competitionId?: string;
  startFrom?: Date;
  startBefore?: Date;
  /** Substring of the event name or its competition (`%` and `_` literal). */
  text?: string;
};

function whereOf(filter: EventFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.sportId !== undefined) conditions.push(eq(events.sportId, filter.sportId));
  if (filter.statuses && filter.statuses.length > 0) conditions.push(inArray(events.status, [...filter.statuses]));
  if (filter.competitionId !== undefined) conditions.push(eq(events.competitionId, filter.competitionId));
  if (filter.startFrom) conditions.push(gte(events.startTime, filter.startFrom));
  if (filter.startBefore) conditions.push(lt(events.startTime, filter.startBefore));
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    const either = or(ilike(events.name, pattern), ilike(competitions.name, pattern), eq(events.feedEventId, filter.text));
    if (either) conditions.push(either);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const eventColumns = {
  id: events.id,
  feedEventId: events.feedEventId,
  sportId: events.sportId,
  competitionId: events.competitionId,
  competitionName: competitions.name,
  home: events.home,
  away: events.away,
  name: events.name,
  startTime: events.startTime,
  status: events.status,
  source: events.source,
  scores: events.scores,
};

export type EventListRow = {
  id: string;
  feedEventId: string;
  sportId: number;
  competitionId: string;
  competitionName: string;
  home: string;
  away: string;
  name: string;
  startTime: Date;
  status: EventStatus;
  source: 'simulator' | 'manual';
  scores: Record<string, unknown> | null;
};

/** `liveFirst` (staff lists): the events in play before the rest, each group by start time. */
export async function listEvents(tx: Executor, filter: EventFilter, limit: number, offset: number, order: 'start' | 'liveFirst' = 'start'): Promise<EventListRow[]> {
  const query = tx.select(eventColumns).from(events).innerJoin(competitions, eq(competitions.id, events.competitionId)).where(whereOf(filter));
  const byStart = [asc(events.startTime), asc(events.id)];
  return pageRows(query.$dynamic(), order === 'liveFirst' ? [sql`case when ${events.status} = 'live' then 0 else 1 end`, ...byStart] : byStart, limit, offset);
}

export async function countEvents(tx: Executor, filter: EventFilter): Promise<number> {
  const rows = await tx
    .select({ total: count() })
    .from(events)
    .innerJoin(competitions, eq(competitions.id, events.competitionId))
    .where(whereOf(filter));
  return rows[0]?.total ?? 0;
}

export async function findEvent(tx: Executor, eventId: string, lock = false): Promise<EventListRow | undefined> {
  const query = tx.select(eventColumns).from(events).innerJoin(competitions, eq(competitions.id, events.competitionId)).where(eq(events.id, eventId));
  const rows = lock ? await query.for('update', { of: events }) : await query;
  return rows[0];
}

/**
 * All markets of the events, or with `mainOnly` the lowest-sorted one of each; `alsoTypes` adds,
 * beside each main market, every market of these types (a list's totals or handicap columns).
 */
export async function marketsOfEvents(tx: Executor, eventIds: readonly string[], mainOnly: boolean, alsoTypes: readonly string[] = []) {
  if (eventIds.length === 0) return [];
  const columns = {
    id: markets.id,
    eventId: markets.eventId,
    type: markets.type,
    line: markets.line,
    name: markets.name,
    status: markets.status,
    sortOrder: markets.sortOrder,
    result: markets.result,
  };
  const base = mainOnly ? tx.selectDistinctOn([markets.eventId], columns) : tx.select(columns);
  const rows = await base
    .from(markets)
    .where(inArray(markets.eventId, [...eventIds]))
    .orderBy(asc(markets.eventId), asc(markets.sortOrder), asc(markets.id));
  if (!mainOnly || alsoTypes.length === 0) return rows;
  const mainIds = new Set(rows.map((row) => row.id));
  const extra = await tx
    .select(columns)
    .from(markets)
    .where(and(inArray(markets.eventId, [...eventIds]), inArray(markets.type, [...alsoTypes])))
    .orderBy(asc(markets.eventId), asc(markets.sortOrder), asc(markets.id));
  return [...rows, ...extra.filter((row) => !mainIds.has(row.id))];
}

export async function selectionsOfMarkets(tx: Executor, marketIds: readonly string[]) {
  if (marketIds.length === 0) return [];
  return tx
    .select({ id: selections.id, marketId: selections.marketId, key: selections.key, name: selections.name, sortOrder: selections.sortOrder, oddsMilli: selections.oddsMilli })
    .from(selections)
    .where(inArray(selections.marketId, [...marketIds]))
    .orderBy(asc(selections.marketId), asc(selections.sortOrder), asc(selections.id));
}

export async function marketCounts(tx: Executor, eventIds: readonly string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tx
    .select({ eventId: markets.eventId, total: count() })
    .from(markets)
    .where(inArray(markets.eventId, [...eventIds]))
    .groupBy(markets.eventId);
  return new Map(rows.map((row) => [row.eventId, row.total]));
}

export async function sportsWithCounts(tx: Executor) {
  return tx
    .select({
      id: sports.id,
      name: sports.name,
      liveCount: sql<number>`(count(${events.id}) filter (where ${events.status} = 'live'))::int`,
      upcomingCount: sql<number>`(count(${events.id}) filter (where ${events.status} = 'scheduled'))::int`,
    })
    .from(sports)
    .leftJoin(events, eq(events.sportId, sports.id))
    .groupBy(sports.id, sports.name, sports.sortOrder)
    .orderBy(asc(sports.sortOrder), asc(sports.id));
}

/** Competitions with their live and upcoming event counts, busiest first. */
export async function competitionsWithCounts(tx: Executor, sportId: number | undefined, text: string | undefined, limit: number) {
  const conditions: SQL[] = [];
  if (sportId !== undefined) conditions.push(eq(competitions.sportId, sportId));
  if (text) conditions.push(ilike(competitions.name, containsPattern(text)));
  const eventCount = sql<number>`(count(${events.id}) filter (where ${events.status} in ('scheduled', 'live')))::int`;
  return tx
    .select({ id: competitions.id, name: competitions.name, sportId: competitions.sportId, eventCount })
    .from(competitions)
    .leftJoin(events, eq(events.competitionId, competitions.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .groupBy(competitions.id, competitions.name, competitions.sportId)
    .orderBy(sql`${eventCount} desc`, asc(competitions.name))
    .limit(limit);
}

/** Team names matching `text` among live and upcoming events, with one event each. */
export async function teamsMatching(tx: Executor, text: string, limit: number) {
  const pattern = containsPattern(text);
  const rows = await tx
    .select({ home: events.home, away: events.away, sportId: events.sportId, eventId: events.id })
    .from(events)
    .where(and(inArray(events.status, ['scheduled', 'live']), or(ilike(events.home, pattern), ilike(events.away, pattern))))
    .orderBy(asc(events.startTime))
    .limit(limit * 4);
  const needle = text.toLowerCase();
  const teams = new Map<string, { name: string; sportId: number; eventId: string }>();
  for (const row of rows) {
    for (const name of [row.home, row.away]) {
      const key = `${row.sportId}:${name}`;
      if (name.toLowerCase().includes(needle) && !teams.has(key) && teams.size < limit) teams.set(key, { name, sportId: row.sportId, eventId: row.eventId });
    }
  }
  return [...teams.values()];
}
