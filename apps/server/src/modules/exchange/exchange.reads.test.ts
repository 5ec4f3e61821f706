import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { exchangeMarkets, exchangeOrders, exchangePositions } from '../../db/schema';
import { invalidateSettings } from '../../lib/settings-cache';
import { inTransaction } from '../../lib/transaction';
import { upsertSetting } from '../../lib/settings.repo';
import { bearer, describeEachDatabase, useSuiteApp } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { feedStartMs, startManualFeed } from '../../test/sports';
import { createExchangeMarket, placeOk, postOrder } from '../../test/exchange';
import { inMarketQueue } from './book-cache';
import { seedExchangeDemo } from './exchange.seed';

type Position = { exposure: number; profits: { runnerId: string; profit: number }[]; greenUp: { runnerId: string; side: string; price: number; stake: number; profitsAfter: { profit: number }[] } | null };

describeEachDatabase('exchange reads, green up, bet delay, demo seed', (database) => {
  const suite = useSuiteApp(database);
  let app: FastifyInstance;
  let counter = 0;
  const player = () => fundedPlayerIn(app, `exr${Date.now() % 1e7}${(counter += 1)}`, 'EUR', 500_00);

  beforeAll(() => {
    app = suite.app;
  });

  it('quotes the green-up order at the best prices, and placing it levels the profits', async () => {
    const market = await createExchangeMarket(app, 2);
    const [home, away] = market.runnerIds as [string, string];
    const [alice, bob, maker] = [await player(), await player(), await player()];
    // Alice backs home 10 at 3.0 (bob lays it); the price then shortens: maker lays home at 2.0.
    await placeOk(app, alice.token, { marketId: market.marketId, runnerId: home, side: 'back', price: 3, stake: 10 });
    await placeOk(app, bob.token, { marketId: market.marketId, runnerId: home, side: 'lay', price: 3, stake: 10 });
    await placeOk(app, maker.token, { marketId: market.marketId, runnerId: home, side: 'back', price: 2, stake: 50 });
    const position = (await app.inject({ method: 'GET', url: `/api/exchange/markets/${market.marketId}/position`, headers: bearer(alice.token) })).json<{ response: Position }>().response;
    expect(position.profits).toEqual([
      { runnerId: home, profit: 20 },
      { runnerId: away, profit: -10 },
    ]);
    // Lay home at 2.0 for 15: +20 - 15 = 5 if home wins, -10 + 15 = 5 otherwise.
    expect(position.greenUp).toMatchObject({ runnerId: home, side: 'lay', price: 2, stake: 15 });
    expect(position.greenUp?.profitsAfter.map((each) => each.profit)).toEqual([5, 5]);
    const quote = position.greenUp;
    if (!quote) throw new Error('no quote');
    await placeOk(app, alice.token, { marketId: market.marketId, runnerId: quote.runnerId, side: 'lay', price: quote.price, stake: quote.stake });
    const after = (await app.inject({ method: 'GET', url: `/api/exchange/markets/${market.marketId}/position`, headers: bearer(alice.token) })).json<{ response: Position }>().response;
    expect(after.profits.map((each) => each.profit)).toEqual([5, 5]);
    expect(after.exposure).toBe(0);
    expect(after.greenUp).toBeNull();

    const index = await app.inject({ method: 'GET', url: '/api/exchange/positions?state=open', headers: bearer(alice.token) });
    expect(index.statusCode).toBe(200);
    expect(index.json<{ response: { list: { marketId: string; openOrders: number; matchedStake: number }[] } }>().response.list).toContainEqual(expect.objectContaining({ marketId: market.marketId, openOrders: 0, matchedStake: 25 }));
  });

  it('lists open markets in the lobby with best prices, guests included', async () => {
    const market = await createExchangeMarket(app, 2);
    const trader = await player();
    await placeOk(app, trader.token, { marketId: market.marketId, runnerId: market.runnerIds[0] ?? '', side: 'back', price: 1.5, stake: 7 });
    await placeOk(app, trader.token, { marketId: market.marketId, runnerId: market.runnerIds[0] ?? '', side: 'lay', price: 1.4, stake: 3 });
    const lobby = await app.inject({ method: 'GET', url: '/api/exchange/markets?perPage=100' });
    expect(lobby.statusCode).toBe(200);
    const row = lobby.json<{ response: { list: { id: string; runners: { id: string; bestBack: unknown; bestLay: unknown }[] }[] } }>().response.list.find((each) => each.id === market.marketId);
    expect(row?.runners[0]).toMatchObject({ bestBack: { price: 1.4, size: 3 }, bestLay: { price: 1.5, size: 7 } });
    const eventName = (await app.inject({ method: 'GET', url: `/api/exchange/markets/${market.marketId}` })).json<{ response: { eventName: string } }>().response.eventName;
    const searched = await app.inject({ method: 'GET', url: `/api/exchange/markets?q=${encodeURIComponent(eventName)}&state=upcoming` });
    expect(searched.json<{ response: { list: { id: string }[]; total: number } }>().response).toMatchObject({ total: 1, list: [{ id: market.marketId }] });
    const unknown = await app.inject({ method: 'GET', url: '/api/exchange/markets/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('holds an in-play order for the bet delay, then checks the market again', async () => {
    await inTransaction(app.db, (tx) => upsertSetting(tx, 'exchange', { betDelaySeconds: 1 }));
    invalidateSettings(app.db);
    try {
      const market = await createExchangeMarket(app, 2);
      await app.db.update(exchangeMarkets).set({ inPlay: true }).where(eq(exchangeMarkets.id, market.marketId));
      const trader = await player();
      const started = Date.now();
      await placeOk(app, trader.token, { marketId: market.marketId, runnerId: market.runnerIds[0] ?? '', side: 'back', price: 2, stake: 5 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);

      // Suspended during the delay (a dangerous moment): refused, nothing written.
      const pending = postOrder(app, trader.token, { marketId: market.marketId, runnerId: market.runnerIds[0] ?? '', side: 'back', price: 2, stake: 6 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await app.db.update(exchangeMarkets).set({ status: 'suspended' }).where(eq(exchangeMarkets.id, market.marketId));
      const refused = await pending;
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ code: string }>().code).toBe('EXCHANGE_MARKET_SUSPENDED');
      expect(await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.marketId, market.marketId))).toHaveLength(1);

      // Turned in-play after the order's checks (while it queued for the market): it still waits the delay.
      const later = await createExchangeMarket(app, 2);
      const turning = inMarketQueue(app.db, later.marketId, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await app.db.update(exchangeMarkets).set({ inPlay: true }).where(eq(exchangeMarkets.id, later.marketId));
      });
      const queuedAt = Date.now();
      const queued = await placeOk(app, trader.token, { marketId: later.marketId, runnerId: later.runnerIds[0] ?? '', side: 'lay', price: 2, stake: 5 });
      await turning;
      expect(queued.order.status).toBe('open');
      expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(1_300);
    } finally {
      await inTransaction(app.db, (tx) => upsertSetting(tx, 'exchange', {}));
      invalidateSettings(app.db);
    }
  });

  it('seeds the demo exchange from upcoming football events once, with resting orders and their escrow', async () => {
    await startManualFeed(app, 42, feedStartMs());
    const created = await seedExchangeDemo(app.db);
    expect(created).toBeGreaterThan(0);
    expect(await seedExchangeDemo(app.db)).toBe(0);
    const lobby = await app.inject({ method: 'GET', url: '/api/exchange/markets?perPage=100&sportId=1' });
    const rows = lobby.json<{ response: { list: { runners: { bestBack: unknown; bestLay: unknown }[] }[] } }>().response.list;
    expect(rows.length).toBe(created);
    expect(rows[0]?.runners.every((runner) => runner.bestBack !== null && runner.bestLay !== null)).toBe(true);
    const held = await app.db.select().from(exchangePositions);
    expect(held.some((position) => position.escrowCents > 0)).toBe(true);
    await app.feed.stop();
  });
});
