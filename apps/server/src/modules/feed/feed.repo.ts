import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MarketResult } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import { rowsOf } from '../../lib/transaction';
import { competitions, events, feedState, markets, selections, sports, type EventSource, type EventStatus, type MarketRowStatus } from '../../db/schema';

/** Rows per multi-row statement: well under PostgreSQL's 65,535 bind parameters. */
export const upsertChunkRows = 1000;

export const sportRows = [
  { id: 1, name: 'Soccer', sortOrder: 1 },
  { id: 2, name: 'Tennis', sortOrder: 3 },
  { id: 4, name: 'Cricket', sortOrder: 0 },
  { id: 7522, name: 'Basketball', sortOrder: 2 },
] as const;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += upsertChunkRows) out.push(rows.slice(start, start + upsertChunkRows));
  return out;
}

export async function ensureSports(tx: Transaction): Promise<void> {
  await tx.insert(sports).values([...sportRows]).onConflictDoNothing();
}

export async function upsertCompetitions(tx: Transaction, rows: readonly { sportId: number; name: string }[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(competitions)
    .values([...rows])
    .onConflictDoUpdate({ target: [competitions.sportId, competitions.name], set: { name: sql`excluded.name` } })
    .returning({ id: competitions.id, sportId: competitions.sportId, name: competitions.name });
}

/** Locks the feed's events about to change, so a concurrent staff takeover waits or wins. */
export async function lockEventsByFeedId(tx: Transaction, feedEventIds: readonly string[]) {
  if (feedEventIds.length === 0) return [];
  return tx
    .select({ id: events.id, feedEventId: events.feedEventId, source: events.source })
    .from(events)
    .where(inArray(events.feedEventId, [...feedEventIds]))
    .for('update');
}

export type EventUpsert = {
  feedEventId: string;
  sportId: number;
  competitionId: string;
  home: string;
  away: string;
  name: string;
  startTime: Date;
  status: EventStatus;
  source: EventSource;
  scores: Record<string, unknown> | null;
};

/** Inserts new feed events and updates changed ones, never touching an event staff took over. */
export async function upsertFeedEvents(tx: Transaction, rows: readonly EventUpsert[]) {
  const out: { id: string; feedEventId: string }[] = [];
  for (const chunk of chunks(rows)) {
    const written = await tx
      .insert(events)
      .values(chunk)
      .onConflictDoUpdate({
        target: events.feedEventId,
        set: { status: sql`excluded.status`, scores: sql`excluded.scores`, startTime: sql`excluded.start_time`, updatedAt: sql`now()` },
        setWhere: eq(events.source, 'simulator'),
      })
      .returning({ id: events.id, feedEventId: events.feedEventId });
    out.push(...written);
  }
  return out;
}

export type MarketUpsert = {
  id: string;
  eventId: string;
  type: string;
  line: string | null;
  name: string;
  status: MarketRowStatus;
  sortOrder: number;
  result: MarketResult | null;
};

/**
 * The feed's status for a stored market, unless risk holds it (`risk_suspended_at` set): then an
 * incoming `open` stays `suspended` until staff release it; closed and settled still apply.
 */
function riskHeldStatus(incoming: SQL): SQL {
  return sql`case when markets.risk_suspended_at is not null and ${incoming} = 'open' then 'suspended' else ${incoming} end`;
}

export async function upsertMarkets(tx: Transaction, rows: readonly MarketUpsert[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await tx
      .insert(markets)
      .values(chunk)
      .onConflictDoUpdate({
        target: markets.id,
        set: { status: riskHeldStatus(sql`excluded.status`), name: sql`excluded.name`, sortOrder: sql`excluded.sort_order`, result: sql`excluded.result`, updatedAt: sql`now()` },
      });
  }
}

export type SelectionUpsert = { id: string; marketId: string; key: string; name: string; sortOrder: number; oddsMilli: number | null };

export async function upsertSelections(tx: Transaction, rows: readonly SelectionUpsert[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await tx
      .insert(selections)
      .values(chunk)
      .onConflictDoUpdate({ target: selections.id, set: { oddsMilli: sql`excluded.odds_milli`, name: sql`excluded.name`, updatedAt: sql`now()` } });
  }
}

/*
 * Hot path of every tick: rows the runner already stored change in place. Each table takes one
 * UPDATE .. FROM jsonb_to_recordset($1): a single bind parameter however many rows, no per-row
 * placeholders to build or parse, and only the changing columns (the updated columns carry no
 * index, so PostgreSQL can update in place). The same SQL runs on PGlite and PostgreSQL.
 */

export type EventUpdate = { feedEventId: string; status: EventStatus; scores: Record<string, unknown> | null; startTime: Date };

/**
 * Updates (and so row-locks until commit) known feed events still owned by the simulator. Returns
 * the rows it wrote; a row missing from the answer was taken over by staff (`source = manual`):
 * a staff edit holding the row lock makes this wait, then re-check the WHERE clause and skip it.
 */
export async function updateFeedEvents(tx: Transaction, rows: readonly EventUpdate[]) {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows.map((row) => ({ feed_event_id: row.feedEventId, status: row.status, scores: row.scores, start_time: row.startTime.toISOString() })));
  const result = await tx.execute(sql`
    update ${events} as e
       set status = v.status, scores = v.scores, start_time = v.start_time, updated_at = now()
      from jsonb_to_recordset(${json}::jsonb) as v(feed_event_id text, status text, scores jsonb, start_time timestamptz)
     where e.feed_event_id = v.feed_event_id and e.source = 'simulator'
    returning e.id, e.feed_event_id`);
  return rowsOf<{ id: string; feed_event_id: string }>(result).map((row) => ({ id: row.id, feedEventId: row.feed_event_id }));
}

