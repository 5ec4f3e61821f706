import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { MarketResult } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import { competitions, events, markets, selections, type EventStatus, type MarketRowStatus } from '../../db/schema';

export async function upsertCompetition(tx: Transaction, sportId: number, name: string): Promise<string> {
  const rows = await tx
    .insert(competitions)
    .values({ sportId, name })
    .onConflictDoUpdate({ target: [competitions.sportId, competitions.name], set: { name: sql`excluded.name` } })
    .returning({ id: competitions.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('competition upsert returned no row');
  return id;
}

export async function insertEvent(tx: Transaction, row: typeof events.$inferInsert): Promise<string> {
  const rows = await tx.insert(events).values(row).returning({ id: events.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('event insert returned no row');
  return id;
}

/** A staff edit takes the event over from the feed for good. */
export async function updateEvent(
  tx: Executor,
  eventId: string,
  changes: { status?: EventStatus; scores?: Record<string, unknown>; startTime?: Date },
): Promise<void> {
  await tx
    .update(events)
    .set({ ...changes, source: 'manual', updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

export async function findMarket(tx: Executor, marketId: string) {
  const rows = await tx
    .select({ id: markets.id, eventId: markets.eventId, status: markets.status, result: markets.result })
    .from(markets)
    .where(eq(markets.id, marketId));
  return rows[0];
}

export async function selectionIdsOf(tx: Executor, marketId: string): Promise<string[]> {
  const rows = await tx.select({ id: selections.id }).from(selections).where(eq(selections.marketId, marketId));
  return rows.map((row) => row.id);
}

export async function nextMarketSortOrder(tx: Executor, eventId: string): Promise<number> {
  const rows = await tx.select({ top: max(markets.sortOrder) }).from(markets).where(eq(markets.eventId, eventId));
  const top = rows[0]?.top;
  return top === null || top === undefined ? 0 : top + 1;
}

export async function insertMarket(
  tx: Executor,
  market: { id: string; eventId: string; type: string; line: string | null; name: string; sortOrder: number },
  options: readonly { id: string; key: string; name: string; sortOrder: number; oddsMilli: number }[],
): Promise<void> {
  await tx.insert(markets).values({ ...market, status: 'open' });
  await tx.insert(selections).values(options.map((option) => ({ ...option, marketId: market.id })));
}

/** Staff opening a market also lifts a risk hold on it: the staff decision is the later one. */
export async function setMarketStatus(tx: Transaction, marketId: string, status: MarketRowStatus, result: MarketResult | null = null): Promise<void> {
  await tx
    .update(markets)
    .set({ status, result, updatedAt: new Date(), ...(status === 'open' ? { riskSuspendedAt: null } : {}) })
    .where(eq(markets.id, marketId));
}

export async function setSelectionOdds(tx: Transaction, marketId: string, selectionId: string, oddsMilli: number): Promise<void> {
  await tx
    .update(selections)
    .set({ oddsMilli, updatedAt: new Date() })
    .where(and(eq(selections.id, selectionId), eq(selections.marketId, marketId)));
}

/** Every market of the event in one of `from` moves to `status` (with `void` results when settling). */
export async function moveEventMarkets(tx: Transaction, eventId: string, from: readonly MarketRowStatus[], status: MarketRowStatus, voidResult: boolean): Promise<void> {
  await tx
    .update(markets)
    .set({
      status,
      updatedAt: new Date(),
      ...(voidResult ? { result: sql`jsonb_build_object('marketId', ${markets.id}, 'outcome', 'void', 'winnerSelectionIds', '[]'::jsonb)` } : {}),
    })
    .where(and(eq(markets.eventId, eventId), inArray(markets.status, [...from])));
}
