import { bonusGranted } from '@oddsmith/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers, responsibleGambling } from '../../db/schema';
import { createMarket, expectBalancesLeftOneAfterAnother } from '../../test/betting';
import { bearer, useSuiteApp, describeEachDatabase, testDatabases, loginDemo } from '../../test/app';
import { fundedPlayer, summaryOf } from '../../test/bank';
import { expectLedgerReconciled, useMoneySuite } from '../../test/ledger';
import { inTransaction } from '../../lib/transaction';
import { postEvent } from '../ledger';
import { processPendingTickets } from './betting.service';

type Market = { eventId: string; marketId: string; options: string[] };
type Leg = { gameId: string; optionId: string; odds: number | string; stake?: number | string };
type Ticket = {
  id: string;
  betType: string;
  status: string;
  stake: number;
  potentialReturn: number;
  acceptAt: string | null;
  cashoutValue: number | null;
  legs: { gameId: string; optionId: string; odds: number; currentOdds: number | 'suspended'; eventName: string; marketName: string; selectionName: string; status: string; startTime?: string }[];
};
type PlacePayload = { tickets: Ticket[]; balance: number; bonusBalance: number };

let requestCounter = 0;
const nextRequestId = () => `req-${Date.now()}-${(requestCounter += 1)}`;

function place(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/sports/place-bet', headers: bearer(token), payload: { useBonus: false, acceptOddsChanges: 'none', requestId: nextRequestId(), ...body } });
}

/** The call was answered with this status and a body that contains `body` (code, field, response). */
async function expectRefused(call: PromiseLike<{ statusCode: number; json: () => unknown }>, statusCode: number, body: Record<string, unknown>) {
  const response = await call;
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toMatchObject(body);
}

const leg = (market: Market, odds: number, index = 0, stake?: number | string): Leg => ({ gameId: market.eventId, optionId: market.options[index] ?? '', odds, ...(stake === undefined ? {} : { stake }) });

