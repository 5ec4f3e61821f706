import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { exchangeFills, exchangeMarkets, exchangeOrders, exchangeRunners, selections, type ExchangeFillRow, type ExchangeOrderRow } from '../../db/schema';
import { uuidIn } from '../../lib/query';

/** Open markets the maker may quote: linked to the sportsbook, in `currency`, first `limit` by id (tests: only `marketIds`). */
export async function findQuotableMarketIds(tx: Executor, currency: string, limit: number, marketIds?: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: exchangeMarkets.id })
    .from(exchangeMarkets)
    .where(and(eq(exchangeMarkets.status, 'open'), eq(exchangeMarkets.currency, currency), isNotNull(exchangeMarkets.linkedMarketId), marketIds ? uuidIn(exchangeMarkets.id, marketIds) : undefined))
    .orderBy(asc(exchangeMarkets.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type RunnerPriceRow = { marketId: string; runnerId: string; oddsMilli: number | null };

/** Runners of markets in their order, with their linked sportsbook selection's price (null when none). */
export function findRunnerPrices(tx: Executor, marketIds: readonly string[]): Promise<RunnerPriceRow[]> {
  return tx
    .select({ marketId: exchangeRunners.marketId, runnerId: exchangeRunners.id, oddsMilli: selections.oddsMilli })
    .from(exchangeRunners)
    .leftJoin(selections, eq(selections.id, exchangeRunners.linkedSelectionId))
    .where(uuidIn(exchangeRunners.marketId, marketIds))
    .orderBy(asc(exchangeRunners.marketId), asc(exchangeRunners.sortOrder));
}

export type OthersBestRow = { runnerId: string; backMilli: number | null; layMilli: number | null };

/** Per runner, everybody else's best resting prices: lowest open back and highest open lay. */
export async function findOthersBest(tx: Executor, marketIds: readonly string[], makerId: string): Promise<OthersBestRow[]> {
  return tx
    .select({
      runnerId: exchangeOrders.runnerId,
      backMilli: sql<number | null>`min(${exchangeOrders.priceMilli}) filter (where ${exchangeOrders.side} = 'back')`.mapWith(Number),
      layMilli: sql<number | null>`max(${exchangeOrders.priceMilli}) filter (where ${exchangeOrders.side} = 'lay')`.mapWith(Number),
    })
    .from(exchangeOrders)
    .where(and(uuidIn(exchangeOrders.marketId, marketIds), eq(exchangeOrders.status, 'open'), ne(exchangeOrders.userId, makerId)))
    .groupBy(exchangeOrders.runnerId);
}

/** The maker's open orders in markets, in time priority. */
export function findMakerOrders(tx: Executor, marketIds: readonly string[], makerId: string): Promise<ExchangeOrderRow[]> {
  return tx
    .select()
    .from(exchangeOrders)
    .where(and(uuidIn(exchangeOrders.marketId, marketIds), eq(exchangeOrders.status, 'open'), eq(exchangeOrders.userId, makerId)))
    .orderBy(asc(exchangeOrders.bookId));
}

/** The fills the maker is a side of in markets. */
export function findMakerFills(tx: Executor, marketIds: readonly string[], makerId: string): Promise<ExchangeFillRow[]> {
  return tx
    .select()
    .from(exchangeFills)
    .where(and(uuidIn(exchangeFills.marketId, marketIds), or(eq(exchangeFills.backUserId, makerId), eq(exchangeFills.layUserId, makerId))));
}

/** Cancels the unmatched part of open orders, one statement; answers how many it cancelled. */
export async function cancelRemaining(tx: Transaction, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const rows = await tx
    .update(exchangeOrders)
    .set({ cancelledCents: sql`${exchangeOrders.stakeCents} - ${exchangeOrders.matchedCents}`, status: 'cancelled', updatedAt: sql`now()` })
    .where(and(uuidIn(exchangeOrders.id, orderIds), eq(exchangeOrders.status, 'open')))
    .returning({ id: exchangeOrders.id });
  return rows.length;
}
