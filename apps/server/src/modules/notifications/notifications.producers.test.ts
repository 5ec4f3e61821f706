import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications, responsibleGambling } from '../../db/schema';
import { bearer, describeEachDatabase, useSuiteApp } from '../../test/app';
import { createMethod, fundedPlayer, staffTokens } from '../../test/bank';
import { createMarket, placeSingle } from '../../test/betting';
import { createExchangeMarket, placeOk } from '../../test/exchange';
import { processPendingTickets } from '../betting';
import { applyDueLimitChanges } from '../responsible-gambling';

/** Each product event that a player hears about writes its notification in the cause's transaction. */
describeEachDatabase('notification producers', (database) => {
  let staff: { admin: string; manager: string };
  let methodId: string;
  let counter = 0;
  const suffix = (name: string) => `np_${name}${Date.now() % 1e6}${(counter += 1)}`;
  const testApp = useSuiteApp(database, {}, async () => {
    staff = await staffTokens(testApp.app);
    methodId = await createMethod(testApp.app, staff.admin, { name: 'Wire', kind: 'bank_transfer', provider: 'manual', min: 10, max: 5000 });
  });
  const rowsOf = async (userId: string) => testApp.app.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);
  const inject = (token: string, method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown> = {}) => testApp.app.inject({ method, url, headers: bearer(token), payload });
  const requestId = () => `np-${Date.now()}-${(counter += 1)}`;

  it('deposit credited (staff approval of a manual transfer)', async () => {
    const player = await fundedPlayer(testApp.app, suffix('dep'), 0);
    const created = await inject(player.token, 'POST', '/api/bank/deposits', { methodId, amount: 25, requestId: requestId() });
    const id = created.json().response.deposit.id as string;
    expect((await inject(staff.manager, 'POST', `/api/admin/deposits/${id}/approve`)).statusCode).toBe(200);
    expect((await rowsOf(player.id)).map((row) => [row.type, row.params])).toEqual([['deposit_credited', expect.objectContaining({ amount: 25, currency: 'EUR' })]]);
  });

  it('withdrawal approved and rejected (with the reason)', async () => {
    const player = await fundedPlayer(testApp.app, suffix('wd'), 100_00);
    const withdraw = async () => (await inject(player.token, 'POST', '/api/bank/withdrawals', { methodId, amount: 20, details: { iban: 'DE89370400440532013000' }, requestId: requestId() })).json().response.withdrawal.id as string;
    const a = await withdraw();
    const b = await withdraw();
    expect((await inject(staff.manager, 'POST', `/api/admin/withdrawals/${a}/approve`)).statusCode).toBe(200);
    expect((await inject(staff.manager, 'POST', `/api/admin/withdrawals/${b}/reject`, { reason: 'Name mismatch' })).statusCode).toBe(200);
    expect((await rowsOf(player.id)).map((row) => [row.type, row.params.reason])).toEqual([
      ['withdrawal_approved', null],
      ['withdrawal_rejected', 'Name mismatch'],
    ]);
  });

  it('cash-out paid, and in-play bets accepted or rejected after the delay', async () => {
    const player = await fundedPlayer(testApp.app, suffix('bet'), 100_00);
    const market = await createMarket(testApp.app, staff.manager, `Np${counter}`, [2, 2]);
    const ticket = (await placeSingle(testApp.app, player.token, market, 0, 2, 10)).json().response.tickets[0].id as string;
    const quote = await testApp.app.inject({ method: 'GET', url: '/api/sports/mybets', headers: bearer(player.token) });
    const value = quote.json().response.mybets.find((row: { id: string }) => row.id === ticket).cashoutValue as number;
    expect((await inject(player.token, 'POST', '/api/sports/cashout', { ticketId: ticket, amount: value })).statusCode).toBe(200);

    expect((await inject(staff.manager, 'PATCH', `/api/admin/events/${market.eventId}`, { status: 'live' })).statusCode).toBe(200);
    expect((await placeSingle(testApp.app, player.token, market, 0, 2, 10)).json().response.tickets[0].status).toBe('pending');
    await processPendingTickets(testApp.app.db, Date.now() + 60_000);
    await placeSingle(testApp.app, player.token, market, 1, 2, 10);
    await inject(staff.manager, 'PATCH', `/api/admin/markets/${market.marketId}`, { options: [{ id: market.options[1], odds: 1.9 }] });
    await processPendingTickets(testApp.app.db, Date.now() + 60_000);
    const rows = await rowsOf(player.id);
    expect(rows.map((row) => row.type)).toEqual(['cashout_paid', 'inplay_bet_accepted', 'inplay_bet_rejected']);
    expect(rows[0]?.params).toMatchObject({ ticketId: ticket, amount: value, currency: 'EUR' });
  });

  it('a ticket staff void by hand tells the player (bet settled, void, stake returned)', async () => {
    const player = await fundedPlayer(testApp.app, suffix('void'), 100_00);
    const market = await createMarket(testApp.app, staff.manager, `Nv${counter}`, [2, 2]);
    const ticket = (await placeSingle(testApp.app, player.token, market, 0, 2, 10)).json().response.tickets[0].id as string;
    const voided = await inject(staff.admin, 'POST', `/api/admin/tickets/${ticket}/void`, { reason: 'palpable error' });
    expect(voided.statusCode).toBe(200);
    expect((await rowsOf(player.id)).map((row) => [row.type, row.bodyKey, row.params.return])).toEqual([['bet_settled', 'notifications.types.bet_settled.body_void', 10]]);
  });

  it('a limit increase is in force after its 24 h: the job writes it and notifies once', async () => {
    const player = await fundedPlayer(testApp.app, suffix('rg'), 0);
    const put = (body: Record<string, unknown>) => testApp.app.inject({ method: 'PUT', url: '/api/front/responsible-gambling', headers: bearer(player.token), payload: body });
    expect((await put({ depositLimits: { day: 50 } })).statusCode).toBe(200);
    expect((await put({ depositLimits: { day: 80 } })).statusCode).toBe(200);
    expect(await rowsOf(player.id)).toEqual([]);
    const later = Date.now() + 25 * 3_600_000;
    expect(await applyDueLimitChanges(testApp.app.db, later)).toBeGreaterThanOrEqual(1);
    expect(await applyDueLimitChanges(testApp.app.db, later)).toBe(0);
    const rows = await rowsOf(player.id);
    expect(rows.map((row) => [row.type, row.bodyKey, row.params])).toEqual([['limit_in_force', 'notifications.types.limit_in_force.body_set', { period: 'day', amount: 80, currency: 'EUR' }]]);
    const [stored] = await testApp.app.db.select().from(responsibleGambling).where(eq(responsibleGambling.userId, player.id));
    expect(stored).toMatchObject({ dayLimitCents: 80_00, pendingLimits: {} });
  });

  it('exchange order matched: both players hear their own side', async () => {
    const market = await createExchangeMarket(testApp.app, 2);
    const backer = await fundedPlayer(testApp.app, suffix('exb'), 100_00);
    const layer = await fundedPlayer(testApp.app, suffix('exl'), 100_00);
    const runnerId = market.runnerIds[0] ?? '';
    await placeOk(testApp.app, backer.token, { marketId: market.marketId, runnerId, side: 'back', price: 2.5, stake: 10 });
    expect(await rowsOf(backer.id)).toEqual([]);
    await placeOk(testApp.app, layer.token, { marketId: market.marketId, runnerId, side: 'lay', price: 2.5, stake: 4 });
    expect((await rowsOf(backer.id)).map((row) => [row.type, row.bodyKey, row.params.stake, row.params.price])).toEqual([['exchange_order_matched', 'notifications.types.exchange_order_matched.body_back', 4, 2.5]]);
    expect((await rowsOf(layer.id)).map((row) => [row.type, row.bodyKey, row.params.stake])).toEqual([['exchange_order_matched', 'notifications.types.exchange_order_matched.body_lay', 4]]);
  });
});
