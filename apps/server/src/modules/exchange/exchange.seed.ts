import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { staffBalanceTransferred, tickMax, tickMin, tickToPrice } from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import { events, exchangeEvents, exchangeMarkets, exchangeOrders, exchangeRunners, markets, selections, type ExchangeMarketRow, type ExchangeRunnerRow } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { insertedRow } from '../../lib/transaction';
import { postEvent } from '../ledger';
import { createAccount, findUserByUsername } from '../users';
import { syncEscrow } from './escrow';
import { bumpBookSeq, lockMarket } from './market-lock';

export type NewExchangeMarket = {
  eventName: string;
  sportId: number | null;
  startsAt: Date;
  linkedEventId?: string | null;
  marketName: string;
  currency?: string;
  linkedMarketId?: string | null;
  runners: readonly { name: string; linkedSelectionId?: string | null }[];
};

/** An exchange event with one market and its runners (the demo seed and tests; staff create theirs in admin-exchange). */
export async function insertExchangeMarket(tx: Transaction, market: NewExchangeMarket): Promise<{ market: ExchangeMarketRow; runners: ExchangeRunnerRow[] }> {
  const event = insertedRow(
    await tx.insert(exchangeEvents).values({ name: market.eventName, sportId: market.sportId, startsAt: market.startsAt, linkedEventId: market.linkedEventId ?? null }).returning(),
    'exchange event',
  );
  const row = insertedRow(
    await tx
      .insert(exchangeMarkets)
      .values({ eventId: event.id, name: market.marketName, currency: market.currency ?? 'EUR', linkedMarketId: market.linkedMarketId ?? null })
      .returning(),
    'exchange market',
  );
  const runners = await tx
    .insert(exchangeRunners)
    .values(market.runners.map((runner, index) => ({ marketId: row.id, name: runner.name, sortOrder: index, linkedSelectionId: runner.linkedSelectionId ?? null })))
    .returning();
  return { market: row, runners };
}

/** Upcoming football events the demo mirrors on the exchange. */
const demoEventsMax = 4;
const footballSportId = 1;
const exchangeSeedLockId = 7_301_482_913;
const liquidityUsername = 'demo_liquidity';
const liquidityFundingCents = 100_000_00;

/** The ladder tick at or just below `oddsMilli` (the feed's prices are not all on the ladder). */
function tickAtOrBelow(oddsMilli: number): number {
  let tick = tickMin;
  while (tick < tickMax && tickToPrice(tick + 1) <= oddsMilli) tick += 1;
  return tick;
}

/** A price `offset` ticks from the sportsbook price, kept on the ladder. */
function demoPrice(oddsMilli: number, offsetTicks: number): number {
  return tickToPrice(Math.min(Math.max(tickAtOrBelow(oddsMilli) + offsetTicks, tickMin), tickMax));
}

/** The demo's market maker: a player that cannot log in (random password), funded once from the house. */
export async function liquidityUser(tx: Transaction): Promise<string> {
  const existing = await findUserByUsername(tx, liquidityUsername);
  if (existing) return existing.id;
  const account = { username: liquidityUsername, email: 'demo_liquidity@oddsmith.invalid', password: '', role: 'player' as const, dateOfBirth: null, phone: null, currency: 'EUR', attribution: { affiliateId: null, cashAgentId: null } };
  const user = await createAccount(tx, account, await hashPassword(randomBytes(24).toString('hex')));
  await postEvent(tx, staffBalanceTransferred({ actionId: 'demo-exchange-liquidity', playerId: user.id, currency: 'EUR', amountCents: liquidityFundingCents, direction: 'credit' }), { note: 'Demo exchange liquidity' });
  return user.id;
}

/**
 * The demo exchange: for a few upcoming football events of the sportsbook, an exchange event with a
 * match-odds market (runners = its selections) unless one exists, with resting backs above and
 * lays below the sportsbook price from a funded demo liquidity player (escrow held as for anyone).
 * Idempotent (an event already mirrored is skipped); instances seeding together take turns.
 */
export async function seedExchangeDemo(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${exchangeSeedLockId})`);
    const upcoming = await tx
      .select({ event: events, marketId: markets.id })
      .from(events)
      .innerJoin(markets, and(eq(markets.eventId, events.id), eq(markets.type, 'match-odds')))
      .where(and(eq(events.sportId, footballSportId), eq(events.status, 'scheduled'), gt(events.startTime, sql`now()`)))
      .orderBy(asc(events.startTime))
      .limit(demoEventsMax);
    const ids = upcoming.map((row) => row.event.id);
    if (ids.length === 0) return 0;
    const mirrored = new Set(
      (await tx.select({ id: exchangeEvents.linkedEventId }).from(exchangeEvents).where(and(isNotNull(exchangeEvents.linkedEventId), inArray(exchangeEvents.linkedEventId, ids)))).map((row) => row.id),
    );
    const missing = upcoming.filter((row) => !mirrored.has(row.event.id));
    if (missing.length === 0) return 0;
    const liquidityId = await liquidityUser(tx);
    for (const { event, marketId } of missing) await mirrorEvent(tx, event, marketId, liquidityId);
    return missing.length;
  });
}

async function mirrorEvent(tx: Transaction, event: typeof events.$inferSelect, marketId: string, liquidityId: string): Promise<void> {
  const picks = await tx.select().from(selections).where(eq(selections.marketId, marketId)).orderBy(asc(selections.sortOrder));
  const { market, runners } = await insertExchangeMarket(tx, {
    eventName: event.name,
    sportId: event.sportId,
    startsAt: event.startTime,
    linkedEventId: event.id,
    marketName: 'Match Odds',
    linkedMarketId: marketId,
    runners: picks.map((pick) => ({ name: pick.name, linkedSelectionId: pick.id })),
  });
  const orders = runners.flatMap((runner, index) => {
    const odds = picks[index]?.oddsMilli ?? 3_000;
    return [1, 2, 3].flatMap((level) => [
      { side: 'back' as const, priceMilli: demoPrice(odds, level), stakeCents: 10_00 * level, requestId: `demo-${runner.id}-back-${level}` },
      { side: 'lay' as const, priceMilli: demoPrice(odds, -level), stakeCents: 15_00 * level, requestId: `demo-${runner.id}-lay-${level}` },
    ]).map((order) => ({ ...order, userId: liquidityId, marketId: market.id, runnerId: runner.id, persistence: 'keep' as const }));
  });
  await lockMarket(tx, market.id);
  await tx.insert(exchangeOrders).values(orders);
  await bumpBookSeq(tx, market.id);
  await syncEscrow(tx, market.id, [liquidityId]);
}
