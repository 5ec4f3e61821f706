import { afterEach, expect, it } from 'vitest';
import { registerPlayer, bearer, useSuiteApp, describeEachDatabase } from '../../test/app';
import { createMethod, fundedPlayer, staffTokens, summaryOf } from '../../test/bank';
import { expectLedgerReconciled } from '../../test/ledger';

describeEachDatabase('withdrawals', (database) => {
  let staff: { admin: string; manager: string };
  let methodId: string;
  let counter = 0;
  const requestId = () => `req-${Date.now()}-${(counter += 1)}`;

  const testApp = useSuiteApp(database, {}, async () => {
    staff = await staffTokens(testApp.app);
    methodId = await createMethod(testApp.app, staff.admin, { name: 'Test wire', kind: 'bank_transfer', min: 10, max: 5000, feeFixed: 1, feeBasisPoints: 100 });
  });
  afterEach(async () => {
    await expectLedgerReconciled(testApp.app);
  });

  const withdraw = (token: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/bank/withdrawals', headers: bearer(token), payload: { methodId, details: { iban: 'DE89370400440532013000' }, requestId: requestId(), ...payload } });

  it('requires a verified e-mail (403) and moves nothing', async () => {
    const { token } = await registerPlayer(testApp.app, 'wd_unverified');
    const response = await withdraw(token, { amount: 20 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(response.json().message).toMatch(/verify your e-mail/i);
  });

  it('holds the amount at once; fee from the method; a repeated requestId holds once', async () => {
    const player = await fundedPlayer(testApp.app, 'wd_hold', 100_00);
    const payload = { amount: '40.5', requestId: 'same-request-1' };
    const first = await withdraw(player.token, payload);
    expect(first.statusCode).toBe(201);
    expect(first.json().response).toMatchObject({ balance: 59.5, withdrawal: { amount: 40.5, fee: 1.4, payout: 39.1, status: 'pending' } });
    const again = await withdraw(player.token, payload);
    expect(again.json().response.withdrawal.id).toBe(first.json().response.withdrawal.id);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(59.5);
  });

  it.each([
    ['negative', -5, /greater than 0/],
    ['zero', 0, /greater than 0/],
    ['three decimals', 12.345, /at most 2 decimals/],
    ['text', 'ten', /must be a number/],
    ['below the method minimum', 5, /at least 10/],
    ['above the method maximum', 5000.01, /at most 5000/],
  ])('rejects an amount that is %s with a 400 naming amount', async (_label, amount, message) => {
    const player = await fundedPlayer(testApp.app, `wd_bad_${(counter += 1)}`, 100_00);
    const response = await withdraw(player.token, { amount });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'amount' });
    expect(response.json().message).toMatch(message);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(100);
  });

  it('refuses more than the available balance with 409 and holds nothing', async () => {
    const player = await fundedPlayer(testApp.app, 'wd_poor', 30_00);
    const response = await withdraw(player.token, { amount: 30.01 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'LEDGER_INSUFFICIENT_FUNDS' });
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(30);
  });

  it('staff approve (paid) or reject with a reason (returned); decisions are final and audited', async () => {
    const player = await fundedPlayer(testApp.app, 'wd_decide', 100_00);
    const a = (await withdraw(player.token, { amount: 30 })).json().response.withdrawal.id as string;
    const b = (await withdraw(player.token, { amount: 20 })).json().response.withdrawal.id as string;
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(50);

    const approve = await testApp.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${a}/approve`, headers: bearer(staff.manager), payload: {} });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().response.withdrawal.status).toBe('paid');
    const noReason = await testApp.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${b}/reject`, headers: bearer(staff.manager), payload: {} });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('reason');
    const reject = await testApp.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${b}/reject`, headers: bearer(staff.manager), payload: { reason: 'Name mismatch' } });
    expect(reject.json().response.withdrawal).toMatchObject({ status: 'rejected', reason: 'Name mismatch' });
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(70);

    const twice = await testApp.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${a}/reject`, headers: bearer(staff.admin), payload: { reason: 'late' } });
    expect(twice.statusCode).toBe(409);
    const byPlayer = await testApp.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${b}/approve`, headers: bearer(player.token), payload: {} });
    expect(byPlayer.statusCode).toBe(403);
    const cancel = await testApp.app.inject({ method: 'DELETE', url: `/api/bank/withdrawals/${a}`, headers: bearer(player.token) });
    expect(cancel.statusCode).toBe(404);

    const queue = await testApp.app.inject({ method: 'GET', url: `/api/admin/withdrawals?status=paid&userId=${player.id}`, headers: bearer(staff.admin) });
    expect(queue.json().response).toMatchObject({ total: 1, list: [{ id: a, status: 'paid' }] });
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/bank/withdrawals', headers: bearer(player.token) });
    expect(mine.json().response.total).toBe(2);
    const history = await testApp.app.inject({ method: 'GET', url: '/api/admin/history', headers: bearer(staff.admin) });
    const actions = (history.json().response.list as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['withdrawal.approve', 'withdrawal.reject']));
  });

  it('GET /api/admin/reconcile reports a sound ledger to staff only', async () => {
    const report = await testApp.app.inject({ method: 'GET', url: '/api/admin/reconcile', headers: bearer(staff.admin) });
    expect(report.json().response).toMatchObject({ ok: true, totalCents: 0, mismatches: [] });
    const player = await fundedPlayer(testApp.app, 'wd_reconcile', 0);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/reconcile', headers: bearer(player.token) })).statusCode).toBe(403);
  });

  (database.name === 'postgres' ? it : it.skip)(
    '200 concurrent HTTP withdrawals of more than half the balance: exactly one accepted, never negative',
    async () => {
      const player = await fundedPlayer(testApp.app, 'wd_race', 100_00);
      const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          fetch(`${address}/api/bank/withdrawals`, {
            method: 'POST',
            headers: { ...bearer(player.token), 'content-type': 'application/json' },
            body: JSON.stringify({ methodId, amount: 60, details: { iban: 'DE89370400440532013000' }, requestId: `race-${index}-request` }),
          }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string } })),
        ),
      );
      const accepted = responses.filter((response) => response.status === 201);
      const refused = responses.filter((response) => response.status === 409);
      expect(accepted).toHaveLength(1);
      expect(refused).toHaveLength(199);
      expect(refused.every((response) => response.body.code === 'LEDGER_INSUFFICIENT_FUNDS')).toBe(true);
      expect((await summaryOf(testApp.app, player.token)).balance).toBe(40);
    },
    60_000,
  );
});
