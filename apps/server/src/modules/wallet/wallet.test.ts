import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { bearer, useSuiteApp, describeEachDatabase, loginAs } from '../../test/app';
import { createMethod, fundedPlayer, staffTokens, summaryOf } from '../../test/bank';
import { expectLedgerReconciled } from '../../test/ledger';
import { csvField } from './wallet.service';

describeEachDatabase('wallet: transfer-balance, history, payments', (database) => {
  let staff: { admin: string; manager: string };

  const testApp = useSuiteApp(database, {}, async () => {
    staff = await staffTokens(testApp.app);
  });
  afterEach(async () => {
    await expectLedgerReconciled(testApp.app);
  });

  const transfer = (token: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/admin/transfer-balance', headers: bearer(token), payload: { requestId: crypto.randomUUID(), ...payload } });
  const auditRowsOf = async (action: string, userId: string) =>
    (await testApp.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, userId)))).length;

  it('staff credit and debit with a mandatory note; never below zero; audited', async () => {
    const player = await fundedPlayer(testApp.app, 'wallet_staff', 0);
    expect((await transfer(staff.manager, { userId: player.id, amount: 10, direction: 'credit' })).json().field).toBe('note');
    const credit = await transfer(staff.manager, { userId: player.id, amount: '12.34', direction: 'credit', note: 'Goodwill', requestId: 'goodwill-0001' });
    expect(credit.json().response).toMatchObject({ balance: 12.34, agentBalance: null });
    await transfer(staff.manager, { userId: player.id, amount: '12.34', direction: 'credit', note: 'Goodwill', requestId: 'goodwill-0001' });
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(12.34);
    expect(await auditRowsOf('balance.credit', player.id)).toBe(1);
    const tooMuch = await transfer(staff.admin, { userId: player.id, amount: 20, direction: 'debit', note: 'Correction' });
    expect(tooMuch.json()).toMatchObject({ code: 'LEDGER_INSUFFICIENT_FUNDS' });
    await transfer(staff.admin, { userId: player.id, amount: 2.34, direction: 'debit', note: 'Correction' });
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(10);

    const history = await testApp.app.inject({ method: 'GET', url: `/api/admin/user-credit-history?userId=${player.id}&page=1`, headers: bearer(staff.admin) });
    expect(history.json().response.list.map((row: { amount: number }) => row.amount)).toEqual([-2.34, 12.34]);
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/bank/transactions?code=staff_debit', headers: bearer(player.token) });
    expect(mine.json().response).toMatchObject({ total: 1, list: [{ code: 'staff_debit', amount: -2.34, status: 'completed', wallet: 'cash' }] });
    const audit = await testApp.app.inject({ method: 'GET', url: '/api/admin/history', headers: bearer(staff.admin) });
    expect((audit.json().response.list as { action: string }[]).map((entry) => entry.action)).toEqual(expect.arrayContaining(['balance.credit', 'balance.debit']));
  });

  it('requestId is required; a replayed transfer moves money once and writes one audit row', async () => {
    const player = await fundedPlayer(testApp.app, 'wallet_replay', 0);
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/admin/transfer-balance', headers: bearer(staff.manager), payload: { userId: player.id, amount: 5, direction: 'credit', note: 'Goodwill' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', field: 'requestId' });
    expect(missing.json().message).toMatch(/^requestId: /);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(0);

    const body = { userId: player.id, amount: 5, direction: 'credit', note: 'Goodwill', requestId: 'replay-credit-0001' };
    const first = await transfer(staff.manager, body);
    expect(first.statusCode).toBe(200);
    const again = await transfer(staff.manager, body);
    const racing = await Promise.all([transfer(staff.manager, body), transfer(staff.manager, body)]);
    for (const reply of [again, ...racing]) expect(reply.json().response).toMatchObject({ transferId: first.json().response.transferId, balance: 5 });
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(5);
    expect(await auditRowsOf('balance.credit', player.id)).toBe(1);

    // The same requestId for another transfer is refused, not a second movement.
    const flipped = await transfer(staff.manager, { ...body, direction: 'debit' });
    expect(flipped.statusCode).toBe(409);
    expect(flipped.json()).toMatchObject({ code: 'REQUEST_ID_REUSED', field: 'requestId' });
    expect((await transfer(staff.manager, { ...body, amount: 6 })).statusCode).toBe(409);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(5);
    // Another staff member's requestId is their own: the same text moves money again for them.
    expect((await transfer(staff.admin, body)).json().response).toMatchObject({ balance: 10 });
  });

  it('a cash agent credits and debits only their own players, within their float and the player\'s balance', async () => {
    const register = await testApp.app.inject({ method: 'POST', url: '/api/admin/register-admin-user', headers: bearer(staff.admin), payload: { username: 'agent_one', email: 'agent_one@example.com', password: 'GoodPassword123', role: 'agent' } });
    const agentId = register.json().response.user.id as string;
    const agent = await loginAs(testApp.app, 'agent_one', 'GoodPassword123');
    const own = await fundedPlayer(testApp.app, 'wallet_agent_own', 0);
    const stranger = await fundedPlayer(testApp.app, 'wallet_agent_stranger', 0);
    await testApp.app.db.update(users).set({ cashAgentId: agentId }).where(eq(users.id, own.id));
    expect((await transfer(staff.admin, { userId: agentId, amount: 10, direction: 'debit', note: 'float back' })).json()).toMatchObject({ code: 'LEDGER_INSUFFICIENT_FUNDS', field: 'amount' });
    const funded = await transfer(staff.admin, { userId: agentId, amount: 60, direction: 'credit', note: 'float paid in at the office' });
    expect(funded.json().response).toMatchObject({ balance: 60, agentBalance: 60 });
    const defunded = await transfer(staff.admin, { userId: agentId, amount: 10, direction: 'debit', note: 'float paid back' });
    expect(defunded.json().response).toMatchObject({ balance: 50, agentBalance: 50 });
    expect((await transfer(agent, { userId: agentId, amount: 5, direction: 'credit', note: 'self' })).statusCode).toBe(404);

    expect((await transfer(agent, { userId: stranger.id, amount: 5, direction: 'credit', note: 'cash' })).statusCode).toBe(404);
    expect((await transfer(agent, { userId: stranger.id, amount: 5, direction: 'debit', note: 'cash' })).statusCode).toBe(404);
    expect((await transfer(agent, { userId: own.id, amount: 5, direction: 'debit', note: 'cash' })).json()).toMatchObject({ code: 'LEDGER_INSUFFICIENT_FUNDS', field: 'amount' });
    expect((await transfer(agent, { userId: own.id, amount: 50.01, direction: 'credit', note: 'cash' })).json()).toMatchObject({ code: 'LEDGER_INSUFFICIENT_FUNDS', field: 'amount' });
    const ok = await transfer(agent, { userId: own.id, amount: 30, direction: 'credit', note: 'cash received' });
    expect(ok.json().response).toMatchObject({ balance: 30, agentBalance: 20 });
    const paidOut = await transfer(agent, { userId: own.id, amount: 12.5, direction: 'debit', note: 'cash paid out' });
    expect(paidOut.json().response).toMatchObject({ balance: 17.5, agentBalance: 32.5 });
    expect(await auditRowsOf('balance.agent_debit', own.id)).toBe(1);
    expect(await auditRowsOf('balance.agent_defunding', agentId)).toBe(1);
  });

  it('summary, the withdrawal hold in history, and the payments CSV export', async () => {
    const player = await fundedPlayer(testApp.app, 'wallet_summary', 100_00);
    const methodId = await createMethod(testApp.app, staff.admin, { name: 'UPI "fast", cheap', kind: 'upi', min: 1, max: 500 });
    await testApp.app.inject({ method: 'POST', url: '/api/bank/withdrawals', headers: bearer(player.token), payload: { methodId, amount: 25, details: { upiId: 'me@upi' }, requestId: 'wallet-summary-1' } });
    const summary = await testApp.app.inject({ method: 'GET', url: '/api/bank/summary', headers: bearer(player.token) });
    expect(summary.json().response).toMatchObject({ balance: 75, bonusBalance: 0, pendingWithdrawals: { count: 1, amount: 25 }, pendingDeposits: { count: 0 } });
    const pending = await testApp.app.inject({ method: 'GET', url: '/api/bank/transactions?status=pending', headers: bearer(player.token) });
    expect(pending.json().response.list).toEqual([expect.objectContaining({ code: 'withdrawal_hold', amount: -25, status: 'pending' })]);
    await transfer(staff.manager, { userId: player.id, amount: 1, direction: 'credit', note: '=HYPERLINK("x"), "quoted"' });
    const csv = await testApp.app.inject({ method: 'GET', url: `/api/admin/payments?format=csv&userId=${player.id}`, headers: bearer(staff.admin) });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('"id","createdAt","code","phase","amount","currency","debitKind","debitUsername","creditKind","creditUsername","note","createdBy"');
    expect(csv.body).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
    const json = await testApp.app.inject({ method: 'GET', url: `/api/admin/payments?code=withdrawal_hold&userId=${player.id}`, headers: bearer(staff.admin) });
    expect(json.json().response).toMatchObject({ total: 1, list: [{ phase: 'pending', amount: 25, debit: { kind: 'cash' } }] });
    // Staff search by part of a side's username, or by a user id, like the tickets screen.
    const byName = await testApp.app.inject({ method: 'GET', url: '/api/admin/payments?code=withdrawal_hold&user=WALLET_SUMM', headers: bearer(staff.admin) });
    expect(byName.json().response).toMatchObject({ total: 1, list: [{ amount: 25, debit: { username: 'user_wallet_summary' } }] });
    const byUserId = await testApp.app.inject({ method: 'GET', url: `/api/admin/payments?code=withdrawal_hold&user=${player.id}`, headers: bearer(staff.admin) });
    expect(byUserId.json().response.total).toBe(1);
    const nobody = await testApp.app.inject({ method: 'GET', url: '/api/admin/payments?user=no_such_player_zz', headers: bearer(staff.admin) });
    expect(nobody.json().response.total).toBe(0);
    const badDate = await testApp.app.inject({ method: 'GET', url: '/api/bank/transactions?from=yesterday', headers: bearer(player.token) });
    expect(badDate.statusCode).toBe(400);
  });
});

it('csvField round-trips any text through RFC 4180 quoting (property)', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      const field = csvField(text);
      expect(field.startsWith('"') && field.endsWith('"')).toBe(true);
      const inner = field.slice(1, -1);
      expect(inner.replace(/""/g, '').includes('"')).toBe(false);
      const decoded = inner.replace(/""/g, '"');
      expect(decoded === text || decoded === `'${text}`).toBe(true);
    }),
  );
});