describeEachDatabase('betting: placement, my bets, in-play delay, cash-out', (database) => {
  let app: FastifyInstance;
  let staff: string;
  let m1: Market;
  let m2: Market;
  let m3: Market;
  let m4: Market;

  useMoneySuite(database, async (suite) => {
    ({ app, staff } = suite);
    m1 = await createMarket(app, staff, 'One', [1.8, 2.05]);
    m2 = await createMarket(app, staff, 'Two', [2.05, 1.8]);
    m3 = await createMarket(app, staff, 'Three', [3, 1.4]);
    m4 = await createMarket(app, staff, 'Four', [1.5, 2.5]);
  });
  /** Staff edits of a market (status, prices) and of its event (status). */
  const editMarket = (market: Market, payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/admin/markets/${market.marketId}`, headers: bearer(staff), payload });
  const editEvent = (market: Market, payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/admin/events/${market.eventId}`, headers: bearer(staff), payload });
  const myBets = (token: string, query = '') => app.inject({ method: 'GET', url: `/api/sports/mybets${query}`, headers: bearer(token) });
  /** A player with 100.00 and a fresh market at evens. */
  const playerWithMarket = async (username: string, marketName: string) => ({ player: await fundedPlayer(app, username, 10_000), market: await createMarket(app, staff, marketName, [2, 2]) });
  const cashout = (token: string, ticketId: string, amount: number) => app.inject({ method: 'POST', url: '/api/sports/cashout', headers: bearer(token), payload: { ticketId, amount } });

  it('places singles: one ticket per staked bet, each with its own stake and the seed return', async () => {
    const player = await fundedPlayer(app, 'singles', 10_000);
    const response = await place(app, player.token, { betType: 'single', bets: [leg(m1, 1.8, 0, 5), leg(m2, 1.8, 1, '4'), leg(m3, 3, 0, 0)], totalStake: 0 });
    expect(response.statusCode).toBe(200);
    const payload = response.json<{ response: PlacePayload }>().response;
    expect(payload.tickets.map((ticket) => [ticket.betType, ticket.status, ticket.stake, ticket.potentialReturn])).toEqual([
      ['single', 'accepted', 5, 9],
      ['single', 'accepted', 4, 7.2],
    ]);
    expect(payload.tickets[0]?.legs[0]).toMatchObject({ gameId: m1.eventId, optionId: m1.options[0], odds: 1.8, currentOdds: 1.8, eventName: 'One A v One B', marketName: 'Match Winner', selectionName: 'One A', status: 'open' });
    expect(payload.balance).toBe(91);
    expect((await summaryOf(app, player.token)).balance).toBe(91);
  });

  it('places a multi (product of odds x total stake) and a system (first three legs, three doubles / 3)', async () => {
    const player = await fundedPlayer(app, 'combos', 10_000);
    const legs = [leg(m1, 1.8), leg(m2, 2.05), leg(m3, 3), leg(m4, 1.5)];
    const multi = await place(app, player.token, { betType: 'multi', bets: legs.slice(0, 3), totalStake: 10 });
    expect(multi.statusCode).toBe(200);
    const multiTicket = multi.json<{ response: PlacePayload }>().response.tickets;
    expect(multiTicket.map((ticket) => [ticket.betType, ticket.stake, ticket.potentialReturn, ticket.legs.length])).toEqual([['multi', 10, 110.7, 3]]);
    const system = await place(app, player.token, { betType: 'system', bets: legs, totalStake: 10 });
    expect(system.statusCode).toBe(200);
    const payload = system.json<{ response: PlacePayload }>().response;
    // (1.8 x 2.05 + 1.8 x 3 + 2.05 x 3) x 10 / 3 = 15.24 x 10 / 3 = 50.80
    expect(payload.tickets.map((ticket) => [ticket.betType, ticket.stake, ticket.potentialReturn, ticket.legs.length])).toEqual([['system', 10, 50.8, 3]]);
    expect(payload.balance).toBe(80);
    const tooFew = await place(app, player.token, { betType: 'multi', bets: legs.slice(0, 2), totalStake: 10 });
    expect(tooFew.json()).toMatchObject({ code: 'BETSLIP_TOO_FEW_LEGS' });
  });

  it('answers a changed price with 409 and the new odds, debiting nothing; higher / any accept it', async () => {
    const player = await fundedPlayer(app, 'odds', 10_000);
    const changed = await place(app, player.token, { betType: 'multi', bets: [leg(m1, 1.9), leg(m2, 2.05), leg(m3, 3.1)], totalStake: 10 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      status: 'error',
      code: 'BETSLIP_ODDS_CHANGED',
      response: { changes: [{ gameId: m1.eventId, optionId: m1.options[0], odds: 1.8 }, { gameId: m3.eventId, optionId: m3.options[0], odds: 3 }] },
    });
    expect((await summaryOf(app, player.token)).balance).toBe(100);
    const higher = await place(app, player.token, { betType: 'single', bets: [leg(m1, 1.7, 0, 10)], acceptOddsChanges: 'higher' });
    expect(higher.json().response.tickets[0]).toMatchObject({ potentialReturn: 18, legs: [{ odds: 1.8 }] });
    const lowerWithHigher = await place(app, player.token, { betType: 'single', bets: [leg(m1, 1.9, 0, 10)], acceptOddsChanges: 'higher' });
    expect(lowerWithHigher.statusCode).toBe(409);
    const any = await place(app, player.token, { betType: 'single', bets: [leg(m1, 1.9, 0, 10)], acceptOddsChanges: 'any' });
    expect(any.json().response.tickets[0]).toMatchObject({ potentialReturn: 18, legs: [{ odds: 1.8 }] });
    expect((await summaryOf(app, player.token)).balance).toBe(80);
  });

  it('refuses a suspended market (409 with "suspended"), an unknown selection and a finished event', async () => {
    const { player, market } = await playerWithMarket('suspended', 'Susp');
    await editMarket(market, { status: 'suspended' });
    await expectRefused(place(app, player.token, { betType: 'single', bets: [leg(market, 2, 0, 5)] }), 409, { code: 'BETSLIP_MARKET_SUSPENDED', response: { changes: [{ optionId: market.options[0], odds: 'suspended' }] } });
    await expectRefused(place(app, player.token, { betType: 'single', bets: [{ gameId: m1.eventId, optionId: 'no-such-option', odds: 2, stake: 5 }] }), 404, { code: 'BETSLIP_SELECTION_NOT_FOUND', field: 'bets.0.optionId' });
    const wrongEvent = await place(app, player.token, { betType: 'single', bets: [{ gameId: m2.eventId, optionId: m1.options[0], odds: 1.8, stake: 5 }] });
    expect(wrongEvent.json()).toMatchObject({ code: 'BETSLIP_SELECTION_NOT_FOUND' });
    const ended = await createMarket(app, staff, 'Ended', [2, 2]);
    await editEvent(ended, { status: 'ended' });
    await expectRefused(place(app, player.token, { betType: 'single', bets: [leg(ended, 2, 0, 5)] }), 409, { code: 'BETSLIP_MARKET_CLOSED' });
    expect((await summaryOf(app, player.token)).balance).toBe(100);
  });

  it('enforces stake limits, one selection per event, funds and the responsible-gambling blocks', async () => {
    const player = await fundedPlayer(app, 'limits', 10_000);
    await expectRefused(place(app, player.token, { betType: 'single', bets: [leg(m1, 1.8, 0, 0.5)] }), 400, { code: 'BETSLIP_STAKE_TOO_LOW', field: 'bets.0.stake' });
    const high = await place(app, player.token, { betType: 'multi', bets: [leg(m1, 1.8), leg(m2, 2.05), leg(m3, 3)], totalStake: 10_000.01 });
    expect(high.json()).toMatchObject({ code: 'BETSLIP_STAKE_TOO_HIGH', field: 'totalStake' });
    const unstaked = await place(app, player.token, { betType: 'single', bets: [leg(m1, 1.8, 0, 0)] });
    expect(unstaked.json()).toMatchObject({ code: 'BETSLIP_STAKE_TOO_LOW', field: 'bets' });
    await expectRefused(place(app, player.token, { betType: 'multi', bets: [leg(m1, 1.8, 0), leg(m1, 2.05, 1), leg(m3, 3)], totalStake: 10 }), 400, { code: 'BETSLIP_SAME_EVENT', field: 'bets.1.optionId' });
    await expectRefused(place(app, player.token, { betType: 'single', bets: [leg(m1, 1.8, 0, 60), leg(m2, 2.05, 0, 60)] }), 409, { code: 'BETSLIP_INSUFFICIENT_FUNDS' });
    const bonus = await place(app, player.token, { betType: 'single', bets: [leg(m1, 1.8, 0, 1)], useBonus: true });
    expect(bonus.json()).toMatchObject({ code: 'BETSLIP_INSUFFICIENT_FUNDS' });
    for (const [stake, field] of [[1.234, 'bets.0.stake'], [-1, 'bets.0.stake'], ['ten', 'bets.0.stake']] as const) {
      await expectRefused(place(app, player.token, { betType: 'single', bets: [leg(m1, 1.8, 0, stake)] }), 400, { code: 'VALIDATION', field });
    }
    const badOdds = await place(app, player.token, { betType: 'single', bets: [{ ...leg(m1, 1.8, 0, 1), odds: 'suspended' }] });
    expect(badOdds.json()).toMatchObject({ code: 'VALIDATION', field: 'bets.0.odds' });
    const badTotal = await place(app, player.token, { betType: 'multi', bets: [leg(m1, 1.8), leg(m2, 2.05), leg(m3, 3)], totalStake: '1.001' });
    expect(badTotal.json()).toMatchObject({ code: 'VALIDATION', field: 'totalStake' });
    await app.db.insert(responsibleGambling).values({ userId: player.id, timeOutUntil: new Date(Date.now() + 86_400_000) });
    await expectRefused(place(app, player.token, { betType: 'single', bets: [leg(m1, 1.8, 0, 1)] }), 403, { code: 'RG_TIME_OUT' });
    expect((await summaryOf(app, player.token)).balance).toBe(100);
  });

  it('stakes from the bonus wallet with useBonus, and refuses a self-excluded player', async () => {
    const player = await fundedPlayer(app, 'bonus', 1_000);
    await inTransaction(app.db, (tx) => postEvent(tx, bonusGranted({ bonusId: 'welcome-bonus', playerId: player.id, currency: 'EUR', amountCents: 2_000 })));
    const staked = await place(app, player.token, { betType: 'single', bets: [leg(m1, 1.8, 0, 15)], useBonus: true });
    expect(staked.statusCode).toBe(200);
    expect(staked.json().response).toMatchObject({ balance: 10, bonusBalance: 5, tickets: [{ stake: 15, potentialReturn: 27 }] });
    const mybets = await myBets(player.token);
    expect(mybets.json().response.mybets[0]).toMatchObject({ funding: 'bonus' });
    await app.db.insert(responsibleGambling).values({ userId: player.id, selfExcludedUntil: new Date(Date.now() + 86_400_000) });
    await expectRefused(place(app, player.token, { betType: 'single', bets: [leg(m1, 1.8, 0, 1)] }), 403, { code: 'RG_SELF_EXCLUDED' });
  });

  it('returns the first answer for a replayed requestId, debiting once', async () => {
    const player = await fundedPlayer(app, 'replay', 10_000);
    const body = { betType: 'single', bets: [leg(m1, 1.8, 0, 10)], requestId: 'replay-request-1' };
    const first = await place(app, player.token, body);
    const again = await place(app, player.token, { ...body, bets: [leg(m1, 1.8, 0, 20)] });
    await place(app, player.token, { betType: 'single', bets: [leg(m2, 2.05, 0, 5)] });
    const third = await place(app, player.token, body);
    expect(first.statusCode).toBe(200);
    expect(again.json().response).toEqual(first.json().response);
    expect(third.json().response).toEqual(first.json().response);
    expect((await summaryOf(app, player.token)).balance).toBe(85);
    const racing = await Promise.all([1, 2, 3].map(() => place(app, player.token, { ...body, requestId: 'replay-request-2' })));
    const ids = racing.map((response) => response.json().response.tickets[0].id as string);
    expect(new Set(ids).size).toBe(1);
    expect((await summaryOf(app, player.token)).balance).toBe(75);
  });

  it('lists open bets with current odds and cash-out values, and settled ones in history', async () => {
    const player = await fundedPlayer(app, 'mybets', 10_000);
    const single = await place(app, player.token, { betType: 'single', bets: [leg(m4, 2.5, 1, 10)] });
    expect(single.statusCode).toBe(200);
    await place(app, player.token, { betType: 'system', bets: [leg(m1, 1.8), leg(m2, 2.05), leg(m3, 3)], totalStake: 3 });
    const open = await myBets(player.token, '?status=open');
    expect(open.statusCode).toBe(200);
    const { mybets, history } = open.json<{ response: { mybets: Ticket[]; history: Ticket[] } }>().response;
    expect(history).toEqual([]);
    const byType = (list: Ticket[], betType: string) => list.find((ticket) => ticket.betType === betType);
    expect(mybets).toHaveLength(2);
    expect(byType(mybets, 'system')).toMatchObject({ status: 'accepted', cashoutValue: null });
    // 10 x 2.5 / 2.5 x 0.95
    expect(byType(mybets, 'single')).toMatchObject({ status: 'accepted', cashoutValue: 9.5 });
    expect(byType(mybets, 'single')?.legs[0]).toMatchObject({ selectionName: 'Four B', odds: 2.5, currentOdds: 2.5, status: 'open' });
    // The kickoff, for the open bet's card: the test events start in an hour.
    const kickoff = Date.parse(byType(mybets, 'single')?.legs[0]?.startTime ?? '');
    expect(kickoff).toBeGreaterThan(Date.now() - 86_400_000);
    expect(single.json().response.tickets[0].legs[0].startTime).toBe(byType(mybets, 'single')?.legs[0]?.startTime);
    await editMarket(m4, { options: [{ id: m4.options[1], odds: 2 }] });
    const moved = await myBets(player.token);
    // 10 x 2.5 / 2.0 x 0.95 = 11.875, floored
    expect(byType(moved.json().response.mybets, 'single')).toMatchObject({ cashoutValue: 11.87, legs: [{ odds: 2.5, currentOdds: 2 }] });
    const unauthenticated = await app.inject({ method: 'GET', url: '/api/sports/mybets' });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('cashes out only at the current quote, through the ledger', async () => {
    const { player, market } = await playerWithMarket('cashout', 'Cash');
    const placed = await place(app, player.token, { betType: 'single', bets: [leg(market, 2, 0, 10)] });
    const ticketId = placed.json().response.tickets[0].id as string;
    await expectRefused(cashout(player.token, ticketId, 9), 409, { code: 'CASHOUT_QUOTE_CHANGED', response: { cashoutValue: 9.5 } });
    const paid = await cashout(player.token, ticketId, 9.5);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().response).toMatchObject({ amount: 9.5, balance: 99.5, ticket: { id: ticketId, status: 'cashed_out', cashoutValue: null } });
    const twice = await cashout(player.token, ticketId, 9.5);
    expect(twice.json()).toMatchObject({ code: 'CASHOUT_SETTLED', response: { cashoutValue: null } });
    const settled = await myBets(player.token, '?status=settled');
    expect(settled.json().response.mybets.map((ticket: Ticket) => [ticket.id, ticket.status])).toEqual([[ticketId, 'cashed_out']]);
    expect((await summaryOf(app, player.token)).balance).toBe(99.5);
    const other = await place(app, player.token, { betType: 'single', bets: [leg(market, 2, 1, 10)] });
    const otherId = other.json().response.tickets[0].id as string;
    await editMarket(market, { status: 'suspended' });
    const listed = await myBets(player.token);
    expect(listed.json().response.mybets[0]).toMatchObject({ id: otherId, cashoutValue: null, legs: [{ currentOdds: 'suspended' }] });
    await expectRefused(cashout(player.token, otherId, 9.5), 409, { code: 'CASHOUT_NOT_OFFERED_SUSPENDED', response: { cashoutValue: null } });
    const stranger = await fundedPlayer(app, 'stranger', 0);
    const foreign = await cashout(stranger.token, otherId, 9.5);
    expect(foreign.statusCode).toBe(404);
    expect((await summaryOf(app, player.token)).balance).toBe(89.5);
  });

  it('holds in-play bets as pending, then accepts or rejects and refunds them after the delay', async () => {
    const { player, market } = await playerWithMarket('inplay', 'Live');
    await editEvent(market, { status: 'live' });
    const first = await place(app, player.token, { betType: 'single', bets: [leg(market, 2, 0, 10)] });
    const ticket = first.json<{ response: PlacePayload }>().response.tickets[0];
    expect(ticket).toMatchObject({ status: 'pending', cashoutValue: null });
    const acceptAtMs = Date.parse(ticket?.acceptAt ?? '');
    expect(first.json().response.balance).toBe(90);
    expect(await processPendingTickets(app.db, acceptAtMs - 1)).toEqual({ accepted: 0, rejected: 0 });
    expect(await processPendingTickets(app.db, acceptAtMs + 1)).toEqual({ accepted: 1, rejected: 0 });
    const second = await place(app, player.token, { betType: 'single', bets: [leg(market, 2, 1, 10)] });
    expect(second.json().response.tickets[0].status).toBe('pending');
    await editMarket(market, { options: [{ id: market.options[1], odds: 1.9 }] });
    expect(await processPendingTickets(app.db, Date.now() + 60_000)).toEqual({ accepted: 0, rejected: 1 });
    const open = await myBets(player.token);
    expect(open.json().response.mybets.map((row: Ticket) => [row.id, row.status])).toEqual([[ticket?.id, 'accepted']]);
    expect(open.json().response.history[0]).toMatchObject({ status: 'rejected', rejectReason: 'BETSLIP_ODDS_CHANGED' });
    expect((await summaryOf(app, player.token)).balance).toBe(90);
  });
});

