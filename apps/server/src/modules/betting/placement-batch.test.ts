import { placeBetRequestSchema, type PlaceBetPayload } from '@oddsmith/core';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers, tickets, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bearer, demoAccounts, describeEachDatabase, loginDemo, testDatabases, useSuiteApp } from '../../test/app';
import { fundedPlayer } from '../../test/bank';
import { createMarket, expectBalancesLeftOneAfterAnother, putRiskSettings, type TestMarket } from '../../test/betting';
import { expectLedgerReconciled, useMoneySuite } from '../../test/ledger';
import { placeBet } from './betting.service';
import { placeBatch, placementBatchCounters, type PlacementRequest } from './placement-batch';

type Body = { betType: 'single' | 'multi'; bets: { gameId: string; optionId: string; odds: number; stake?: number }[]; totalStake?: number; requestId: string };

const leg = (market: TestMarket, odds: number, index: number, stake?: number) => ({ gameId: market.eventId, optionId: market.options[index] ?? '', odds, ...(stake === undefined ? {} : { stake }) });

function requestOf(userId: string, body: Body): PlacementRequest {
  const order = placeBetRequestSchema.parse({ useBonus: false, acceptOddsChanges: 'none', totalStake: 0, ...body });
  return { auth: { userId, role: 'player', sessionId: 'test' }, order, now: new Date() };
}

/** An answer without what differs between two players placing the same slips (ids, times). */
function answerOf(settled: PromiseSettledResult<PlaceBetPayload>) {
  if (settled.status === 'rejected') {
    const error: unknown = settled.reason;
    return { refused: error instanceof AppError ? `${error.statusCode} ${error.code} ${error.field ?? ''}` : String(error) };
  }
  const { tickets: placed, ...balances } = settled.value;
  return { ...balances, tickets: placed.map(({ id: _id, placedAt: _at, ...ticket }) => ticket) };
}

/** The player's tickets and ledger movements, and the wallets, without ids and times. */
async function bookOf(app: FastifyInstance, userId: string) {
  const wallets = await app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)).orderBy(asc(ledgerAccounts.kind));
  const walletIds = wallets.map((wallet) => wallet.id);
  const moves = await app.db
    .select()
    .from(ledgerTransfers)
    .where(or(inArray(ledgerTransfers.debitAccountId, walletIds), inArray(ledgerTransfers.creditAccountId, walletIds)))
    .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.amountCents));
  const rows = await app.db.select().from(tickets).where(eq(tickets.userId, userId)).orderBy(asc(tickets.requestId), asc(tickets.requestSeq));
  return {
    wallets: wallets.map(({ kind, balanceCents, debitsPendingCents }) => ({ kind, balanceCents, debitsPendingCents })),
    moves: moves
      .filter((move) => move.code === 'bet_stake')
      .map((move) => ({ code: move.code, amountCents: move.amountCents, phase: move.phase, note: move.note, byPlayer: move.createdBy === userId, fromWallet: walletIds.includes(move.debitAccountId) }))
      .sort((a, b) => a.amountCents - b.amountCents),
    tickets: rows.map(({ requestId, requestSeq, betType, status, stakeCents, potentialReturnCents, funding, balanceAfterCents, bonusBalanceAfterCents }) => ({
      requestId,
      requestSeq,
      betType,
      status,
      stakeCents,
      potentialReturnCents,
      funding,
      balanceAfterCents,
      bonusBalanceAfterCents,
    })),
  };
}

