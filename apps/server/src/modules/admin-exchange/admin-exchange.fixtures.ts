import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExchangeOrderSide } from '@oddsmith/core';
import type { Transaction } from '../../db/client';
import { exchangeFills, exchangeOrders, exchangeRunners, type ExchangePersistence } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import { bumpBookSeq, lockMarket, syncEscrow } from '../exchange';

/**
 * Test fixtures: orders and matches written straight to the tables the way the player module does
 * (under the market lock, book_seq bumped, escrow synced), so staff suites do not depend on the
 * matching path. Only tests import this file.
 */

export type SeedOrder = { userId: string; runnerId: string; side: ExchangeOrderSide; priceMilli: number; stakeCents: number; persistence?: ExchangePersistence };

async function insertOrder(tx: Transaction, marketId: string, order: SeedOrder, matchedCents: number): Promise<string> {
  const rows = await tx
    .insert(exchangeOrders)
    .values({
      userId: order.userId,
      marketId,
      runnerId: order.runnerId,
      side: order.side,
      priceMilli: order.priceMilli,
      stakeCents: order.stakeCents,
      matchedCents,
      matchedPriceSum: matchedCents * order.priceMilli,
      status: matchedCents === order.stakeCents ? 'matched' : 'open',
      persistence: order.persistence ?? 'lapse',
      requestId: `seed-${randomUUID()}`,
    })
    .returning({ id: exchangeOrders.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('order insert returned no id');
  return id;
}

/** An unmatched order resting in the book (escrow locked for it). */
export async function seedOpenOrder(app: FastifyInstance, marketId: string, order: SeedOrder): Promise<string> {
  return inTransaction(app.db, async (tx) => {
    await lockMarket(tx, marketId);
    const id = await insertOrder(tx, marketId, order, 0);
    await bumpBookSeq(tx, marketId);
    await syncEscrow(tx, marketId, [order.userId]);
    return id;
  });
}

export type SeedMatch = { backUserId: string; layUserId: string; runnerId: string; priceMilli: number; stakeCents: number };

/** A back and a lay fully matched at one price: two orders, one fill, the runner's and market's volume. */
export async function seedMatch(app: FastifyInstance, marketId: string, match: SeedMatch): Promise<{ backOrderId: string; layOrderId: string }> {
  return inTransaction(app.db, async (tx) => {
    await lockMarket(tx, marketId);
    const common = { runnerId: match.runnerId, priceMilli: match.priceMilli, stakeCents: match.stakeCents };
    const backOrderId = await insertOrder(tx, marketId, { ...common, userId: match.backUserId, side: 'back' }, match.stakeCents);
    const layOrderId = await insertOrder(tx, marketId, { ...common, userId: match.layUserId, side: 'lay' }, match.stakeCents);
    await tx.insert(exchangeFills).values({ marketId, backOrderId, layOrderId, backUserId: match.backUserId, layUserId: match.layUserId, ...common });
    await tx
      .update(exchangeRunners)
      .set({ lastTradedMilli: match.priceMilli, tradedCents: sql`${exchangeRunners.tradedCents} + ${match.stakeCents}` })
      .where(eq(exchangeRunners.id, match.runnerId));
    await bumpBookSeq(tx, marketId, match.stakeCents);
    await syncEscrow(tx, marketId, [match.backUserId, match.layUserId]);
    return { backOrderId, layOrderId };
  });
}
