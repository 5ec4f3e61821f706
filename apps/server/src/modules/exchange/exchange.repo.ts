import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { exchangeFills, exchangeOrders, exchangePositions, exchangeRunners, type ExchangeFillRow, type ExchangeOrderRow, type ExchangePositionRow, type ExchangeRunnerRow } from '../../db/schema';
import { uuidIn } from '../../lib/query';

/** The runners of a market, in display order. */
export function findRunners(tx: Executor, marketId: string): Promise<ExchangeRunnerRow[]> {
  return tx.select().from(exchangeRunners).where(eq(exchangeRunners.marketId, marketId)).orderBy(asc(exchangeRunners.sortOrder), asc(exchangeRunners.id));
}

/** The fills of a market where one of `userIds` is the backer or the layer. */
export function findFillsOfUsers(tx: Executor, marketId: string, userIds: readonly string[]): Promise<ExchangeFillRow[]> {
  return tx
    .select()
    .from(exchangeFills)
    .where(and(eq(exchangeFills.marketId, marketId), or(uuidIn(exchangeFills.backUserId, userIds), uuidIn(exchangeFills.layUserId, userIds))))
    .orderBy(asc(exchangeFills.createdAt), asc(exchangeFills.id));
}

/** The open orders (some stake unmatched) of `userIds` in a market. */
export function findOpenOrdersOfUsers(tx: Executor, marketId: string, userIds: readonly string[]): Promise<ExchangeOrderRow[]> {
  return tx
    .select()
    .from(exchangeOrders)
    .where(and(eq(exchangeOrders.marketId, marketId), eq(exchangeOrders.status, 'open'), uuidIn(exchangeOrders.userId, userIds)))
    .orderBy(asc(exchangeOrders.bookId));
}

/** Every open order of a market in time priority (`book_id`): what the book is rebuilt from. */
export function findOpenOrders(tx: Executor, marketId: string): Promise<ExchangeOrderRow[]> {
  return tx
    .select()
    .from(exchangeOrders)
    .where(and(eq(exchangeOrders.marketId, marketId), eq(exchangeOrders.status, 'open')))
    .orderBy(asc(exchangeOrders.bookId));
}

/** The positions of `userIds` in a market, created (escrow 0) when missing, locked FOR UPDATE in user order. */
export async function lockPositions(tx: Transaction, marketId: string, userIds: readonly string[]): Promise<ExchangePositionRow[]> {
  const sorted = [...new Set(userIds)].sort();
  await tx
    .insert(exchangePositions)
    .values(sorted.map((userId) => ({ marketId, userId })))
    .onConflictDoNothing();
  return tx
    .select()
    .from(exchangePositions)
    .where(and(eq(exchangePositions.marketId, marketId), inArray(exchangePositions.userId, sorted)))
    .orderBy(asc(exchangePositions.userId))
    .for('update');
}

/** Stores a position's new escrow and movement sequence. */
export async function updatePositionEscrow(tx: Transaction, marketId: string, userId: string, escrowCents: number, escrowSeq: number): Promise<void> {
  await tx
    .update(exchangePositions)
    .set({ escrowCents, escrowSeq, updatedAt: sql`now()` })
    .where(and(eq(exchangePositions.marketId, marketId), eq(exchangePositions.userId, userId)));
}
