import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeOrders, selections, users } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import { describeEachDatabase } from '../../test/app';
import { createMarket, fundedPlayerIn } from '../../test/betting';
import { expectEscrowConsistent, placeOk, walletOf, type TestExchangeMarket } from '../../test/exchange';
import { expectLedgerReconciled, useMoneySuite } from '../../test/ledger';
import { staffBalanceTransferred } from '@oddsmith/core';
import { postEvent } from '../ledger';
import { insertExchangeMarket } from './exchange.seed';
import { fundMarketMaker, runMarketMaker } from './market-maker';

type RunnerLadder = { runnerId: string; availableToBack: { price: number; size: number }[]; availableToLay: { price: number; size: number }[] };

async function ladderOf(app: FastifyInstance, marketId: string): Promise<RunnerLadder[]> {
  const view = await app.inject({ method: 'GET', url: `/api/exchange/markets/${marketId}` });
  expect(view.statusCode).toBe(200);
  return view.json<{ response: { ladder: { runners: RunnerLadder[] } } }>().response.ladder.runners;
}

/** Fair price of a runner of a market priced `odds` (margin out), as the maker computes it. */
const fairOf = (odds: readonly number[], index: number) => (odds[index] ?? 0) * odds.reduce((sum, each) => sum + 1 / each, 0);

