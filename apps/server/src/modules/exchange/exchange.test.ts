import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeMarkets, exchangeOrders } from '../../db/schema';
import { bearer, describeEachDatabase, useSuiteApp } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { createExchangeMarket, expectEscrowConsistent, placeOk, postOrder, walletOf, type TestExchangeMarket } from '../../test/exchange';
import { expectLedgerReconciled } from '../../test/ledger';

type Player = { id: string; token: string };

describeEachDatabase('exchange orders', (database) => {
  const suite = useSuiteApp(database);
  let app: FastifyInstance;
  let market: TestExchangeMarket;
  let alice: Player;
  let bob: Player;
  let counter = 0;
  const player = async (cents = 1_000_00) => fundedPlayerIn(app, `ex${Date.now() % 1e7}${(counter += 1)}`, 'EUR', cents);

  beforeAll(async () => {
    app = suite.app;
    alice = await player();
    bob = await player();
  });

  describe('placing, matching, cancelling', () => {
    beforeAll(async () => {
      market = await createExchangeMarket(app);
    });

    it('rests a back, holds its stake, and a crossing lay matches it at the maker price', async () => {
      const runnerId = market.runnerIds[0] ?? '';
      const back = await placeOk(app, alice.token, { marketId: market.marketId, runnerId, side: 'back', price: 3, stake: 10 });
      expect(back.order).toMatchObject({ status: 'open', matched: 0, remaining: 10, price: 3 });
      expect(back.exposure).toBe(10);
      expect(back.balance).toBe(990);

      // A lay at 3.5 takes the resting back at 3.0 (the maker's price): liability 10 x 2 = 20.
      const lay = await placeOk(app, bob.token, { marketId: market.marketId, runnerId, side: 'lay', price: 3.5, stake: 10 });
      expect(lay.order).toMatchObject({ status: 'matched', matched: 10, remaining: 0, averagePrice: 3 });
      expect(lay.exposure).toBe(20);
      expect(lay.balance).toBe(980);
      await expectEscrowConsistent(app, market, [alice.id, bob.id]);

      const view = await app.inject({ method: 'GET', url: `/api/exchange/markets/${market.marketId}` });
      expect(view.statusCode).toBe(200);
      const ladder = view.json<{ response: { ladder: { matchedVolume: number; runners: { runnerId: string; lastTradedPrice: number; tradedVolume: number }[] } } }>().response.ladder;
      expect(ladder.matchedVolume).toBe(10);
      expect(ladder.runners.find((runner) => runner.runnerId === runnerId)).toMatchObject({ lastTradedPrice: 3, tradedVolume: 10 });

      const position = await app.inject({ method: 'GET', url: `/api/exchange/markets/${market.marketId}/position`, headers: bearer(alice.token) });
      const body = position.json<{ response: { exposure: number; profits: { runnerId: string; profit: number }[]; matches: unknown[]; orders: unknown[] } }>().response;
      expect(body.exposure).toBe(10);
      expect(body.matches).toHaveLength(1);
      expect(body.profits.find((each) => each.runnerId === runnerId)?.profit).toBe(20);
      expect(body.profits.find((each) => each.runnerId !== runnerId)?.profit).toBe(-10);
      await expectLedgerReconciled(app);
    });

    it('answers a replayed requestId with the first order and moves nothing', async () => {
      const runnerId = market.runnerIds[1] ?? '';
      const body = { marketId: market.marketId, runnerId, side: 'back' as const, price: 4, stake: 5, requestId: `replay-${Date.now()}` };
      const first = await placeOk(app, alice.token, body);
      const before = await walletOf(app, alice.id);
      const again = await placeOk(app, alice.token, body);
      expect(again.order.id).toBe(first.order.id);
      expect(await walletOf(app, alice.id)).toEqual(before);
      const orders = await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.requestId, body.requestId));
      expect(orders).toHaveLength(1);
    });

    it("reduces keeping the queue place, cancels, and refuses someone else's order as not found", async () => {
      const runnerId = market.runnerIds[2] ?? '';
      const first = await placeOk(app, alice.token, { marketId: market.marketId, runnerId, side: 'lay', price: 2, stake: 20 });
      const second = await placeOk(app, bob.token, { marketId: market.marketId, runnerId, side: 'lay', price: 2, stake: 20 });
      const reduced = await app.inject({ method: 'PATCH', url: `/api/exchange/orders/${first.order.id}`, headers: bearer(alice.token), payload: { remaining: 5 } });
      expect(reduced.statusCode).toBe(200);
      expect(reduced.json<{ response: { order: { remaining: number; cancelled: number; status: string } } }>().response.order).toMatchObject({ remaining: 5, cancelled: 15, status: 'open' });
      const tooMuch = await app.inject({ method: 'PATCH', url: `/api/exchange/orders/${first.order.id}`, headers: bearer(alice.token), payload: { remaining: 5 } });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json<{ field: string }>().field).toBe('remaining');

      // A back at 2.0 for 6 takes alice's 5 first (she kept her place), then 1 of bob's.
      const taker = await placeOk(app, bob.token, { marketId: market.marketId, runnerId, side: 'back', price: 2, stake: 6 });
      expect(taker.order.matched).toBe(6);
      const aliceOrder = await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, first.order.id));
      expect(aliceOrder[0]).toMatchObject({ matchedCents: 500, status: 'matched' });

      const foreign = await app.inject({ method: 'DELETE', url: `/api/exchange/orders/${second.order.id}`, headers: bearer(alice.token) });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<{ code: string }>().code).toBe('EXCHANGE_ORDER_NOT_FOUND');
      const cancelled = await app.inject({ method: 'DELETE', url: `/api/exchange/orders/${second.order.id}`, headers: bearer(bob.token) });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<{ response: { order: { status: string; matched: number; cancelled: number } } }>().response.order).toMatchObject({ status: 'cancelled', matched: 1, cancelled: 19 });
      const again = await app.inject({ method: 'DELETE', url: `/api/exchange/orders/${second.order.id}`, headers: bearer(bob.token) });
      expect(again.statusCode).toBe(409);
      await expectEscrowConsistent(app, market, [alice.id, bob.id]);
      await expectLedgerReconciled(app);
    });
  });

  describe('bad input: 4xx naming the field, nothing written or held', () => {
    let poor: Player;
    beforeAll(async () => {
      market = await createExchangeMarket(app);
      poor = await player(5_00);
    });

    const cases: [string, (m: TestExchangeMarket) => Record<string, unknown>, number, string][] = [
      ['off-ladder price', (m) => ({ marketId: m.marketId, runnerId: m.runnerIds[0], side: 'back', price: 2.01, stake: 3 }), 400, 'price'],
      ['stake with 3 decimals', (m) => ({ marketId: m.marketId, runnerId: m.runnerIds[0], side: 'back', price: 2, stake: '3.001' }), 400, 'stake'],
      ['stake below the minimum', (m) => ({ marketId: m.marketId, runnerId: m.runnerIds[0], side: 'back', price: 2, stake: 1.99 }), 400, 'stake'],
      ['unknown market', (m) => ({ marketId: '00000000-0000-4000-8000-000000000000', runnerId: m.runnerIds[0], side: 'back', price: 2, stake: 3 }), 404, 'marketId'],
      ['runner of another market', (m) => ({ marketId: m.marketId, runnerId: '00000000-0000-4000-8000-000000000000', side: 'back', price: 2, stake: 3 }), 400, 'runnerId'],
      ['a lay beyond the cash', (m) => ({ marketId: m.marketId, runnerId: m.runnerIds[0], side: 'lay', price: 10, stake: 3 }), 409, 'stake'],
    ];

    it.each(cases)('%s', async (_name, bodyOf, status, field) => {
      const before = await walletOf(app, poor.id);
      const response = await app.inject({ method: 'POST', url: '/api/exchange/orders', headers: bearer(poor.token), payload: { requestId: `bad-${Date.now()}-${(counter += 1)}`, ...bodyOf(market) } });
      expect(response.statusCode).toBe(status);
      expect(response.json<{ field: string }>().field).toBe(field);
      expect(await walletOf(app, poor.id)).toEqual(before);
      expect(await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, poor.id))).toEqual([]);
    });

    it('refuses a suspended and a closed market with 409', async () => {
      for (const [status, code] of [['suspended', 'EXCHANGE_MARKET_SUSPENDED'], ['closed', 'EXCHANGE_MARKET_CLOSED']] as const) {
        const closed = await createExchangeMarket(app);
        await app.db.update(exchangeMarkets).set({ status }).where(eq(exchangeMarkets.id, closed.marketId));
        const response = await postOrder(app, poor.token, { marketId: closed.marketId, runnerId: closed.runnerIds[0] ?? '', side: 'back', price: 2, stake: 3 });
        expect(response.statusCode).toBe(409);
        expect(response.json<{ code: string; field: string }>()).toMatchObject({ code, field: 'marketId' });
      }
    });

    it('refuses a market in another currency', async () => {
      const usd = await createExchangeMarket(app, 2, 'USD');
      const response = await postOrder(app, poor.token, { marketId: usd.marketId, runnerId: usd.runnerIds[0] ?? '', side: 'back', price: 2, stake: 3 });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string }>().code).toBe('EXCHANGE_CURRENCY_MISMATCH');
    });
  });
});
