import { inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers, notifications, ticketLegs, tickets } from '../../db/schema';
import { describeEachDatabase } from '../../test/app';
import { fundedPlayer, summaryOf } from '../../test/bank';
import { expectLedgerReconciled, useMoneySuite } from '../../test/ledger';
import { createMarket, legOf, placeTickets, resultMarket, type TestMarket } from '../../test/betting';
import { settleMarket, singlesLanesMax, type SettleOptions } from './settlement.service';

type Scenario = { tag: string; players: { id: string; token: string }[]; markets: TestMarket[]; ticketIds: string[] };

type Told = { won: number; lost: number; void: number; stake: number; return: number };

/**
 * What the `bet_settled` notifications told each player in all: tickets per result, stakes and
 * returns. A transaction sends one summary per player when it settled several of their tickets, so
 * chunks and batches of different sizes group the same tickets differently; the totals agree.
 */
function toldTotals(rows: readonly { player: string; bodyKey: string; params: Record<string, unknown> }[]): Record<string, Told> {
  const totals: Record<string, Told> = {};
  for (const { player, bodyKey, params } of rows) {
    const told = (totals[player] ??= { won: 0, lost: 0, void: 0, stake: 0, return: 0 });
    const variant = bodyKey.replace(/^.*\.body_/, '');
    if (variant === 'summary') {
      told.won += Number(params.won);
      told.lost += Number(params.lost);
      told.void += Number(params.void);
    } else if (variant === 'won' || variant === 'lost' || variant === 'void') told[variant] += 1;
    told.stake = Math.round((told.stake + Number(params.stake)) * 100) / 100;
    told.return = Math.round((told.return + Number(params.return)) * 100) / 100;
  }
  return totals;
}

