import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeOrders } from '../../db/schema';
import { createTestApp, testDatabases, type TestApp } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { createExchangeMarket, placeOk, type TestExchangeMarket } from '../../test/exchange';
import { matchedWrites, runWrites, type NewFill } from './exchange.repo';

describe.each(testDatabases)('the batch write of matched orders [$name]', (database) => {
  let testApp: TestApp;
  let market: TestExchangeMarket;
  let backId = '';
  let layId = '';
  let fill: NewFill;

  beforeAll(async () => {
    testApp = await createTestApp(database);
    const { app } = testApp;
    const backer = await fundedPlayerIn(app, `mw-b-${Date.now() % 1e7}`, 'EUR', 100_00);
    const layer = await fundedPlayerIn(app, `mw-l-${Date.now() % 1e7}`, 'EUR', 100_00);
    market = await createExchangeMarket(app, 2);
    const runnerId = market.runnerIds[0] ?? '';
    backId = (await placeOk(app, backer.token, { marketId: market.marketId, runnerId, side: 'back', price: 5, stake: '5.00' })).order.id;
    layId = (await placeOk(app, layer.token, { marketId: market.marketId, runnerId, side: 'lay', price: 2, stake: '5.00' })).order.id;
    fill = { marketId: market.marketId, runnerId, backOrderId: backId, layOrderId: layId, backUserId: backer.id, layUserId: layer.id, priceMilli: 3_500, stakeCents: 1 };
  });
  afterAll(async () => {
    await testApp.close();
  });

  const matchedCentsOf = async (orderId: string) => (await testApp.app.db.select({ cents: exchangeOrders.matchedCents }).from(exchangeOrders).where(eq(exchangeOrders.id, orderId)))[0]?.cents;

  it('fails the whole statement when an order it names was not updated, and writes nothing', async () => {
    const before = await matchedCentsOf(backId);
    const parts = [
      { orderId: backId, cents: 1, priceSum: 3_500 },
      { orderId: randomUUID(), cents: 1, priceSum: 3_500 },
    ];
    const writes = matchedWrites([fill], parts, [{ runnerId: fill.runnerId, lastMilli: 3_500, cents: 1 }]);
    const failure = await testApp.app.db.transaction((tx) => runWrites(tx, writes)).then(() => undefined, (error: unknown) => error);
    // drizzle wraps the database's error (`cause`), which carries the check's message.
    expect(String((failure as { cause?: { message?: string } } | undefined)?.cause?.message)).toContain('exchange: matched orders updated: expected 2, got 1');
    expect(await matchedCentsOf(backId)).toBe(before);
  });

  it('writes when every order it names is updated', async () => {
    const before = await matchedCentsOf(backId);
    const parts = [
      { orderId: backId, cents: 1, priceSum: 3_500 },
      { orderId: layId, cents: 1, priceSum: 3_500 },
    ];
    await testApp.app.db.transaction((tx) => runWrites(tx, matchedWrites([fill], parts, [{ runnerId: fill.runnerId, lastMilli: 3_500, cents: 1 }])));
    expect(await matchedCentsOf(backId)).toBe((before ?? 0) + 1);
  });
});
