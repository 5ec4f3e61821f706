import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { exchangeMarkets } from '../../db/schema';
import { describeEachDatabase, testDatabases, useSuiteApp } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { createExchangeMarket, expectEscrowConsistent, placeOk, walletOf, type TestExchangeMarket } from '../../test/exchange';
import { expectLedgerReconciled } from '../../test/ledger';
import { inTransaction } from '../../lib/transaction';
import { syncEscrow } from './escrow';
import * as repo from './exchange.repo';
import type { HeldOrder } from './escrow';
import { cachedMarket, commitHolders, dropHolders, heldMarketsMax, type CachedHolder } from './held-cache';
import { bumpBookSeq, lockMarket, lockMarketReading } from './market-lock';

const holder = (escrowCents: number): CachedHolder => ({ held: { nets: [], orders: [] }, position: { escrowCents, escrowSeq: 1 } });

describe('the holdings copy follows book_seq', () => {
  it('answers players only at the sequence it is at, follows a commit from that sequence, and forgets what it cannot follow', () => {
    const db = {} as Database;
    expect(cachedMarket(db, 'm', 0).holders.size).toBe(0);
    commitHolders(db, 'm', 0, 1, { known: new Map([['a', holder(10)], ['b', holder(20)]]) });
    expect([...cachedMarket(db, 'm', 1).holders.keys()]).toEqual(['a', 'b']);
    // A write that changed b without knowing how: b is read again, a is kept.
    commitHolders(db, 'm', 1, 2, { changed: ['b'] });
    expect([...cachedMarket(db, 'm', 2).holders.keys()]).toEqual(['a']);
    // Someone else moved the market on (3): nothing is answered, and the stale copy is gone.
    expect(cachedMarket(db, 'm', 3).holders.size).toBe(0);
    commitHolders(db, 'm', 2, 4, { changed: [] });
    expect(cachedMarket(db, 'm', 4).holders.size).toBe(0);
    // Players given anew start a copy whatever there was before.
    commitHolders(db, 'm', 7, 8, { known: new Map([['c', holder(5)]]) });
    expect(cachedMarket(db, 'm', 8).holders.get('c')?.position?.escrowCents).toBe(5);
    dropHolders(db, 'm');
    expect(cachedMarket(db, 'm', 8).holders.size).toBe(0);
  });
});

const order = (bookId: number, userId: string, status: HeldOrder['status'] = 'open'): HeldOrder => ({
  id: `o${bookId}`,
  bookId,
  userId,
  runnerId: 'r',
  side: 'back',
  priceMilli: 2_000,
  stakeCents: 100,
  matchedCents: 0,
  cancelledCents: 0,
  matchedPriceSum: 0,
  status,
});
const holding = (...orders: HeldOrder[]): CachedHolder => ({ held: { nets: [], orders }, position: undefined });

describe('the open orders the copy indexes by book_id', () => {
  it('are the open orders of the players it holds, replaced with a player and gone with them', () => {
    const db = {} as Database;
    commitHolders(db, 'm', 0, 1, { known: new Map([['a', holding(order(1, 'a'), order(2, 'a', 'matched'))], ['b', holding(order(3, 'b'))]]) });
    expect([...cachedMarket(db, 'm', 1).resting.keys()].sort()).toEqual([1, 3]);
    // a's order 1 matched and a placed 4: the index follows a's new holding.
    commitHolders(db, 'm', 1, 2, { known: new Map([['a', holding(order(4, 'a'))]]) });
    expect([...cachedMarket(db, 'm', 2).resting.keys()].sort()).toEqual([3, 4]);
    expect(cachedMarket(db, 'm', 2).resting.get(4)?.userId).toBe('a');
    // b changed without the writer knowing how: b and b's orders are forgotten.
    commitHolders(db, 'm', 2, 3, { changed: ['b'] });
    expect([...cachedMarket(db, 'm', 3).resting.keys()]).toEqual([4]);
    // Behind the market's book_seq: no players, no orders.
    expect(cachedMarket(db, 'm', 9).resting.size).toBe(0);
  });
});

/** An order written the way a writer other than this instance's placement queue writes (staff, another instance): market lock, book_seq, escrow. */
async function writeElsewhere(app: FastifyInstance, marketId: string, order: Omit<repo.NewOrder, 'marketId' | 'persistence' | 'requestId'>): Promise<void> {
  await inTransaction(app.db, async (tx) => {
    await lockMarket(tx, marketId);
    await repo.insertOrders(tx, [{ ...order, marketId, persistence: 'lapse', requestId: `elsewhere-${crypto.randomUUID()}` }]);
    await bumpBookSeq(tx, marketId);
    await syncEscrow(tx, marketId, [order.userId]);
  });
}

