import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { bearer, useSuiteApp, describeEachDatabase, loginAs, loginDemo } from '../../test/app';
import { fundedPlayer, summaryOf } from '../../test/bank';
import { expectLedgerReconciled } from '../../test/ledger';
import { createMarket, legOf, placeTickets, resultMarket, ticketOf, type TestMarket } from '../../test/betting';
import { settleMarkets } from './settlement.service';

type Detail = {
  ticket: { id: string; status: string; settledReturn: number | null; settlementSeq: number; settleReason: string | null; username: string; legs: { status: string }[] };
  ledger: { code: string; amount: number; from: string; to: string; idempotencyKey: string }[];
  audit: { action: string; actor: string; reason: string | null }[];
};

describeEachDatabase('staff tickets: list, detail, void, settle, resettle, market re-result', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let manager: string;
  let support: string;
  let agent: string;

  async function staffUser(role: string): Promise<string> {
    const payload = { username: `${role}_tickets`, email: `${role}_tickets@example.com`, password: 'GoodPassword123', role };
    const created = await app.inject({ method: 'POST', url: '/api/admin/register-admin-user', headers: bearer(admin), payload });
    if (created.statusCode !== 201 && created.statusCode !== 200) throw new Error(created.body);
    return loginAs(app, payload.username, payload.password);
  }

  const testApp = useSuiteApp(database, { seedDemo: true }, async () => {
    app = testApp.app;
    admin = await loginDemo(app, 'admin');
    manager = await loginDemo(app, 'staff');
    support = await staffUser('support');
    agent = await staffUser('agent');
  });
  afterEach(async () => {
    await expectLedgerReconciled(app);
  });

  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });
  const detail = async (id: string) => (await get(manager, `/api/admin/tickets/${id}`)).json<{ response: Detail }>().response;
  const win = (market: TestMarket, index: number) => resultMarket(app, manager, market, { winners: [market.options[index] ?? ''] });

  it('lists tickets newest first with filters and pages, and shows one with its ledger and audit trail', async () => {
    const alice = await fundedPlayer(app, 'alice', 10_000);
    const bob = await fundedPlayer(app, 'bob', 10_000);
    const market = await createMarket(app, manager, 'List', [2, 2]);
    const other = await createMarket(app, manager, 'Other', [2, 2]);
    const [first] = await placeTickets(app, alice.token, { betType: 'single', bets: [legOf(market, 2, 0, 5)] });
    const [second] = await placeTickets(app, alice.token, { betType: 'single', bets: [legOf(other, 2, 1, 6)] });
    const [third] = await placeTickets(app, bob.token, { betType: 'single', bets: [legOf(market, 2, 1, 7)] });
    const all = (await get(support, '/api/admin/tickets?user=alice&pageSize=1&page=2')).json().response;
    expect(all).toMatchObject({ total: 2, page: 2, pageSize: 1, tickets: [{ id: first?.id, username: 'user_alice', stake: 5, settlementSeq: 0, settleReason: null, currency: 'EUR' }] });
    const byMarket = (await get(manager, `/api/admin/tickets?marketId=${market.marketId}`)).json().response;
    expect(byMarket.tickets.map((ticket: { id: string }) => ticket.id)).toEqual([third?.id, first?.id]);
    const byEvent = (await get(manager, `/api/admin/tickets?eventId=${other.eventId}&status=open&betType=single`)).json().response;
    expect(byEvent.tickets.map((ticket: { id: string }) => ticket.id)).toEqual([second?.id]);
    const byUserId = (await get(manager, `/api/admin/tickets?user=${bob.id}&status=settled`)).json().response;
    expect(byUserId.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const byDate = (await get(manager, `/api/admin/tickets?user=user_bob&from=${today}&to=${today}`)).json().response;
    expect(byDate.tickets.map((ticket: { id: string }) => ticket.id)).toEqual([third?.id]);
    const shown = await detail(first?.id ?? '');
    expect(shown.ticket).toMatchObject({ id: first?.id, status: 'accepted', username: 'user_alice', legs: [{ status: 'open' }] });
    expect(shown.ledger).toEqual([expect.objectContaining({ code: 'bet_stake', amount: 5, from: 'player-cash', to: 'house', idempotencyKey: `bet:${first?.id}:stake` })]);
    expect(shown.audit).toEqual([]);
  });

  it('voids an open ticket (stake back) and a settled one (payout reversed), with the reason and audit', async () => {
    const player = await fundedPlayer(app, 'voider', 10_000);
    const market = await createMarket(app, manager, 'Void', [3, 1.5]);
    const [open] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(market, 3, 0, 10)] });
    const [winner] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(market, 3, 0, 20)] });
    const voided = await post(manager, `/api/admin/tickets/${open?.id}/void`, { reason: 'palpable error' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().response.ticket).toMatchObject({ status: 'void', settledReturn: 10, settlementSeq: 1, settleReason: 'palpable error' });
    expect(voided.json().response.audit).toEqual([{ action: 'ticket.void', actor: 'staff', reason: 'palpable error', at: expect.any(String) }]);
    expect((await post(manager, `/api/admin/tickets/${open?.id}/void`, { reason: 'again please' })).json()).toMatchObject({ code: 'TICKET_ALREADY_VOID' });
    await win(market, 0);
    await settleMarkets(app.db, Date.now());
    // The hand-voided ticket keeps its result; its leg is still marked.
    expect(await ticketOf(app, player.token, open?.id ?? '')).toMatchObject({ status: 'void', settledReturn: 10, legs: [{ status: 'won' }] });
    expect(await ticketOf(app, player.token, winner?.id ?? '')).toMatchObject({ status: 'won', settledReturn: 60 });
    expect((await summaryOf(app, player.token)).balance).toBe(70 + 10 + 60);
    const voidWon = await post(admin, `/api/admin/tickets/${winner?.id}/void`, { reason: 'late bet' });
    expect(voidWon.statusCode).toBe(200);
    const trail = voidWon.json<{ response: Detail }>().response;
    expect(trail.ticket).toMatchObject({ status: 'void', settledReturn: 20, settlementSeq: 2 });
    expect(trail.ledger.map((line) => [line.code, line.amount, line.from, line.to, line.idempotencyKey.split(':').slice(2).join(':')])).toEqual([
      ['bet_stake', 20, 'player-cash', 'house', 'stake'],
      ['bet_win', 60, 'house', 'player-cash', 'settlement:1'],
      ['bet_resettle', 60, 'player-cash', 'house', 'settlement:1:reversal'],
      ['bet_refund', 20, 'house', 'player-cash', 'settlement:2'],
    ]);
    expect((await summaryOf(app, player.token)).balance).toBe(70 + 10 + 20);
  });

  it('resettles won to lost (winnings taken back), refuses it when the player spent them, and never touches a cashed-out ticket', async () => {
    const player = await fundedPlayer(app, 'resettle', 10_000);
    const market = await createMarket(app, manager, 'Res', [2, 2]);
    const [ticket] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(market, 2, 0, 10)] });
    const [spent] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(market, 2, 0, 40)] });
    await win(market, 0);
    await settleMarkets(app.db, Date.now());
    expect((await summaryOf(app, player.token)).balance).toBe(150);
    const lost = await post(manager, `/api/admin/tickets/${ticket?.id}/settle`, { legs: [{ legIndex: 0, outcome: 'lost' }], reason: 'wrong result' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().response.ticket).toMatchObject({ status: 'lost', settledReturn: 0, settlementSeq: 2, settleReason: 'wrong result', legs: [{ status: 'lost' }] });
    expect(lost.json().response.audit).toMatchObject([{ action: 'ticket.resettle', reason: 'wrong result' }]);
    expect((await summaryOf(app, player.token)).balance).toBe(130);
    const debit = await post(admin, '/api/admin/transfer-balance', { userId: player.id, amount: 100, direction: 'debit', note: 'withdrawn at the desk', requestId: 'desk-withdrawal-1' });
    expect(debit.statusCode).toBe(200);
    const refused = await post(manager, `/api/admin/tickets/${spent?.id}/settle`, { legs: [{ legIndex: 0, outcome: 'lost' }], reason: 'wrong result' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LEDGER_INSUFFICIENT_FUNDS' });
    expect((await detail(spent?.id ?? '')).ticket).toMatchObject({ status: 'won', settledReturn: 80, settlementSeq: 1 });
    const deadHeat = await post(manager, `/api/admin/tickets/${ticket?.id}/settle`, { legs: [{ legIndex: 0, outcome: 'dead_heat', deadHeatCount: 2 }], reason: 'a tie after all' });
    expect(deadHeat.json().response.ticket).toMatchObject({ status: 'won', settledReturn: 10, settlementSeq: 3 });
    const cash = await createMarket(app, manager, 'CashRes', [2, 2]);
    const [cashed] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(cash, 2, 0, 10)] });
    await post(player.token, '/api/sports/cashout', { ticketId: cashed?.id, amount: 9.5 });
    for (const [url, body] of [['void', { reason: 'no way' }], ['settle', { legs: [{ legIndex: 0, outcome: 'won' }], reason: 'no way' }]] as const) {
      const closed = await post(manager, `/api/admin/tickets/${cashed?.id}/${url}`, body);
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({ code: 'TICKET_CASHED_OUT' });
    }
  });

  it('re-results a settled market: needs a reason, resettles its tickets, reports those it cannot, and is idempotent', async () => {
    const rich = await fundedPlayer(app, 'rich', 10_000);
    const poor = await fundedPlayer(app, 'poor', 2_000);
    const market = await createMarket(app, manager, 'Rer', [2, 2]);
    const next = await createMarket(app, manager, 'RerNext', [2, 2]);
    const third = await createMarket(app, manager, 'RerThird', [2, 2]);
    const [onHome, onAway] = await placeTickets(app, rich.token, { betType: 'single', bets: [legOf(market, 2, 0, 10), legOf(market, 2, 1, 10)] });
    const [multi] = await placeTickets(app, rich.token, { betType: 'multi', bets: [legOf(market, 2, 1), legOf(next, 2), legOf(third, 2)], totalStake: 10 });
    const [poorTicket] = await placeTickets(app, poor.token, { betType: 'single', bets: [legOf(market, 2, 0, 20)] });
    await win(market, 0);
    await settleMarkets(app.db, Date.now());
    expect(await ticketOf(app, rich.token, multi?.id ?? '')).toMatchObject({ status: 'lost' });
    await post(admin, '/api/admin/transfer-balance', { userId: poor.id, amount: 40, direction: 'debit', note: 'spent', requestId: 'poor-debit-0001' });
    const noReason = await win(market, 1);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION', field: 'reason' });
    const corrected = await resultMarket(app, manager, market, { winners: [market.options[1] ?? ''], reason: 'feed error' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().response.resettlement).toMatchObject({ resettled: 2, reopened: 1, failed: [{ ticketId: poorTicket?.id, code: 'LEDGER_INSUFFICIENT_FUNDS' }] });
    expect(await ticketOf(app, rich.token, onHome?.id ?? '')).toMatchObject({ status: 'lost', settledReturn: 0, legs: [{ status: 'lost' }] });
    expect(await ticketOf(app, rich.token, onAway?.id ?? '')).toMatchObject({ status: 'won', settledReturn: 20, legs: [{ status: 'won' }] });
    // The multi lost on this market is open again: its other legs are still to play.
    expect(await ticketOf(app, rich.token, multi?.id ?? '')).toMatchObject({ status: 'accepted', settledReturn: null, legs: [{ status: 'won' }, { status: 'open' }, { status: 'open' }] });
    expect(await ticketOf(app, poor.token, poorTicket?.id ?? '')).toMatchObject({ status: 'won', settledReturn: 40, legs: [{ status: 'won' }] });
    expect((await detail(onHome?.id ?? '')).audit).toMatchObject([{ action: 'ticket.market_resettle', actor: 'staff', reason: 'feed error' }]);
    expect((await summaryOf(app, rich.token)).balance).toBe(100 - 30 + 20);
    const again = await resultMarket(app, manager, market, { winners: [market.options[1] ?? ''], reason: 'feed error' });
    expect(again.json().response.resettlement).toMatchObject({ legs: 0, resettled: 0, reopened: 0 });
    await win(next, 0);
    await win(third, 0);
    await settleMarkets(app.db, Date.now());
    // Settled again under the next number: 10 x 2 x 2 x 2.
    expect((await detail(multi?.id ?? '')).ticket).toMatchObject({ status: 'won', settledReturn: 80, settlementSeq: 3 });
    expect((await summaryOf(app, rich.token)).balance).toBe(100 - 30 + 20 + 80);
  });

  it('403 for players, agents and support on void / settle; 400 naming the field; 404 for an unknown ticket', async () => {
    const player = await fundedPlayer(app, 'guard', 10_000);
    const market = await createMarket(app, manager, 'Guard', [2, 2]);
    const [ticket] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(market, 2, 0, 10)] });
    const url = `/api/admin/tickets/${ticket?.id}`;
    expect((await get(player.token, '/api/admin/tickets')).statusCode).toBe(403);
    expect((await get(agent, '/api/admin/tickets')).statusCode).toBe(403);
    expect((await get(support, url)).statusCode).toBe(200);
    expect((await post(support, `${url}/void`, { reason: 'not allowed' })).statusCode).toBe(403);
    expect((await post(player.token, `${url}/void`, { reason: 'not allowed' })).statusCode).toBe(403);
    expect((await post(support, `${url}/settle`, { legs: [{ legIndex: 0, outcome: 'won' }], reason: 'not allowed' })).statusCode).toBe(403);
    const cases: [string, unknown, string][] = [
      [`${url}/void`, {}, 'reason'],
      [`${url}/void`, { reason: 'no' }, 'reason'],
      [`${url}/void`, { reason: 'x'.repeat(501) }, 'reason'],
      [`${url}/settle`, { legs: [], reason: 'fine reason' }, 'legs'],
      [`${url}/settle`, { legs: [{ legIndex: 0, outcome: 'dead_heat' }], reason: 'fine reason' }, 'legs.0.deadHeatCount'],
      [`${url}/settle`, { legs: [{ legIndex: 0, outcome: 'won', deadHeatCount: 2 }], reason: 'fine reason' }, 'legs.0.deadHeatCount'],
      [`${url}/settle`, { legs: [{ legIndex: 0, outcome: 'maybe' }], reason: 'fine reason' }, 'legs.0.outcome'],
      [`${url}/settle`, { legs: [{ legIndex: 1, outcome: 'won' }], reason: 'fine reason' }, 'legs.0.legIndex'],
      ['/api/admin/tickets/not-a-uuid/void', { reason: 'fine reason' }, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const response = await post(manager, path, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
    }
    for (const [query, field] of [['pageSize=1000', 'pageSize'], ['status=maybe', 'status'], ['from=yesterday', 'from'], ['eventId=1', 'eventId']]) {
      const response = await get(manager, `/api/admin/tickets?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
    }
    const unknown = await post(manager, '/api/admin/tickets/00000000-0000-4000-8000-000000000000/void', { reason: 'fine reason' });
    expect(unknown.statusCode).toBe(404);
    expect((await get(manager, '/api/admin/tickets/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await ticketOf(app, player.token, ticket?.id ?? '')).toMatchObject({ status: 'accepted' });
  });
});
