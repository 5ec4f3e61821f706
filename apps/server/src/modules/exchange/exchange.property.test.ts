import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { exchangeOrders } from '../../db/schema';
import { bearer, createTestApp, testDatabases, type TestApp } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { createExchangeMarket, expectEscrowConsistent, postOrder, walletOf, type TestExchangeMarket } from '../../test/exchange';
import { expectLedgerReconciled } from '../../test/ledger';
import { afterAll, describe } from 'vitest';

/** Prices a few ticks around 2.0 so orders cross often. */
const prices = [1.9, 1.95, 1.98, 2, 2.02, 2.04, 2.1, 2.2];

const placeCommand = fc.record({
  kind: fc.constant('place' as const),
  player: fc.nat({ max: 2 }),
  runner: fc.nat({ max: 2 }),
  side: fc.constantFrom('back' as const, 'lay' as const),
  price: fc.constantFrom(...prices),
  stake: fc.integer({ min: 200, max: 4_000 }),
});
const cancelCommand = fc.record({ kind: fc.constant('cancel' as const), player: fc.nat({ max: 2 }), pick: fc.nat() });
const reduceCommand = fc.record({ kind: fc.constant('reduce' as const), player: fc.nat({ max: 2 }), pick: fc.nat(), keepPercent: fc.integer({ min: 1, max: 99 }) });
const command = fc.oneof({ arbitrary: placeCommand, weight: 4 }, { arbitrary: cancelCommand, weight: 1 }, { arbitrary: reduceCommand, weight: 1 });
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

type Player = { id: string; token: string };

async function run(app: FastifyInstance, market: TestExchangeMarket, players: readonly Player[], step: Command): Promise<void> {
  const player = players[step.player] ?? players[0];
  if (!player) return;
  if (step.kind === 'place') {
    const response = await postOrder(app, player.token, { marketId: market.marketId, runnerId: market.runnerIds[step.runner] ?? '', side: step.side, price: step.price, stake: (step.stake / 100).toFixed(2) });
    // Refused only for want of cash.
    if (response.statusCode !== 200) expect(response.json<{ code: string }>().code).toBe('EXCHANGE_INSUFFICIENT_FUNDS');
    return;
  }
  const open = await app.db.select().from(exchangeOrders).where(and(eq(exchangeOrders.marketId, market.marketId), eq(exchangeOrders.userId, player.id), eq(exchangeOrders.status, 'open')));
  const order = open[step.pick % Math.max(open.length, 1)];
  if (!order) return;
  if (step.kind === 'cancel') {
    expect((await app.inject({ method: 'DELETE', url: `/api/exchange/orders/${order.id}`, headers: bearer(player.token) })).statusCode).toBe(200);
    return;
  }
  const remaining = order.stakeCents - order.matchedCents - order.cancelledCents;
  const keep = Math.floor((remaining * step.keepPercent) / 100);
  if (keep <= 0) return;
  const response = await app.inject({ method: 'PATCH', url: `/api/exchange/orders/${order.id}`, headers: bearer(player.token), payload: { remaining: (keep / 100).toFixed(2) } });
  expect(response.statusCode).toBe(200);
}

// PGlite: the property is about the arithmetic of escrow, not concurrency (the PostgreSQL suite has that).
const pglite = testDatabases[0];
describe('exchange escrow property [pglite]', () => {
  let testApp: TestApp;
  let players: Player[] = [];
  let counter = 0;

  beforeAll(async () => {
    if (!pglite) throw new Error('no pglite database');
    testApp = await createTestApp(pglite);
    players = [];
    for (let index = 0; index < 3; index += 1) players.push(await fundedPlayerIn(testApp.app, `exprop${Date.now() % 1e7}${index}`, 'EUR', 300_00));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('after every step of random place / cancel / reduce sequences, escrow equals the worst-case exposure and never goes below zero', async () => {
    const { app } = testApp;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (steps) => {
        counter += 1;
        const market = await createExchangeMarket(app, 3);
        for (const step of steps) {
          await run(app, market, players, step);
          await expectEscrowConsistent(app, market, players.map((player) => player.id));
        }
        for (const player of players) expect((await walletOf(app, player.id)).cashCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 25, seed: 20_261_124 },
    );
    expect(counter).toBeGreaterThan(0);
    await expectLedgerReconciled(app);
  }, 120_000);
});