describeEachDatabase('betting: placement by group commit', (database) => {
  let app: FastifyInstance;
  let staff: string;
  let m1: TestMarket, m2: TestMarket, m3: TestMarket;

  useMoneySuite(database, async (suite) => {
    ({ app, staff } = suite);
    const made: TestMarket[] = [];
    for (const [name, odds] of [['Batch one', [1.8, 2.05]], ['Batch two', [2.05, 1.8]], ['Batch three', [3, 1.4]]] as const) made.push(await createMarket(app, staff, name, odds));
    [m1, m2, m3] = made as [TestMarket, TestMarket, TestMarket];
  });

  /** Singles, a multi, a moved price, short funds, the rest of the balance, and a twin of the first. */
  const slips = (): Body[] => [
    { betType: 'single', bets: [leg(m1, 1.8, 0, 5), leg(m2, 2.05, 0, 3)], requestId: 'batch-req-1' },
    { betType: 'multi', bets: [leg(m1, 2.05, 1), leg(m2, 1.8, 1), leg(m3, 3, 0)], totalStake: 10, requestId: 'batch-req-2' },
    { betType: 'single', bets: [leg(m2, 1.5, 1, 1)], requestId: 'batch-req-3' },
    { betType: 'single', bets: [leg(m2, 1.8, 1, 20)], requestId: 'batch-req-4' },
    { betType: 'single', bets: [leg(m3, 1.4, 1, 12)], requestId: 'batch-req-5' },
    { betType: 'single', bets: [leg(m1, 1.8, 0, 5), leg(m2, 2.05, 0, 3)], requestId: 'batch-req-1' },
  ];

  it('answers and writes what the single path does, order by order (same player, refusals, a twin)', async () => {
    const alone = await fundedPlayer(app, 'batch-alone', 3_000);
    const batched = await fundedPlayer(app, 'batch-together', 3_000);
    const single: PromiseSettledResult<PlaceBetPayload>[] = [];
    for (const body of slips()) {
      const { auth, order } = requestOf(alone.id, body);
      single.push(await placeBet(app.db, auth, order).then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason })));
    }
    const before = { ...placementBatchCounters };
    const together = await placeBatch(app.db, slips().map((body) => requestOf(batched.id, body)));
    expect(placementBatchCounters.batches).toBe(before.batches + 1);
    expect(placementBatchCounters.fallbacks).toBe(before.fallbacks);

    expect(together.map(answerOf)).toEqual(single.map(answerOf));
    expect(together.map(answerOf).map((answer) => ('refused' in answer ? answer.refused : answer.balance))).toEqual([
      22,
      12,
      '409 BETSLIP_ODDS_CHANGED bets',
      '409 BETSLIP_INSUFFICIENT_FUNDS bets',
      0,
      22,
    ]);
    // The twin answers its first, ids included.
    expect(together[5]).toEqual(together[0]);
    expect(await bookOf(app, batched.id)).toEqual(await bookOf(app, alone.id));
  });

  it('answers a requestId placed by an earlier batch with its first answer, debiting once', async () => {
    const player = await fundedPlayer(app, 'batch-replay', 1_000);
    const body: Body = { betType: 'single', bets: [leg(m1, 1.8, 0, 4)], requestId: 'batch-replay-1' };
    const [first] = await placeBatch(app.db, [requestOf(player.id, body)]);
    const again = await placeBatch(app.db, [requestOf(player.id, body), requestOf(player.id, body)]);
    expect(first).toMatchObject({ status: 'fulfilled' });
    expect(again).toEqual([first, first]);
    const book = await bookOf(app, player.id);
    expect(book.moves).toHaveLength(1);
    expect(book.wallets.find((wallet) => wallet.kind === 'cash')?.balanceCents).toBe(600);
  });

  it('a batch led by an account without wallets (staff) runs order by order: the staff is refused, the player placed', async () => {
    const player = await fundedPlayer(app, 'batch-after-staff', 1_000);
    const [staffUser] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, demoAccounts.staff.username));
    const before = { ...placementBatchCounters };
    const body = (requestId: string): Body => ({ betType: 'single', bets: [leg(m1, 1.8, 0, 2)], requestId });
    const [refused, placed] = await placeBatch(app.db, [requestOf(staffUser?.id ?? '', body('batch-staff-1')), requestOf(player.id, body('batch-staff-2'))]);
    expect(placementBatchCounters.fallbacks).toBe(before.fallbacks + 1);
    expect(refused && answerOf(refused)).toEqual({ refused: '403 FORBIDDEN ' });
    expect(placed).toMatchObject({ status: 'fulfilled', value: { balance: 8 } });
  });

  it('posts the stakes of a batch on a lane to that lane\'s house shards only', async () => {
    const players = await Promise.all([0, 1, 2].map((index) => fundedPlayer(app, `batch-lane-${index}`, 1_000)));
    const answers = await placeBatch(
      app.db,
      players.map((player, index) => requestOf(player.id, { betType: 'single', bets: [leg(m1, 1.8, 0, 1), leg(m2, 1.8, 1, 2), leg(m3, 3, 0, 3)], requestId: `batch-lane-${index}` })),
      { index: 3, count: 4 },
    );
    const ticketIds = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value.tickets.map((ticket) => ticket.id) : []));
    expect(ticketIds).toHaveLength(9);
    const houses = await app.db
      .select({ shard: ledgerAccounts.shard })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
      .where(inArray(ledgerTransfers.idempotencyKey, ticketIds.map((id) => `bet:${id}:stake`)));
    expect(houses).toHaveLength(9);
    expect(houses.map((house) => house.shard % 4)).toEqual(Array.from({ length: 9 }, () => 3));
  });

  it('decides a batch order by order when risk suspends a market in it: a later bet on that market is refused', async () => {
    const market = await createMarket(app, staff, 'Batch suspend', [2, 2]);
    const player = await fundedPlayer(app, 'batch-suspend', 1_000);
    await putRiskSettings(app, staff, { autoSuspendLiability: 5 });
    try {
      const before = { ...placementBatchCounters };
      const answers = await placeBatch(app.db, [
        requestOf(player.id, { betType: 'single', bets: [leg(market, 2, 0, 8)], requestId: 'batch-suspend-1' }),
        requestOf(player.id, { betType: 'single', bets: [leg(market, 2, 0, 1)], requestId: 'batch-suspend-2' }),
      ]);
      expect(placementBatchCounters.fallbacks).toBe(before.fallbacks + 1);
      expect(answers.map(answerOf).map((answer) => ('refused' in answer ? answer.refused : answer.balance))).toEqual([2, '409 BETSLIP_MARKET_SUSPENDED bets']);
    } finally {
      await putRiskSettings(app, staff, { autoSuspendLiability: null });
    }
  });
});

