import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeFills, exchangeMarkets, exchangeOrders } from '../../db/schema';
import { describeEachDatabase, useSuiteApp } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { createExchangeMarket, expectEscrowConsistent, postOrder, walletOf, type OrderBody, type TestExchangeMarket } from '../../test/exchange';
import { expectLedgerReconciled } from '../../test/ledger';
import { inMarketQueue } from './book-cache';
import { ordersPending } from './exchange.service';

type Player = { id: string; token: string };
type Order = { player: number; body: Omit<OrderBody, 'marketId'> };

/** A small deterministic random stream (tests never use Math.random for their scenario). */
function stream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function bookSeqOf(app: FastifyInstance, marketId: string): Promise<number> {
  const [row] = await app.db.select({ bookSeq: exchangeMarkets.bookSeq }).from(exchangeMarkets).where(eq(exchangeMarkets.id, marketId));
  return row?.bookSeq ?? -1;
}

/** When `userIds`' orders on a market were inserted (time order): one transaction's orders share its clock. */
async function createdAtsOf(app: FastifyInstance, marketId: string, userIds: readonly string[]): Promise<number[]> {
  const rows = await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.marketId, marketId)).orderBy(asc(exchangeOrders.bookId));
  return rows.filter((row) => userIds.includes(row.userId)).map((row) => row.createdAt.getTime());
}

/**
 * Holds the market's queue while `submit` sends its orders, so they wait and go in as one batch:
 * `lead` (sent first, alone) takes the first batch and waits on the held queue; everything sent
 * after it waits for the next. The waits watch the market's queue, not the clock, so a slow machine
 * changes nothing. Answers the orders' responses.
 */
async function inOneBatch<T>(app: FastifyInstance, marketId: string, lead: () => Promise<unknown>, submit: () => Promise<T>[]): Promise<T[]> {
  let release = () => {};
  const held = inMarketQueue(app.db, marketId, () => new Promise<void>((resolve) => (release = resolve)));
  const first = lead();
  // The lead's batch is running (and waits on the held queue) before the others are sent.
  await expect.poll(() => ordersPending(app.db, marketId), { timeout: 30_000, interval: 10 }).toBe(1);
  let answered = 0;
  const pending = submit().map((request) => request.finally(() => (answered += 1)));
  // Every order has passed its checks before the lock: queued behind the lead, or already refused.
  await expect.poll(() => ordersPending(app.db, marketId) - 1 + answered, { timeout: 30_000, interval: 10 }).toBe(pending.length);
  release();
  await held;
  await first;
  return Promise.all(pending);
}

