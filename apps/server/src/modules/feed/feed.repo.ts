import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MarketResult } from '@oddsmith/core';
import type { Executor } from '../../db/client';
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

export async function ensureSports(tx: Executor): Promise<void> {
  await tx.insert(sports).values([...sportRows]).onConflictDoNothing();
}

export async function upsertCompetitions(tx: Executor, rows: readonly { sportId: number; name: string }[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(competitions)
    .values([...rows])
    .onConflictDoUpdate({ target: [competitions.sportId, competitions.name], set: { name: sql`excluded.name` } })
    .returning({ id: competitions.id, sportId: competitions.sportId, name: competitions.name });
}

/** Locks the feed's events about to change, so a concurrent staff takeover waits or wins. */
export async function lockEventsByFeedId(tx: Executor, feedEventIds: readonly string[]) {
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
export async function upsertFeedEvents(tx: Executor, rows: readonly EventUpsert[]) {
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

export async function upsertMarkets(tx: Executor, rows: readonly MarketUpsert[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await tx
      .insert(markets)
      .values(chunk)
      .onConflictDoUpdate({
        target: markets.id,
        set: { status: sql`excluded.status`, name: sql`excluded.name`, sortOrder: sql`excluded.sort_order`, result: sql`excluded.result`, updatedAt: sql`now()` },
      });
  }
}

export type SelectionUpsert = { id: string; marketId: string; key: string; name: string; sortOrder: number; oddsMilli: number | null };

export async function upsertSelections(tx: Executor, rows: readonly SelectionUpsert[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await tx
      .insert(selections)
      .values(chunk)
      .onConflictDoUpdate({ target: selections.id, set: { oddsMilli: sql`excluded.odds_milli`, name: sql`excluded.name`, updatedAt: sql`now()` } });
  }
}

/** Simulator events left live or scheduled by a previous calendar: cancelled, open markets voided. */
export async function cancelStaleSimulatorEvents(tx: Executor, keepFeedEventIds: readonly string[]) {
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

export async function loadFeedState(tx: Executor, adapter: string): Promise<unknown> {
  const rows = await tx.select({ state: feedState.state }).from(feedState).where(eq(feedState.adapter, adapter));
  return rows[0]?.state;
}

export async function saveFeedState(tx: Executor, adapter: string, state: unknown): Promise<void> {
  await tx
    .insert(feedState)
    .values({ adapter, state })
    .onConflictDoUpdate({ target: feedState.adapter, set: { state: sql`excluded.state`, updatedAt: sql`now()` } });
}
