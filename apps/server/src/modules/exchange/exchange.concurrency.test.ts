import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeFills, exchangeMarkets, exchangeOrders } from '../../db/schema';
import { createTestApp, testDatabases, type TestApp } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { createExchangeMarket, expectEscrowConsistent, placeOk, postOrder, useSharedDatabase, walletOf, type TestExchangeMarket } from '../../test/exchange';
import { expectLedgerReconciled } from '../../test/ledger';

const postgres = testDatabases.find((database) => database.name === 'postgres');
const adminUrl = postgres?.adminUrl;
const describePostgres = adminUrl ? describe : describe.skip;

/** A small deterministic random stream (tests never use Math.random for their scenario). */
function stream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const prices = [1.95, 1.96, 1.97, 1.98, 1.99, 2, 2.02, 2.04, 2.06, 2.08];
const players = 50;
const ordersPerPlayer = 4;

describePostgres('exchange under concurrency [postgres]', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let market: TestExchangeMarket;
  let traders: { id: string; token: string }[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    testApp = await createTestApp(postgres);
    app = testApp.app;
    market = await createExchangeMarket(app, 2);
    traders = [];
    // Little cash each (30.00): many orders are refused for funds while others match.
    for (let index = 0; index < players; index += 1) traders.push(await fundedPlayerIn(app, `exc${Date.now() % 1e7}${index}`, 'EUR', 30_00));
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('50 players trading one market at once never overdraw, every fill is in escrow and the ledger, reconcile holds', async () => {
    const random = stream(12_345);
    const bodies = traders.flatMap((trader) =>
      Array.from({ length: ordersPerPlayer }, () => ({
        trader,
        body: {
          marketId: market.marketId,
          runnerId: market.runnerIds[random() < 0.7 ? 0 : 1] ?? '',
          side: random() < 0.5 ? ('back' as const) : ('lay' as const),
          price: prices[Math.floor(random() * prices.length)] ?? 2,
          stake: (2 + Math.floor(random() * 1_500) / 100).toFixed(2),
        },
      })),
    );
    // Every order of every player in flight at once.
    const answers = await Promise.all(bodies.map(({ trader, body }) => postOrder(app, trader.token, body)));
    const statuses = answers.map((answer) => answer.statusCode);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect(answer.json<{ code: string }>().code).toBe('EXCHANGE_INSUFFICIENT_FUNDS');
    }
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeGreaterThan(players);

    const fills = await app.db.select().from(exchangeFills).where(eq(exchangeFills.marketId, market.marketId));
    expect(fills.length).toBeGreaterThan(10);
    const matchedTotal = fills.reduce((sum, fill) => sum + fill.stakeCents, 0);
    const [row] = await app.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.id, market.marketId));
    expect(row?.matchedCents).toBe(matchedTotal);
    // Each fill is counted once on a back order and once on a lay order.
    const sums = await app.db
      .select({ side: exchangeOrders.side, matched: sql<string>`sum(${exchangeOrders.matchedCents})` })
      .from(exchangeOrders)
      .where(eq(exchangeOrders.marketId, market.marketId))
      .groupBy(exchangeOrders.side);
    for (const sum of sums) expect(Number(sum.matched)).toBe(matchedTotal);

    const escrow = await expectEscrowConsistent(app, market, traders.map((trader) => trader.id));
    for (const trader of traders) {
      const wallet = await walletOf(app, trader.id);
      expect(wallet.cashCents).toBeGreaterThanOrEqual(0);
      // Nothing created or lost: cash + escrow is the opening 30.00 until settlement.
      expect(wallet.cashCents + wallet.escrowCents).toBe(30_00);
      expect(wallet.escrowCents).toBe(escrow.get(trader.id));
    }
    await expectLedgerReconciled(app);
  }, 120_000);
});