describeEachDatabase('exchange market maker', (database) => {
  let app: FastifyInstance;
  let staff: string;
  useMoneySuite(database, (suite) => {
    app = suite.app;
    staff = suite.staff;
  });

  let counter = 0;
  const linkedMarket = async (odds: readonly number[]): Promise<TestExchangeMarket & { selectionIds: string[] }> => {
    counter += 1;
    const book = await createMarket(app, staff, `MM${Date.now() % 1e6}${counter}`, odds);
    const created = await inTransaction(app.db, (tx) =>
      insertExchangeMarket(tx, {
        eventName: `Maker test ${counter} ${Date.now()}`,
        sportId: 1,
        startsAt: new Date(Date.now() + 3_600_000),
        linkedEventId: book.eventId,
        marketName: 'Match Odds',
        linkedMarketId: book.marketId,
        runners: book.options.map((selectionId, index) => ({ name: `R${index}`, linkedSelectionId: selectionId })),
      }),
    );
    return { marketId: created.market.id, runnerIds: created.runners.map((runner) => runner.id), selectionIds: book.options };
  };
  const makerId = async () => (await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_liquidity')))[0]?.id ?? '';

  describe('quoting a linked market', () => {
    const odds = [1.9, 3.4, 4.2];
    let market: Awaited<ReturnType<typeof linkedMarket>>;

    beforeAll(async () => {
      market = await linkedMarket(odds);
    });

    it('fills both sides of every runner around the de-margined price, never crossed', async () => {
      const report = await runMarketMaker(app.db, { marketIds: [market.marketId] });
      expect(report).toMatchObject({ scanned: 1, quoted: 1, failed: 0 });
      const ladder = await ladderOf(app, market.marketId);
      ladder.forEach((runner, index) => {
        const fair = fairOf(odds, index);
        expect(runner.availableToBack.length).toBeGreaterThanOrEqual(2);
        expect(runner.availableToLay.length).toBeGreaterThanOrEqual(2);
        const bestBack = runner.availableToBack[0]?.price ?? 0;
        const bestLay = runner.availableToLay[0]?.price ?? 0;
        expect(bestBack).toBeLessThan(fair);
        expect(bestLay).toBeGreaterThan(fair);
        expect(bestBack).toBeLessThan(bestLay);
        for (const level of [...runner.availableToBack, ...runner.availableToLay]) expect(level.size).toBeGreaterThanOrEqual(2);
      });
      await expectEscrowConsistent(app, market, [await makerId()]);
    });

    it('leaves quotes alone when nothing moved', async () => {
      const report = await runMarketMaker(app.db, { marketIds: [market.marketId] });
      expect(report).toMatchObject({ quoted: 0, placed: 0, cancelled: 0 });
    });

    it("matches a player's back against the maker's lay, then re-quotes the taken runner only", async () => {
      const player = await fundedPlayerIn(app, `mm${Date.now() % 1e7}`, 'EUR', 500_00);
      const runnerId = market.runnerIds[1] ?? '';
      const before = await ladderOf(app, market.marketId);
      const best = before.find((runner) => runner.runnerId === runnerId)?.availableToBack[0];
      const taken = await placeOk(app, player.token, { marketId: market.marketId, runnerId, side: 'back', price: best?.price ?? 0, stake: 10 });
      expect(taken.order).toMatchObject({ status: 'matched', matched: 10, averagePrice: best?.price });
      const report = await runMarketMaker(app.db, { marketIds: [market.marketId] });
      expect(report).toMatchObject({ quoted: 1, failed: 0 });
      expect(report.cancelled).toBeLessThanOrEqual(6);
      const after = await ladderOf(app, market.marketId);
      expect(after.find((runner) => runner.runnerId === runnerId)?.availableToBack[0]).toEqual(best);
      await expectEscrowConsistent(app, market, [await makerId(), player.id]);
    });

    it("never crosses a player's resting order (post-only)", async () => {
      const player = await fundedPlayerIn(app, `mp${Date.now() % 1e7}`, 'EUR', 500_00);
      const runnerId = market.runnerIds[0] ?? '';
      // Above the maker's backs nobody lays: the player's back at 2.10 rests.
      const resting = await placeOk(app, player.token, { marketId: market.marketId, runnerId, side: 'back', price: 2.1, stake: 5, persistence: 'keep' });
      expect(resting.order.status).toBe('open');
      // Fair rises to about 2.23: the maker's lays (2.22, 2.20, 2.18) would all match the player's back; it skips them.
      await app.db.update(selections).set({ oddsMilli: 2_300 }).where(eq(selections.id, market.selectionIds[0] ?? ''));
      await runMarketMaker(app.db, { marketIds: [market.marketId] });
      const ladder = (await ladderOf(app, market.marketId)).find((runner) => runner.runnerId === runnerId);
      expect(ladder?.availableToLay[0]).toMatchObject({ price: 2.1, size: 5 });
      for (const level of ladder?.availableToBack ?? []) expect(level.price).toBeLessThan(2.1);
      const order = await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, resting.order.id));
      expect(order[0]).toMatchObject({ status: 'open', matchedCents: 0 });
    });

    it('re-quotes when the sportsbook price moves, cancelling the stale quotes', async () => {
      const runnerId = market.runnerIds[2] ?? '';
      await app.db.update(selections).set({ oddsMilli: 6_000 }).where(eq(selections.id, market.selectionIds[2] ?? ''));
      const report = await runMarketMaker(app.db, { marketIds: [market.marketId] });
      expect(report.cancelled).toBeGreaterThan(0);
      const newOdds = [2.3, odds[1] ?? 0, 6];
      const ladder = (await ladderOf(app, market.marketId)).find((runner) => runner.runnerId === runnerId);
      const fair = fairOf(newOdds, 2);
      expect(ladder?.availableToBack[0]?.price).toBeLessThan(fair);
      expect(ladder?.availableToLay[0]?.price).toBeGreaterThan(fair);
      expect(ladder?.availableToBack[0]?.price).toBeGreaterThan(5);
      const maker = await makerId();
      const open = await app.db.select().from(exchangeOrders).where(and(eq(exchangeOrders.marketId, market.marketId), eq(exchangeOrders.userId, maker), eq(exchangeOrders.status, 'open')));
      expect(open.every((order) => order.persistence === 'keep')).toBe(true);
      await expectEscrowConsistent(app, market, [maker]);
      const wallet = await walletOf(app, maker);
      expect(wallet.cashCents).toBeGreaterThanOrEqual(0);
      await expectLedgerReconciled(app);
    });
  });

  it('quotes nothing on a market whose selections are not all priced', async () => {
    const market = await linkedMarket([2, 2]);
    await app.db.update(selections).set({ oddsMilli: null }).where(eq(selections.id, market.selectionIds[0] ?? ''));
    const report = await runMarketMaker(app.db, { marketIds: [market.marketId] });
    expect(report).toMatchObject({ scanned: 1, quoted: 0, placed: 0 });
  });

  it('tops the maker up from the house by a ledger transfer when its cash runs low', async () => {
    const maker = await fundMarketMaker(app.db);
    const { cashCents } = await walletOf(app, maker);
    // Take all but 100 EUR back to the house (as staff would), then fund again.
    const debit = { actionId: `mm-test-${Date.now()}`, playerId: maker, currency: 'EUR', amountCents: cashCents - 100_00, direction: 'debit' as const };
    await inTransaction(app.db, (tx) => postEvent(tx, staffBalanceTransferred(debit), { note: 'test' }));
    expect((await walletOf(app, maker)).cashCents).toBe(100_00);
    await fundMarketMaker(app.db);
    expect((await walletOf(app, maker)).cashCents).toBe(100_000_00);
    await fundMarketMaker(app.db);
    expect((await walletOf(app, maker)).cashCents).toBe(100_000_00);
  });
});