describeEachDatabase('settlement: the singles fast path writes what the general batches write', (database) => {
  let app: FastifyInstance;
  let staff: string;
  useMoneySuite(database, (suite) => ({ app, staff } = suite));

  /** Two players; singles won, lost, void and dead heat, and a multi over three markets (general path). */
  async function placeScenario(tag: string): Promise<Scenario> {
    const players = [await fundedPlayer(app, `${tag}a`, 10_000), await fundedPlayer(app, `${tag}b`, 10_000)];
    const [a, b] = players;
    if (!a || !b) throw new Error('players');
    const won = await createMarket(app, staff, `${tag}W`, [2.5, 1.5]);
    const voided = await createMarket(app, staff, `${tag}V`, [2, 2]);
    const tied = await createMarket(app, staff, `${tag}D`, [3, 3, 3]);
    const other = await createMarket(app, staff, `${tag}M`, [2, 2]);
    const first = await placeTickets(app, a.token, { betType: 'single', bets: [legOf(won, 2.5, 0, 10), legOf(won, 1.5, 1, 5), legOf(voided, 2, 0, 4), legOf(tied, 3, 0, 6)] });
    const second = await placeTickets(app, b.token, { betType: 'single', bets: [legOf(won, 2.5, 0, 3), legOf(tied, 3, 2, 5), legOf(tied, 3, 1, 7)] });
    const [multi] = await placeTickets(app, a.token, { betType: 'multi', bets: [legOf(won, 2.5), legOf(voided, 2, 1), legOf(other, 2)], totalStake: 5 });
    await resultMarket(app, staff, won, { winners: [won.options[0] ?? ''] });
    await resultMarket(app, staff, voided, { voided: true });
    await resultMarket(app, staff, tied, { winners: [tied.options[0] ?? '', tied.options[1] ?? ''], deadHeatCount: 2 });
    await resultMarket(app, staff, other, { winners: [other.options[0] ?? ''] });
    return { tag, players, markets: [won, voided, tied, other], ticketIds: [...first, ...second, multi].map((ticket) => ticket?.id ?? '') };
  }

  async function settleAll(scenario: Scenario, options: SettleOptions) {
    const reports = [];
    for (const market of scenario.markets) reports.push(await settleMarket(app.db, market.marketId, Date.now(), options));
    return reports.map(({ legs, settled, resettled, reopened, failed }) => ({ legs, settled, resettled, reopened, failed }));
  }

  /** Every row settlement wrote for the scenario, with its own ids replaced by their position. */
  async function snapshot(scenario: Scenario) {
    const names = new Map<string, string>([
      ...scenario.ticketIds.map((id, index): [string, string] => [id, `ticket${index}`]),
      ...scenario.players.map((player, index): [string, string] => [player.id, `player${index}`]),
      ...scenario.markets.map((market, index): [string, string] => [market.marketId, `market${index}`]),
    ]);
    const anonymous = (text: string | null) => [...names].reduce((out, [id, name]) => out?.split(id).join(name) ?? null, text);
    const ticketRows = await app.db.select().from(tickets).where(inArray(tickets.id, scenario.ticketIds));
    const legRows = await app.db.select().from(ticketLegs).where(inArray(ticketLegs.ticketId, scenario.ticketIds));
    const transferRows = await app.db
      .select({ key: ledgerTransfers.idempotencyKey, code: ledgerTransfers.code, amount: ledgerTransfers.amountCents, phase: ledgerTransfers.phase, note: ledgerTransfers.note, createdBy: ledgerTransfers.createdBy, debit: ledgerTransfers.debitAccountId, credit: ledgerTransfers.creditAccountId })
      .from(ledgerTransfers)
      .where(sql`${ledgerTransfers.idempotencyKey} like any(${sql.param(scenario.ticketIds.map((id) => `bet:${id}:settlement%`))}::text[])`);
    const accounts = new Map((await app.db.select().from(ledgerAccounts)).map((row) => [row.id, `${row.kind}:${anonymous(row.userId ?? 'system')}`]));
    const notificationRows = await app.db.select().from(notifications).where(inArray(notifications.userId, scenario.players.map((player) => player.id)));
    return {
      tickets: ticketRows.map((row) => [anonymous(row.id), row.status, row.settledReturnCents, row.settlementSeq, row.settleReason, row.settledAt !== null]).sort(),
      legs: legRows.map((row) => [anonymous(row.ticketId), row.legIndex, row.status, row.deadHeatCount]).sort(),
      transfers: transferRows.map((row) => [anonymous(row.key), row.code, row.amount, row.phase, anonymous(row.note), row.createdBy, accounts.get(row.debit)?.replace(/^house:.*/, 'house'), accounts.get(row.credit)]).sort(),
      notifications: notificationRows.map((row) => [anonymous(row.userId), row.type, row.titleKey, row.bodyKey, anonymous(JSON.stringify(row.params)), row.link]).sort(),
      told: toldTotals(notificationRows.map((row) => ({ player: anonymous(row.userId) ?? '', bodyKey: row.bodyKey, params: row.params }))),
      balances: await Promise.all(scenario.players.map(async (player) => (await summaryOf(app, player.token)).balance)),
    };
  }

  it('settles mixed winners, losers, voids and dead heats to the same rows as the per-ticket batches', async () => {
    const fast = await placeScenario('fast');
    const general = await placeScenario('slow');
    const fastReports = await settleAll(fast, { singlesChunk: 2 });
    const generalReports = await settleAll(general, { fastSingles: false });
    expect(fastReports).toEqual(generalReports);
    expect(fastReports.map((report) => report.settled)).toEqual([3, 1, 3, 1]);
    const expected = await snapshot(general);
    const actual = await snapshot(fast);
    // Chunks of 2 (and two lanes) group a player's tickets differently from one batch: the notifications' totals agree, not their rows.
    expect({ ...actual, notifications: [] }).toEqual({ ...expected, notifications: [] });
    expect(expected.transfers.length).toBeGreaterThan(0);
    // a: 10 won (25), 5 lost, 4 void (4), 6 in the dead heat (9), the multi 5 won (25); b: 3 won (7.50), 5 on the third runner lost, 7 in the dead heat (10.50).
    expect(expected.told).toEqual({ player0: { won: 3, lost: 1, void: 1, stake: 30, return: 63 }, player1: { won: 2, lost: 1, void: 0, stake: 15, return: 18 } });
    // 10 x 2.50 + 3 x 2.50, 4 refunded, dead heats 6 x 3.00 / 2 and 7 x 3.00 / 2, the multi 5 x 2.50 x 1.00 x 2.00.
    expect(expected.balances).toEqual([100 - 30 + 25 + 4 + 9 + 25, 100 - 15 + 7.5 + 10.5]);
  });

  it('tells a player one summary for the several singles a chunk settled, and one ticket its own result', async () => {
    const scenario = await placeScenario('told');
    const [a, b] = scenario.players;
    // One lane: with two, each lane's chunk may take one of a's singles.
    await settleMarket(app.db, scenario.markets[0]?.marketId ?? '', Date.now(), { singlesLanes: 1 });
    const toldTo = async (userId: string) => (await app.db.select().from(notifications).where(inArray(notifications.userId, [userId]))).map((row) => ({ bodyKey: row.bodyKey, params: row.params }));
    // a's 10 at 2.50 won and 5 at 1.50 lost, in one chunk; b's 3 at 2.50 won.
    expect(await toldTo(a?.id ?? '')).toEqual([{ bodyKey: 'notifications.types.bet_settled.body_summary', params: { count: 2, won: 1, lost: 1, void: 0, stake: 15, return: 25, currency: 'EUR' } }]);
    expect(await toldTo(b?.id ?? '')).toEqual([{ bodyKey: 'notifications.types.bet_settled.body_won', params: { ticketId: scenario.ticketIds[4], stake: 3, return: 7.5, currency: 'EUR' } }]);
  });

  it('writes the same rows with one lane of chunks as with every lane at once', async () => {
    const serial = await placeScenario('lane1');
    const parallel = await placeScenario('lanes');
    const serialReports = await settleAll(serial, { singlesChunk: 1, singlesLanes: 1 });
    expect(await settleAll(parallel, { singlesChunk: 1, singlesLanes: singlesLanesMax })).toEqual(serialReports);
    expect(await snapshot(parallel)).toEqual(await snapshot(serial));
    await expectLedgerReconciled(app);
  });

  it('pays once however often (and however concurrently) it runs', async () => {
    const scenario = await placeScenario('again');
    const market = scenario.markets[0]?.marketId ?? '';
    const runs = await Promise.all([1, 2, 3].map(() => settleMarket(app.db, market, Date.now(), { singlesChunk: 1 })));
    // Three singles; the multi waits for its other market.
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(3);
    const before = await snapshot(scenario);
    expect(await settleMarket(app.db, market, Date.now(), { singlesChunk: 1 })).toMatchObject({ legs: 0, settled: 0 });
    expect(await snapshot(scenario)).toEqual(before);
    await expectLedgerReconciled(app);
  });

  it('resumes after a chunk fails part-way: committed chunks stay paid, the failed one is paid on the re-run, never twice', async () => {
    const scenario = await placeScenario('crash');
    const market = scenario.markets[0]?.marketId ?? '';
    const victim = scenario.ticketIds[4] ?? '';
    // The chunk holding the victim fails at its notification insert, after its legs, tickets were written.
    await app.db.execute(sql.raw(`alter table notifications add constraint settle_crash_test check (params->>'ticketId' is distinct from '${victim}')`));
    try {
      await expect(settleMarket(app.db, market, Date.now(), { singlesChunk: 1 })).rejects.toThrow();
    } finally {
      await app.db.execute(sql`alter table notifications drop constraint settle_crash_test`);
    }
    await expectLedgerReconciled(app);
    const paidOf = async (ticketId: string) => app.db.select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, `bet:${ticketId}:settlement%`));
    const [victimRow] = await app.db.select().from(tickets).where(inArray(tickets.id, [victim]));
    expect(victimRow).toMatchObject({ status: 'accepted', settlementSeq: 0 });
    expect(await paidOf(victim)).toEqual([]);
    const report = await settleMarket(app.db, market, Date.now(), { singlesChunk: 1 });
    expect(report.settled).toBeGreaterThanOrEqual(1);
    const after = await snapshot(scenario);
    const wonTickets = after.tickets.filter((row) => row[1] === 'won');
    expect(wonTickets.length).toBe(2);
    for (const ticketId of scenario.ticketIds.slice(0, 7)) expect((await paidOf(ticketId)).length).toBeLessThanOrEqual(1);
    expect(after.transfers.filter((row) => String(row[0]).includes('ticket0:')).map((row) => row[2])).toEqual([2500]);
    expect(after.transfers.filter((row) => String(row[0]).includes('ticket4:')).map((row) => row[2])).toEqual([750]);
  });

  it('skips the notification of a player who turned settled bets off (the same rows as notifyMany)', async () => {
    const fast = await placeScenario('quiet');
    const general = await placeScenario('loud');
    for (const scenario of [fast, general]) {
      const response = await app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: { authorization: `Bearer ${scenario.players[1]?.token ?? ''}` }, payload: { disabledTypes: ['bet_settled'] } });
      expect(response.statusCode).toBe(200);
    }
    await settleAll(fast, {});
    await settleAll(general, { fastSingles: false });
    const expected = await snapshot(general);
    // Two lanes may share one player's singles between their chunks: the totals agree, not the rows.
    expect({ ...(await snapshot(fast)), notifications: [] }).toEqual({ ...expected, notifications: [] });
    expect(Object.keys(expected.told)).toEqual(['player0']);
    expect(expected.notifications.map((row) => row[0])).toEqual(expected.notifications.map(() => 'player0'));
    expect(expected.notifications.length).toBeGreaterThan(0);
  });
});