describePostgres('exchange batches under concurrency [postgres]', () => {
  let testApp: TestApp;

  afterAll(async () => {
    await testApp?.close();
  });

  it('orders that wait for the market go in together (fewer transactions than orders) and every invariant holds', async () => {
    if (!postgres) return;
    testApp = await createTestApp(postgres);
    const { app } = testApp;
    const market = await createExchangeMarket(app, 3);
    const traders = [];
    for (let index = 0; index < players; index += 1) traders.push(await fundedPlayerIn(app, `exb${Date.now() % 1e7}${index}`, 'EUR', 10_000_00));
    const random = stream(4_242);
    const answers = await Promise.all(
      traders.flatMap((trader) =>
        Array.from({ length: ordersPerPlayer }, () =>
          postOrder(app, trader.token, {
            marketId: market.marketId,
            runnerId: market.runnerIds[Math.floor(random() * 3)] ?? '',
            side: random() < 0.5 ? 'back' : 'lay',
            price: prices[Math.floor(random() * prices.length)] ?? 2,
            stake: (2 + Math.floor(random() * 1_500) / 100).toFixed(2),
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const [row] = await app.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.id, market.marketId));
    // One book_seq step per transaction: batching placed many orders per transaction.
    expect(row?.bookSeq).toBeLessThan(answers.length / 2);
    const fills = await app.db.select().from(exchangeFills).where(eq(exchangeFills.marketId, market.marketId));
    expect(fills.length).toBeGreaterThan(10);
    expect(row?.matchedCents).toBe(fills.reduce((sum, fill) => sum + fill.stakeCents, 0));
    // What each answer said is what the database holds.
    for (const answer of answers) {
      const { order, exposure } = answer.json<{ response: { order: { id: string; matched: number; status: string }; exposure: number } }>().response;
      const [stored] = await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, order.id));
      expect(stored?.matchedCents).toBeGreaterThanOrEqual(Math.round(order.matched * 100));
      expect(exposure).toBeGreaterThanOrEqual(0);
    }
    const sums = await app.db
      .select({ side: exchangeOrders.side, matched: sql<string>`sum(${exchangeOrders.matchedCents})` })
      .from(exchangeOrders)
      .where(eq(exchangeOrders.marketId, market.marketId))
      .groupBy(exchangeOrders.side);
    for (const sum of sums) expect(Number(sum.matched)).toBe(row?.matchedCents);
    await expectEscrowConsistent(app, market, traders.map((trader) => trader.id));
    for (const trader of traders) {
      const wallet = await walletOf(app, trader.id);
      expect(wallet.cashCents + wallet.escrowCents).toBe(10_000_00);
    }
    await expectLedgerReconciled(app);
  }, 120_000);
});

describePostgres('exchange kill and restart [postgres]', () => {
  const instances = useSharedDatabase(adminUrl);

  it('rebuilds the same book on a new instance, and a crossing order matches the right maker', async () => {
    const first = await instances.instance();
    const market = await createExchangeMarket(first, 2);
    const makers = [];
    for (let index = 0; index < 3; index += 1) makers.push(await fundedPlayerIn(first, `exr${Date.now() % 1e7}${index}`, 'EUR', 100_00));
    const runnerId = market.runnerIds[0] ?? '';
    const [m0, m1, m2] = makers;
    if (!m0 || !m1 || !m2) throw new Error('makers');
    // Backs at 3.0 (m0 then m1, time priority) and 3.2, lays below; one reduced to test the kept place.
    const early = await placeOk(first, m0.token, { marketId: market.marketId, runnerId, side: 'back', price: 3, stake: 10 });
    await placeOk(first, m1.token, { marketId: market.marketId, runnerId, side: 'back', price: 3, stake: 8 });
    await placeOk(first, m2.token, { marketId: market.marketId, runnerId, side: 'back', price: 3.2, stake: 6 });
    await placeOk(first, m2.token, { marketId: market.marketId, runnerId, side: 'lay', price: 2.5, stake: 12 });
    await first.inject({ method: 'PATCH', url: `/api/exchange/orders/${early.order.id}`, headers: { authorization: `Bearer ${m0.token}` }, payload: { remaining: 4 } });
    const before = (await first.inject({ method: 'GET', url: `/api/exchange/markets/${market.marketId}` })).json<{ response: { ladder: unknown } }>().response.ladder;
    await instances.stop(first);

    const second = await instances.instance();
    {
      const after = (await second.inject({ method: 'GET', url: `/api/exchange/markets/${market.marketId}` })).json<{ response: { ladder: unknown } }>().response.ladder;
      expect(after).toEqual(before);
      // A lay at 3.0 for 5 takes m0's 4 first (the reduced order kept its place), then 1 of m1's.
      const taker = await fundedPlayerIn(second, `exr${Date.now() % 1e7}t`, 'EUR', 100_00);
      const lay = await placeOk(second, taker.token, { marketId: market.marketId, runnerId, side: 'lay', price: 3, stake: 5 });
      expect(lay.order).toMatchObject({ matched: 5, status: 'matched', averagePrice: 3 });
      const fills = await second.db.select().from(exchangeFills).where(eq(exchangeFills.layOrderId, lay.order.id));
      expect(fills.map((fill) => [fill.backUserId, fill.stakeCents])).toEqual([
        [m0.id, 400],
        [m1.id, 100],
      ]);
      await expectEscrowConsistent(second, market, [...makers.map((maker) => maker.id), taker.id]);
      await expectLedgerReconciled(second);
    }
  }, 60_000);
});

describePostgres('exchange on two instances at once [postgres]', () => {
  const instances = useSharedDatabase(adminUrl);

  it('two instances trading one market never match the same book twice: both show the book the database holds', async () => {
    const [first, second] = [await instances.instance(), await instances.instance()];
    const market = await createExchangeMarket(first, 2);
    const traders = [];
    for (let index = 0; index < 20; index += 1) traders.push(await fundedPlayerIn(first, `ex2i${Date.now() % 1e7}${index}`, 'EUR', 50_00));
    const random = stream(777);
    // Each order goes to one instance or the other: their in-memory books go stale and are rebuilt under the row lock.
    const answers = await Promise.all(
      traders.flatMap((trader, index) =>
        Array.from({ length: 5 }, (_, n) =>
          postOrder((index + n) % 2 === 0 ? first : second, trader.token, {
            marketId: market.marketId,
            runnerId: market.runnerIds[0] ?? '',
            side: random() < 0.5 ? 'back' : 'lay',
            price: prices[Math.floor(random() * prices.length)] ?? 2,
            stake: (2 + Math.floor(random() * 800) / 100).toFixed(2),
          }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(50);
    const ladderOf = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: `/api/exchange/markets/${market.marketId}` })).json<{ response: { ladder: unknown } }>().response.ladder;
    const fresh = await instances.instance();
    const truth = await ladderOf(fresh);
    expect(await ladderOf(first)).toEqual(truth);
    expect(await ladderOf(second)).toEqual(truth);
    // No resting order crossed: best lay below best back on the rebuilt book.
    const runner = (truth as { runners: { availableToBack: { price: number }[]; availableToLay: { price: number }[] }[] }).runners[0];
    if (runner?.availableToBack[0] && runner.availableToLay[0]) expect(runner.availableToBack[0].price).toBeLessThan(runner.availableToLay[0].price);
    const fills = await first.db.select().from(exchangeFills).where(eq(exchangeFills.marketId, market.marketId));
    const sums = await first.db
      .select({ side: exchangeOrders.side, matched: sql<string>`sum(${exchangeOrders.matchedCents})` })
      .from(exchangeOrders)
      .where(eq(exchangeOrders.marketId, market.marketId))
      .groupBy(exchangeOrders.side);
    for (const sum of sums) expect(Number(sum.matched)).toBe(fills.reduce((total, fill) => total + fill.stakeCents, 0));
    await expectEscrowConsistent(first, market, traders.map((trader) => trader.id));
    await expectLedgerReconciled(first);
  }, 120_000);
});