const postgres = testDatabases.find((database) => database.name === 'postgres');

(postgres?.adminUrl ? describe : describe.skip)('betting under concurrency [postgres]', () => {
  let address: string;
  const testApp = useSuiteApp(postgres ?? { name: 'postgres', adminUrl: undefined }, { seedDemo: true }, async () => {
    // Real HTTP on a free port: requests run truly in parallel on the connection pool.
    address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** `count` identical place-bet calls at once over HTTP. */
  const twins = (token: string, body: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        fetch(`${address}/api/sports/place-bet`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token) }, body }).then(
          async (response) => ({ status: response.status, body: (await response.json()) as { response: PlacePayload } }),
        ),
      ),
    );

  it('100 concurrent place-bet calls over HTTP never overdraw and debit exactly the accepted stakes', async () => {
    const { app } = testApp;
    const staff = await loginDemo(app, 'staff');
    const market = await createMarket(app, staff, 'Race', [2, 2]);
    const player = await fundedPlayer(app, 'racer', 5_000);
    const calls = Array.from({ length: 100 }, (_, index) =>
      fetch(`${address}/api/sports/place-bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(player.token) },
        body: JSON.stringify({ betType: 'single', bets: [leg(market, 2, index % 2, 1 + (index % 3))], totalStake: 0, useBonus: false, acceptOddsChanges: 'none', requestId: `race-request-${index}` }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string; response: PlacePayload | null } })),
    );
    const results = await Promise.all(calls);
    const accepted = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status !== 200);
    expect(refused.filter((result) => result.status !== 409 || result.body.code !== 'BETSLIP_INSUFFICIENT_FUNDS')).toEqual([]);
    const acceptedCents = accepted.reduce((sum, result) => sum + Math.round((result.body.response?.tickets[0]?.stake ?? 0) * 100), 0);
    const [cash] = await app.db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.userId, player.id), eq(ledgerAccounts.kind, 'cash')));
    const [debits] = await app.db
      .select({ cents: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}), 0)` })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.debitAccountId, cash?.id ?? ''), eq(ledgerTransfers.code, 'bet_stake')));
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(Number(debits?.cents)).toBe(acceptedCents);
    expect(cash?.balanceCents).toBe(5_000 - acceptedCents);
    expect(cash?.balanceCents).toBeGreaterThanOrEqual(0);
    expectBalancesLeftOneAfterAnother(accepted.map((result) => result.body.response?.balance ?? -1));
    await expectLedgerReconciled(app);
  });

  it('20 racing HTTP calls with one requestId make one placement and one debit', async () => {
    const { app } = testApp;
    const staff = await loginDemo(app, 'staff');
    const market = await createMarket(app, staff, 'Twin', [2, 2]);
    const player = await fundedPlayer(app, 'twins', 5_000);
    const body = JSON.stringify({ betType: 'single', bets: [leg(market, 2, 0, 7), leg(market, 2, 1, 3)], totalStake: 0, useBonus: false, acceptOddsChanges: 'none', requestId: 'twin-request-1' });
    const results = await twins(player.token, body, 20);
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const first = results[0]?.body.response;
    for (const result of results) expect(result.body.response).toEqual(first);
    expect(first?.tickets).toHaveLength(2);
    expect(first?.balance).toBe(40);
    expect((await summaryOf(app, player.token)).balance).toBe(40);
    await expectLedgerReconciled(app);
  });

  it('twins staking the whole balance: every one answers the winner\'s tickets, none is refused for funds', async () => {
    const { app } = testApp;
    const staff = await loginDemo(app, 'staff');
    const market = await createMarket(app, staff, 'All in', [2, 2]);
    const player = await fundedPlayer(app, 'allin', 5_000);
    const body = JSON.stringify({ betType: 'single', bets: [leg(market, 2, 0, 50)], totalStake: 0, useBonus: false, acceptOddsChanges: 'none', requestId: 'twin-all-in-1' });
    const results = await twins(player.token, body, 12);
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const first = results[0]?.body.response;
    for (const result of results) expect(result.body.response).toEqual(first);
    expect(first?.balance).toBe(0);
    expect((await summaryOf(app, player.token)).balance).toBe(0);
    await expectLedgerReconciled(app);
  });
});