export type MarketUpdate = { id: string; status: MarketRowStatus; name: string; sortOrder: number; result: MarketResult | null };

/** Updates stored markets (status, name, order, result) in one statement; risk-held markets stay suspended (riskHeldStatus). */
export async function updateMarkets(tx: Transaction, rows: readonly MarketUpdate[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => ({ id: row.id, status: row.status, name: row.name, sort_order: row.sortOrder, result: row.result })));
  await tx.execute(sql`
    update ${markets} as m
       set status = case when m.risk_suspended_at is not null and v.status = 'open' then 'suspended' else v.status end,
           name = v.name, sort_order = v.sort_order, result = v.result, updated_at = now()
      from jsonb_to_recordset(${json}::jsonb) as v(id text, status text, name text, sort_order integer, result jsonb)
     where m.id = v.id`);
}

export type SelectionUpdate = { id: string; name: string; oddsMilli: number | null };

/** Updates stored selections' odds (and name) in one statement. */
export async function updateSelections(tx: Transaction, rows: readonly SelectionUpdate[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => ({ id: row.id, name: row.name, odds_milli: row.oddsMilli })));
  await tx.execute(sql`
    update ${selections} as s
       set odds_milli = v.odds_milli, name = v.name, updated_at = now()
      from jsonb_to_recordset(${json}::jsonb) as v(id text, name text, odds_milli integer)
     where s.id = v.id`);
}

/** Simulator events left live or scheduled by a previous calendar: cancelled, open markets voided. */
export async function cancelStaleSimulatorEvents(tx: Transaction, keepFeedEventIds: readonly string[]) {
  const stale = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.source, 'simulator'),
        inArray(events.status, ['scheduled', 'live']),
        keepFeedEventIds.length > 0 ? sql`${events.feedEventId} <> all(${sql.param([...keepFeedEventIds])}::text[])` : sql`true`,
      ),
    )
    .for('update');
  const ids = stale.map((row) => row.id);
  if (ids.length === 0) return 0;
  await tx.update(events).set({ status: 'cancelled', updatedAt: new Date() }).where(inArray(events.id, ids));
  await tx
    .update(markets)
    .set({
      status: 'settled',
      result: sql`jsonb_build_object('marketId', ${markets.id}, 'outcome', 'void', 'winnerSelectionIds', '[]'::jsonb)`,
      updatedAt: new Date(),
    })
    .where(and(inArray(markets.eventId, ids), inArray(markets.status, ['open', 'suspended', 'closed'])));
  return ids.length;
}

/** Markets risk holds suspended (few at any time): the runner keeps them suspended in what it publishes. */
export async function findRiskHeldMarketIds(tx: Executor): Promise<Set<string>> {
  const rows = await tx.select({ id: markets.id }).from(markets).where(isNotNull(markets.riskSuspendedAt));
  return new Set(rows.map((row) => row.id));
}

export async function loadFeedState(tx: Executor, adapter: string): Promise<unknown> {
  const rows = await tx.select({ state: feedState.state }).from(feedState).where(eq(feedState.adapter, adapter));
  return rows[0]?.state;
}

export async function saveFeedState(tx: Transaction, adapter: string, state: unknown): Promise<void> {
  await tx
    .insert(feedState)
    .values({ adapter, state })
    .onConflictDoUpdate({ target: feedState.adapter, set: { state: sql`excluded.state`, updatedAt: sql`now()` } });
}