describeEachDatabase('exchange order batches', (database) => {
  const suite = useSuiteApp(database);
  let app: FastifyInstance;
  let counter = 0;
  const player = (cents: number): Promise<Player> => fundedPlayerIn(app, `exg${Date.now() % 1e7}${(counter += 1)}`, 'EUR', cents);

  beforeAll(() => {
    app = suite.app;
  });

  /** Any small order of a player of its own on the market: the batch ahead of the one under test. */
  async function leadOf(market: TestExchangeMarket): Promise<() => Promise<unknown>> {
    const lead = await player(100_00);
    return () => postOrder(app, lead.token, { marketId: market.marketId, runnerId: market.runnerIds[1] ?? '', side: 'back', price: 50, stake: 2 });
  }

  it('a batch leaves the book, fills, balances and escrow exactly as the same orders placed one at a time', async () => {
    const random = stream(99);
    const prices = [1.96, 1.98, 2, 2.02, 2.04];
    const orders: Order[] = Array.from({ length: 22 }, () => ({
      player: Math.floor(random() * 5),
      body: { runnerId: '', side: random() < 0.5 ? 'back' : 'lay', price: prices[Math.floor(random() * prices.length)] ?? 2, stake: (2 + Math.floor(random() * 800) / 100).toFixed(2) },
    }));
    const [batched, single] = [await createExchangeMarket(app, 2), await createExchangeMarket(app, 2)];
    const batchPlayers: Player[] = [];
    const singlePlayers: Player[] = [];
    for (let index = 0; index < 5; index += 1) {
      batchPlayers.push(await player(200_00));
      singlePlayers.push(await player(200_00));
    }
    const bodyIn = (market: TestExchangeMarket, order: Order) => ({ ...order.body, marketId: market.marketId, runnerId: market.runnerIds[0] ?? '' });
    // The first six one at a time on both markets: the players hold resting orders and fills the batch then matches against.
    for (const order of orders.slice(0, 6)) {
      expect((await postOrder(app, batchPlayers[order.player]?.token ?? '', bodyIn(batched, order))).statusCode).toBe(200);
      expect((await postOrder(app, singlePlayers[order.player]?.token ?? '', bodyIn(single, order))).statusCode).toBe(200);
    }
    const rest = orders.slice(6);
    const lead = await leadOf(batched);
    const seqBefore = await bookSeqOf(app, batched.marketId);
    const answers = await inOneBatch(app, batched.marketId, lead, () => rest.map((order) => postOrder(app, batchPlayers[order.player]?.token ?? '', bodyIn(batched, order))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(rest.map(() => 200));
    // At most the lead's transaction and ONE for the sixteen orders (their shared clock says one).
    expect(await bookSeqOf(app, batched.marketId)).toBeLessThanOrEqual(seqBefore + 2);
    expect(new Set((await createdAtsOf(app, batched.marketId, batchPlayers.map((each) => each.id))).slice(6)).size).toBe(1);

    // The batch took them in arrival order (book_id); the same orders one at a time, in that order, on the other market.
    const stored = await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.marketId, batched.marketId)).orderBy(asc(exchangeOrders.bookId));
    const placed = stored.filter((row) => row.runnerId === batched.runnerIds[0]);
    const playerOf = (userId: string) => batchPlayers.findIndex((each) => each.id === userId);
    for (const row of placed.slice(6)) {
      const body = { runnerId: single.runnerIds[0] ?? '', side: row.side, price: row.priceMilli / 1000, stake: (row.stakeCents / 100).toFixed(2) };
      const answer = await postOrder(app, singlePlayers[playerOf(row.userId)]?.token ?? '', { ...body, marketId: single.marketId });
      expect(answer.statusCode).toBe(200);
    }
    const replayed = await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.marketId, single.marketId)).orderBy(asc(exchangeOrders.bookId));
    const stateOf = (row: (typeof stored)[number]) => [row.side, row.priceMilli, row.stakeCents, row.matchedCents, row.matchedPriceSum, row.status];
    expect(replayed.map(stateOf)).toEqual(placed.map(stateOf));
    const indexOf = (rows: typeof stored, id: string) => rows.findIndex((row) => row.id === id);
    const fillsOf = async (market: TestExchangeMarket, rows: typeof stored) =>
      (await app.db.select().from(exchangeFills).where(eq(exchangeFills.marketId, market.marketId)))
        .map((fill) => [indexOf(rows, fill.backOrderId), indexOf(rows, fill.layOrderId), fill.priceMilli, fill.stakeCents].join(' '))
        .sort();
    expect(await fillsOf(single, replayed)).toEqual(await fillsOf(batched, placed));
    for (let index = 0; index < 5; index += 1) {
      expect(await walletOf(app, singlePlayers[index]?.id ?? '')).toEqual(await walletOf(app, batchPlayers[index]?.id ?? ''));
    }
    await expectEscrowConsistent(app, batched, batchPlayers.map((each) => each.id));
    await expectLedgerReconciled(app);
  }, 60_000);

  it('refuses the order short of funds and the player who may not trade here alone: the rest of the batch commits', async () => {
    const market = await createExchangeMarket(app, 2);
    const [rich, poor, other] = [await player(100_00), await player(5_00), await player(100_00)];
    const dollars = await fundedPlayerIn(app, `exgusd${Date.now() % 1e7}`, 'USD', 100_00);
    const runnerId = market.runnerIds[0] ?? '';
    const lead = await leadOf(market);
    const seqBefore = await bookSeqOf(app, market.marketId);
    const [first, refused, foreign, last] = await inOneBatch(app, market.marketId, lead, () => [
      postOrder(app, rich.token, { marketId: market.marketId, runnerId, side: 'back', price: 2, stake: 10 }),
      // A lay of 10.00 at 3.0 risks 20.00: beyond 5.00 of cash.
      postOrder(app, poor.token, { marketId: market.marketId, runnerId, side: 'lay', price: 3, stake: 10 }),
      // A USD account on a EUR market.
      postOrder(app, dollars.token, { marketId: market.marketId, runnerId, side: 'lay', price: 2, stake: 2 }),
      postOrder(app, other.token, { marketId: market.marketId, runnerId, side: 'lay', price: 2, stake: 4 }),
    ]);
    expect([first?.statusCode, refused?.statusCode, foreign?.statusCode, last?.statusCode]).toEqual([200, 409, 409, 200]);
    expect(refused?.json<{ code: string }>().code).toBe('EXCHANGE_INSUFFICIENT_FUNDS');
    expect(foreign?.json<{ code: string }>().code).toBe('EXCHANGE_CURRENCY_MISMATCH');
    expect(await bookSeqOf(app, market.marketId)).toBeLessThanOrEqual(seqBefore + 2);
    expect(new Set(await createdAtsOf(app, market.marketId, [rich.id, other.id])).size).toBe(1);
    expect(await walletOf(app, poor.id)).toEqual({ cashCents: 5_00, escrowCents: 0 });
    expect((await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, poor.id))).length).toBe(0);
    // The other two matched each other (4.00 at 2.0).
    expect(last?.json<{ response: { order: { matched: number } } }>().response.order.matched).toBe(4);
    await expectEscrowConsistent(app, market, [rich.id, poor.id, other.id]);
    await expectLedgerReconciled(app);
  }, 60_000);

  describe('the same player twice in one batch', () => {
    it('counts the first order when checking the second: only what cash covers goes in', async () => {
      const market = await createExchangeMarket(app, 2);
      const trader = await player(10_00);
      const runnerId = market.runnerIds[0] ?? '';
      const lead = await leadOf(market);
      const seqBefore = await bookSeqOf(app, market.marketId);
      const other = await player(100_00);
      const answers = await inOneBatch(app, market.marketId, lead, () => [
        postOrder(app, trader.token, { marketId: market.marketId, runnerId, side: 'back', price: 2, stake: 6 }),
        postOrder(app, trader.token, { marketId: market.marketId, runnerId, side: 'back', price: 2.2, stake: 6 }),
        postOrder(app, other.token, { marketId: market.marketId, runnerId, side: 'back', price: 3, stake: 2 }),
      ]);
      const codes = answers.map((answer) => answer.statusCode);
      // The trader's two orders join the queue in whichever order their checks end: the first there goes in, the other is refused.
      expect(codes.slice(0, 2).sort()).toEqual([200, 409]);
      expect(codes[2]).toBe(200);
      // One transaction (one book_seq step, one clock) for the two taken: the batch's own check refused the second; the batch did not fail and go again order by order.
      expect(await bookSeqOf(app, market.marketId)).toBeLessThanOrEqual(seqBefore + 2);
      expect(new Set(await createdAtsOf(app, market.marketId, [trader.id, other.id])).size).toBe(1);
      expect(await walletOf(app, trader.id)).toEqual({ cashCents: 4_00, escrowCents: 6_00 });
      await expectEscrowConsistent(app, market, [trader.id]);
    }, 60_000);

    it('takes both when cash covers both, and answers each with the balance after the batch', async () => {
      const market = await createExchangeMarket(app, 2);
      const trader = await player(12_00);
      const runnerId = market.runnerIds[0] ?? '';
      const lead = await leadOf(market);
      const seqBefore = await bookSeqOf(app, market.marketId);
      const answers = await inOneBatch(app, market.marketId, lead, () => [
        postOrder(app, trader.token, { marketId: market.marketId, runnerId, side: 'back', price: 2, stake: 6 }),
        postOrder(app, trader.token, { marketId: market.marketId, runnerId, side: 'back', price: 2.2, stake: 6 }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await bookSeqOf(app, market.marketId)).toBeLessThanOrEqual(seqBefore + 2);
      expect(new Set(await createdAtsOf(app, market.marketId, [trader.id])).size).toBe(1);
      for (const answer of answers) expect(answer.json<{ response: { balance: number; exposure: number } }>().response).toMatchObject({ balance: 0, exposure: 12 });
      await expectEscrowConsistent(app, market, [trader.id]);
      await expectLedgerReconciled(app);
    }, 60_000);
  });

  it('answers a requestId sent twice in one batch with the one order, and the rest of the batch still goes in', async () => {
    const market = await createExchangeMarket(app, 2);
    const [trader, other] = [await player(100_00), await player(100_00)];
    const runnerId = market.runnerIds[0] ?? '';
    const body = { marketId: market.marketId, runnerId, side: 'back' as const, price: 2, stake: 5, requestId: `twice-${Date.now()}` };
    const lead = await leadOf(market);
    const [first, again, others] = await inOneBatch(app, market.marketId, lead, () => [
      postOrder(app, trader.token, body),
      postOrder(app, trader.token, body),
      postOrder(app, other.token, { marketId: market.marketId, runnerId, side: 'back', price: 2.5, stake: 3 }),
    ]);
    expect([first?.statusCode, again?.statusCode, others?.statusCode]).toEqual([200, 200, 200]);
    const idOf = (answer: typeof first) => answer?.json<{ response: { order: { id: string } } }>().response.order.id;
    expect(idOf(again)).toBe(idOf(first));
    expect((await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, trader.id))).length).toBe(1);
    // Sent once more after the commit: the same order again, nothing new held.
    const replay = await postOrder(app, trader.token, body);
    expect(idOf(replay)).toBe(idOf(first));
    expect(await walletOf(app, trader.id)).toEqual({ cashCents: 95_00, escrowCents: 5_00 });
    await expectLedgerReconciled(app);
  }, 60_000);
});