describe('the holdings copies an instance keeps', () => {
  it('keep the markets written last, at most heldMarketsMax of them', () => {
    const db = {} as Database;
    for (let market = 0; market <= heldMarketsMax; market += 1) commitHolders(db, `m${market}`, 0, 1, { known: new Map([['a', holder(market)]]) });
    // The first market is the one written longest ago: it went when the last came in.
    expect(cachedMarket(db, 'm0', 1).holders.size).toBe(0);
    expect(cachedMarket(db, 'm1', 1).holders.size).toBe(1);
    // Writing m1 again makes it the newest: the next new market pushes out m2 instead.
    commitHolders(db, 'm1', 1, 2, { known: new Map([['a', holder(1)]]) });
    commitHolders(db, 'extra', 0, 1, { known: new Map([['a', holder(1)]]) });
    expect(cachedMarket(db, 'm1', 2).holders.size).toBe(1);
    expect(cachedMarket(db, 'm2', 1).holders.size).toBe(0);
  });
});

describeEachDatabase('exchange placements beside changes made elsewhere', (database) => {
  const suite = useSuiteApp(database);
  let app: FastifyInstance;
  let market: TestExchangeMarket;
  let counter = 0;
  const player = () => fundedPlayerIn(suite.app, `hc${Date.now() % 1e7}${(counter += 1)}`, 'EUR', 1_000_00);

  beforeAll(async () => {
    app = suite.app;
    market = await createExchangeMarket(app, 2);
  });

  it('an order placed after a write outside the placement path (staff, another instance) counts what that write changed', async () => {
    const [alice, bob] = [await player(), await player()];
    const [home, away] = market.runnerIds as [string, string];
    await placeOk(app, alice.token, { marketId: market.marketId, runnerId: home, side: 'back', price: 3, stake: 10 });
    const partly = await placeOk(app, bob.token, { marketId: market.marketId, runnerId: home, side: 'lay', price: 3.5, stake: 4 });
    expect(partly.order).toMatchObject({ status: 'matched', matched: 4 });
    // Alice's holdings change without the placement path: a lay of 10.00 at 2.0 on the other runner.
    // Were `away` to win she would lose 4 + 6 (her back, matched and not) + 10 (the lay's liability).
    await writeElsewhere(app, market.marketId, { userId: alice.id, runnerId: away, side: 'lay', priceMilli: 2_000, stakeCents: 10_00 });
    expect((await walletOf(app, alice.id)).escrowCents).toBe(20_00);

    // Her next order is funded and escrowed from what the database holds, not from what the instance saw before.
    const next = await placeOk(app, alice.token, { marketId: market.marketId, runnerId: away, side: 'back', price: 5, stake: 5 });
    const wallet = await walletOf(app, alice.id);
    expect(next.exposure * 100).toBe(wallet.escrowCents);
    expect(next.balance * 100).toBe(wallet.cashCents);
    // The new back (unmatched) counts only where it would lose, where `home` wins and she is 8.00 up: the exposure stays 20.00.
    expect(next.exposure).toBe(20);
    const escrow = await expectEscrowConsistent(app, market, [alice.id, bob.id]);
    expect(escrow.get(alice.id)).toBe(wallet.escrowCents);

    // Bob takes the rest of Alice's back: both escrows follow from the copy the last placement left.
    const rest = await placeOk(app, bob.token, { marketId: market.marketId, runnerId: home, side: 'lay', price: 3, stake: 6 });
    expect(rest.order).toMatchObject({ status: 'matched', matched: 6 });
    await expectEscrowConsistent(app, market, [alice.id, bob.id]);
    expect(rest.exposure * 100).toBe((await walletOf(app, bob.id)).escrowCents);
    await expectLedgerReconciled(app);
  });
});

const postgres = testDatabases.find((each) => each.name === 'postgres');

(postgres?.adminUrl ? describe : describe.skip)('a read taken with the market lock [postgres]', () => {
  const suite = useSuiteApp(postgres ?? testDatabases[0]!);

  it('is fresh when nobody held the lock, and says it is not when another writer moved the market while it waited', async () => {
    const { app } = suite;
    const market = await createExchangeMarket(app, 2);
    const columns = sql`(select count(*) from ${exchangeMarkets} where id = ${market.marketId})::int as seen`;
    const alone = await inTransaction(app.db, (tx) => lockMarketReading(tx, market.marketId, columns));
    expect(alone.fresh).toBe(true);
    expect(alone.read.seen).toBe(1);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const other = inTransaction(app.db, async (tx) => {
      await lockMarket(tx, market.marketId);
      await bumpBookSeq(tx, market.marketId);
      locked();
      await held;
    });
    await lockTaken;
    const waiting = inTransaction(app.db, (tx) => lockMarketReading(tx, market.marketId, columns));
    // Let the waiting statement take its snapshot and queue on the lock before the other commits.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await other;
    const late = await waiting;
    expect(late.fresh).toBe(false);
    expect(late.market.bookSeq).toBe(alone.market.bookSeq + 1);
  });
});
