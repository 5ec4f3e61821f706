import { staffBalanceTransferred } from '@oddsmith/core';
import { and, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { exchangePositions, exchangeSettlements, ledgerAccounts } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import { bearer, describeEachDatabase } from '../../test/app';
import { fundedPlayer } from '../../test/bank';
import { expectLedgerReconciled, useMoneySuite } from '../../test/ledger';
import { postEvent, userBalances } from '../ledger';
import { expectEscrowConsistent, placeOk, postOrder } from '../../test/exchange';
import { seedMatch, seedOpenOrder } from './admin-exchange.fixtures';

type Results = {
  status: string;
  history: { kind: string; runnerIds: string[]; version: number; reason: string; settledBy: string | null }[];
  positions: { userId: string; username: string; profit: number; commission: number; net: number }[];
  totalCommission: number;
};

describeEachDatabase('staff exchange: results and re-results', (database) => {
  let app: FastifyInstance;
  let staff: string;
  useMoneySuite(database, (suite) => {
    ({ app, staff } = suite);
  });

  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(staff), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const cash = async (userId: string) => (await userBalances(app.db, userId, 'EUR')).cashCents;
  const house = async () =>
    Number((await app.db.select({ total: sum(ledgerAccounts.balanceCents) }).from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, 'house'), eq(ledgerAccounts.currency, 'EUR'))))[0]?.total ?? 0);

  async function market(name: string, runners: string[]) {
    const created = await send('POST', '/api/admin/exchange-events', { source: 'manual', name, sportId: 1, startsAt: new Date(Date.now() + 3_600_000).toISOString(), markets: [{ name: 'Match Odds', runners }] });
    expect(created.statusCode, created.body).toBe(201);
    const found = created.json().response.markets[0] as { id: string; runners: { id: string }[] };
    return { id: found.id, runners: found.runners.map((runner) => runner.id) };
  }
  const result = (marketId: string, body: unknown) => send('POST', `/api/admin/exchange-markets/${marketId}/result`, body);

  /** Per version: every player's net plus the commission is zero, and the stored commission is the positions' sum. */
  async function expectZeroSum(marketId: string) {
    const positions = await app.db.select().from(exchangePositions).where(eq(exchangePositions.marketId, marketId));
    const profit = positions.reduce((sum, position) => sum + (position.profitCents ?? 0), 0);
    const commission = positions.reduce((sum, position) => sum + (position.commissionCents ?? 0), 0);
    expect(profit).toBe(0);
    const settlements = await app.db.select().from(exchangeSettlements).where(eq(exchangeSettlements.marketId, marketId));
    const latest = settlements.sort((a, b) => b.version - a.version)[0];
    expect(latest?.commissionCents).toBe(commission);
    expect(positions.every((position) => position.escrowCents === 0)).toBe(true);
  }

  it('settles a winner (closing the open market first), then re-results to another winner, a dead heat and void, exact to the cent', async () => {
    const { id, runners } = await market('Settle v Resettle', ['Home', 'Draw', 'Away']);
    const [home, draw] = runners as [string, string, string];
    const [p1, p2, p3] = [await fundedPlayer(app, 'st1', 10_000), await fundedPlayer(app, 'st2', 10_000), await fundedPlayer(app, 'st3', 10_000)];
    // p1 backs Home 10.00 at 3.0 against p2; p3 has an unmatched lay resting.
    await seedMatch(app, id, { backUserId: p1.id, layUserId: p2.id, runnerId: home, priceMilli: 3_000, stakeCents: 1_000 });
    await seedOpenOrder(app, id, { userId: p3.id, runnerId: draw, side: 'lay', priceMilli: 3_500, stakeCents: 400, persistence: 'keep' });
    expect([await cash(p1.id), await cash(p2.id), await cash(p3.id)]).toEqual([9_000, 8_000, 9_000]);
    const houseBefore = await house();

    const first = await result(id, { result: { kind: 'winner', runnerId: home }, reason: 'Home won 2-1' });
    expect(first.statusCode, first.body).toBe(200);
    const settled = first.json().response as Results;
    expect(settled).toMatchObject({ status: 'settled', totalCommission: 1, history: [{ kind: 'winner', runnerIds: [home], version: 1, reason: 'Home won 2-1', settledBy: 'staff' }] });
    expect(settled.positions.map((position) => [position.username, position.profit, position.commission, position.net])).toEqual([
      ['user_st1', 20, 1, 19],
      ['user_st2', -20, 0, -20],
      ['user_st3', 0, 0, 0],
    ]);
    // Win 20.00 less 5% commission; the layer pays 20.00; the lapsed lay's escrow is back.
    expect([await cash(p1.id), await cash(p2.id), await cash(p3.id)]).toEqual([11_900, 8_000, 10_000]);
    expect((await house()) - houseBefore).toBe(100);
    await expectZeroSum(id);

    const repeated = await result(id, { result: { kind: 'winner', runnerId: home }, reason: 'Home won 2-1' });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toMatchObject({ code: 'EXCHANGE_RESULT_UNCHANGED', field: 'result' });

    const toDraw = await result(id, { result: { kind: 'winner', runnerId: draw }, reason: 'Goal ruled out on review' });
    expect(toDraw.statusCode, toDraw.body).toBe(200);
    expect((toDraw.json().response as Results).history.map((entry) => entry.version)).toEqual([1, 2]);
    // p1 now loses 10.00 (net -10 - 19 = -29 moved), p2 wins 10.00 less 0.50 (net 9.50 + 20 = 29.50 moved).
    expect([await cash(p1.id), await cash(p2.id), await cash(p3.id)]).toEqual([9_000, 10_950, 10_000]);
    expect((await house()) - houseBefore).toBe(50);
    await expectZeroSum(id);

    const deadHeat = await result(id, { result: { kind: 'dead_heat', runnerIds: [home, draw] }, reason: 'Dead heat declared' });
    expect(deadHeat.statusCode, deadHeat.body).toBe(200);
    // Half of (20 if Home, -10 if Draw) = 5.00 to p1, less 0.25 commission.
    expect((deadHeat.json().response as Results).positions.map((position) => [position.profit, position.commission, position.net])).toEqual([
      [5, 0.25, 4.75],
      [-5, 0, -5],
      [0, 0, 0],
    ]);
    expect([await cash(p1.id), await cash(p2.id)]).toEqual([10_475, 9_500]);
    expect((await house()) - houseBefore).toBe(25);
    await expectZeroSum(id);

    const voided = await result(id, { result: { kind: 'void' }, reason: 'Match abandoned' });
    expect(voided.json().response).toMatchObject({ status: 'voided', totalCommission: 0 });
    expect([await cash(p1.id), await cash(p2.id), await cash(p3.id)]).toEqual([10_000, 10_000, 10_000]);
    expect(await house()).toBe(houseBefore);
    await expectZeroSum(id);

    const history = await send('GET', `/api/admin/exchange-markets/${id}/results`);
    expect((history.json().response as Results).history.map((entry) => [entry.version, entry.kind])).toEqual([[1, 'winner'], [2, 'winner'], [3, 'dead_heat'], [4, 'void']]);
    await expectLedgerReconciled(app);
  });

  it('a dead heat of three rounds to whole cents and still sums to zero with commission', async () => {
    const { id, runners } = await market('Three Way Tie', ['Red', 'Green', 'Blue']);
    const [red, green, blue] = runners as [string, string, string];
    const players = [await fundedPlayer(app, 'dh1', 10_000), await fundedPlayer(app, 'dh2', 10_000), await fundedPlayer(app, 'dh3', 10_000)];
    const [a, b, c] = players.map((player) => player.id) as [string, string, string];
    await seedMatch(app, id, { backUserId: a, layUserId: b, runnerId: red, priceMilli: 2_020, stakeCents: 333 });
    await seedMatch(app, id, { backUserId: b, layUserId: c, runnerId: green, priceMilli: 4_100, stakeCents: 777 });
    await seedMatch(app, id, { backUserId: c, layUserId: a, runnerId: blue, priceMilli: 7_400, stakeCents: 101 });
    const before = await Promise.all(players.map((player) => cash(player.id)));
    const escrows = (await app.db.select().from(exchangePositions).where(eq(exchangePositions.marketId, id))).reduce((sum, position) => sum + position.escrowCents, 0);
    const houseBefore = await house();
    const settled = await result(id, { result: { kind: 'dead_heat', runnerIds: [red, green, blue] }, reason: 'Triple dead heat' });
    expect(settled.statusCode, settled.body).toBe(200);
    const body = settled.json().response as Results;
    const nets = body.positions.map((position) => Math.round(position.net * 100));
    const after = await Promise.all(players.map((player) => cash(player.id)));
    const moved = after.reduce((sum, value) => sum + value, 0) - before.reduce((sum, value) => sum + value, 0);
    // What left the players' cash and escrow went to the house as commission, to the cent.
    expect(moved - escrows).toBe(nets.reduce((sum, net) => sum + net, 0));
    expect(Math.round(body.totalCommission * 100) + nets.reduce((sum, net) => sum + net, 0)).toBe(0);
    expect((await house()) - houseBefore).toBe(Math.round(body.totalCommission * 100));
    await expectZeroSum(id);
  });

  it('refuses a re-result a player can no longer cover, naming them, and changes nothing', async () => {
    const { id, runners } = await market('Spent v Winnings', ['Yes', 'No']);
    const [yes, no] = runners as [string, string];
    const [winner, loser] = [await fundedPlayer(app, 'sp1', 1_000), await fundedPlayer(app, 'sp2', 5_000)];
    await seedMatch(app, id, { backUserId: winner.id, layUserId: loser.id, runnerId: yes, priceMilli: 5_000, stakeCents: 1_000 });
    expect((await result(id, { result: { kind: 'winner', runnerId: yes }, reason: 'Yes it was' })).statusCode).toBe(200);
    expect(await cash(winner.id)).toBe(1_000 + 3_800);
    // The winner spends the winnings (staff debit stands in for a withdrawal).
    await inTransaction(app.db, (tx) => postEvent(tx, staffBalanceTransferred({ actionId: 'spend-sp1', playerId: winner.id, currency: 'EUR', amountCents: 4_000, direction: 'debit' })));
    const refused = await result(id, { result: { kind: 'winner', runnerId: no }, reason: 'Wrong result' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'EXCHANGE_RESETTLE_INSUFFICIENT_FUNDS', field: 'result' });
    expect(refused.json().message).toContain('user_sp1');
    const after = (await send('GET', `/api/admin/exchange-markets/${id}/results`)).json().response as Results;
    expect(after.history).toHaveLength(1);
    expect([await cash(winner.id), await cash(loser.id)]).toEqual([800, 1_000]);
  });

  it('a market without matches settles with nothing but escrow releases; only settled markets show positions', async () => {
    const { id, runners } = await market('Quiet v Market', ['One', 'Two']);
    const player = await fundedPlayer(app, 'qm1', 2_000);
    await seedOpenOrder(app, id, { userId: player.id, runnerId: runners[0] ?? '', side: 'back', priceMilli: 2_000, stakeCents: 500 });
    const open = (await send('GET', `/api/admin/exchange-markets/${id}/results`)).json().response as Results;
    expect(open).toMatchObject({ status: 'open', history: [], positions: [], totalCommission: 0 });
    const settled = await result(id, { result: { kind: 'winner', runnerId: runners[1] }, reason: 'Two won' });
    expect(settled.json().response).toMatchObject({ status: 'settled', totalCommission: 0, positions: [{ username: 'user_qm1', profit: 0, net: 0 }] });
    expect(await cash(player.id)).toBe(2_000);
  });
  it('end to end through the player API: orders match, staff suspend (orders refused), turn in-play (lapse), settle; exact balances', async () => {
    const { id, runners } = await market('Api v Orders', ['Ay', 'Bee', 'Cee']);
    const [ay, bee, cee] = runners as [string, string, string];
    const [p1, p2, p3, p4] = [await fundedPlayer(app, 'ap1', 10_000), await fundedPlayer(app, 'ap2', 10_000), await fundedPlayer(app, 'ap3', 10_000), await fundedPlayer(app, 'ap4', 10_000)];
    const users = [p1.id, p2.id, p3.id, p4.id];
    const exchangeMarket = { marketId: id, runnerIds: runners };
    await placeOk(app, p1.token, { marketId: id, runnerId: ay, side: 'back', price: 3, stake: 10 });
    const matched = await placeOk(app, p2.token, { marketId: id, runnerId: ay, side: 'lay', price: 3, stake: 10 });
    expect(matched.order).toMatchObject({ status: 'matched', matched: 10 });
    await placeOk(app, p3.token, { marketId: id, runnerId: bee, side: 'back', price: 2, stake: 5 });
    await placeOk(app, p4.token, { marketId: id, runnerId: cee, side: 'lay', price: 4, stake: 10, persistence: 'keep' });
    expect([...(await expectEscrowConsistent(app, exchangeMarket, users)).values()]).toEqual([1_000, 2_000, 500, 3_000]);

    const status = (action: string) => send('POST', `/api/admin/exchange-markets/${id}/status`, { action, reason: 'test' });
    expect((await status('suspend')).statusCode).toBe(200);
    const refused = await postOrder(app, p3.token, { marketId: id, runnerId: bee, side: 'back', price: 2, stake: 5 });
    expect(refused.json()).toMatchObject({ code: 'EXCHANGE_MARKET_SUSPENDED' });
    expect((await status('reopen')).statusCode).toBe(200);
    expect((await status('turn_in_play')).statusCode).toBe(200);
    expect([...(await expectEscrowConsistent(app, exchangeMarket, users)).values()]).toEqual([1_000, 2_000, 0, 3_000]);
    // The kept lay still rests in the book: the ladder (from the database) shows it.
    const page = (await send('GET', `/api/admin/exchange-events/${(await send('GET', `/api/admin/exchange-markets/${id}/results`)).json().response.eventId}`)).json().response;
    expect(page.markets[0].ladder.runners.find((runner: { runnerId: string }) => runner.runnerId === cee).availableToBack).toEqual([{ price: 4, size: 10 }]);

    const houseBefore = await house();
    const settled = await result(id, { result: { kind: 'winner', runnerId: ay }, reason: 'Ay won' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect([await cash(p1.id), await cash(p2.id), await cash(p3.id), await cash(p4.id)]).toEqual([11_900, 8_000, 10_000, 10_000]);
    expect((await house()) - houseBefore).toBe(100);
    await expectZeroSum(id);
    const closedOrder = await postOrder(app, p3.token, { marketId: id, runnerId: bee, side: 'back', price: 2, stake: 5 });
    expect(closedOrder.json()).toMatchObject({ code: 'EXCHANGE_MARKET_CLOSED' });
  });
});