const postgres = testDatabases.find((database) => database.name === 'postgres');

(postgres?.adminUrl ? describe : describe.skip)('betting: group commit under concurrency [postgres]', () => {
  let address: string;
  const testApp = useSuiteApp(postgres ?? { name: 'postgres', adminUrl: undefined }, { seedDemo: true }, async () => {
    address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('300 concurrent calls of 10 players over HTTP are batched, never overdraw, and debit exactly the accepted stakes', async () => {
    const { app } = testApp;
    const staff = await loginDemo(app, 'staff');
    const market = await createMarket(app, staff, 'Batch race', [2, 2]);
    const players = await Promise.all(Array.from({ length: 10 }, (_, index) => fundedPlayer(app, `batch-racer-${index}`, 1_000)));
    const before = { ...placementBatchCounters };
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, index) => {
        const player = players[index % players.length];
        const body = { betType: 'single', bets: [leg(market, 2, index % 2, 1 + (index % 3))], totalStake: 0, useBonus: false, acceptOddsChanges: 'none', requestId: `batch-race-${index}` };
        return fetch(`${address}/api/sports/place-bet`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(player?.token ?? '') }, body: JSON.stringify(body) }).then(async (response) => ({
          player: index % players.length,
          status: response.status,
          body: (await response.json()) as { code?: string; response: PlaceBetPayload | null },
        }));
      }),
    );
    // Batches of several orders were written, none sent back to the single path.
    expect(placementBatchCounters.orders - before.orders).toBeGreaterThan(placementBatchCounters.batches - before.batches);
    expect(placementBatchCounters.fallbacks).toBe(before.fallbacks);
    expect(results.filter((result) => result.status !== 200 && result.body.code !== 'BETSLIP_INSUFFICIENT_FUNDS')).toEqual([]);
    for (const [index, player] of players.entries()) {
      const accepted = results.filter((result) => result.player === index && result.status === 200);
      const acceptedCents = accepted.reduce((sum, result) => sum + Math.round((result.body.response?.tickets[0]?.stake ?? 0) * 100), 0);
      const [cash] = await app.db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.userId, player.id), eq(ledgerAccounts.kind, 'cash')));
      expect(cash?.balanceCents).toBe(1_000 - acceptedCents);
      expect(cash?.balanceCents).toBeGreaterThanOrEqual(0);
      expectBalancesLeftOneAfterAnother(accepted.map((result) => result.body.response?.balance ?? -1));
    }
    await expectLedgerReconciled(app);
  });
});
