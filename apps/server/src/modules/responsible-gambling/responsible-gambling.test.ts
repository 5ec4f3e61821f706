import { afterEach, expect, it } from 'vitest';
import { deposits } from '../../db/schema';
import { bearer, useSuiteApp, describeEachDatabase } from '../../test/app';
import { createMethod, fundedPlayer, staffTokens } from '../../test/bank';
import { expectLedgerReconciled } from '../../test/ledger';

describeEachDatabase('responsible gambling', (database) => {
  let bankId: string;
  let counter = 0;

  const testApp = useSuiteApp(database, {}, async () => {
    const staff = await staffTokens(testApp.app);
    bankId = await createMethod(testApp.app, staff.admin, { name: 'Bank', kind: 'bank_transfer', min: 10, max: 5000 });
  });
  afterEach(async () => {
    await expectLedgerReconciled(testApp.app);
  });

  const put = (token: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'PUT', url: '/api/front/responsible-gambling', headers: bearer(token), payload });
  const deposit = (token: string, amount: number) =>
    testApp.app.inject({ method: 'POST', url: '/api/bank/deposits', headers: bearer(token), payload: { methodId: bankId, amount, requestId: `rg-${Date.now()}-${(counter += 1)}` } });

  it('a decrease applies at once, an increase or removal waits 24 h; the lowest window wins', async () => {
    const player = await fundedPlayer(testApp.app, 'rg_limits', 0);
    const set = await put(player.token, { depositLimits: { day: 100, week: 50 } });
    expect(set.json().response).toMatchObject({ depositLimits: { day: 100, week: 50, month: null }, depositRemaining: 50 });
    expect((await deposit(player.token, 40)).statusCode).toBe(201);
    const over = await deposit(player.token, 20);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', field: 'amount' });
    const raise = await put(player.token, { depositLimits: { week: 500, day: null } });
    expect(raise.json().response.depositLimits).toMatchObject({ day: 100, week: 50 });
    expect(raise.json().response.pendingDepositLimits.week).toMatchObject({ amount: 500 });
    expect(raise.json().response.pendingDepositLimits.day).toMatchObject({ amount: null });
    const risk = await testApp.app.inject({ method: 'POST', url: '/api/front/risk-management', headers: bearer(player.token), payload: { mode: 'mgt' } });
    expect(risk.json().response).toMatchObject({ depositLimits: { day: 100, week: 50, month: null }, timeOutUntil: null });
  });

  it('time-out and self-exclusion block deposits and cannot be shortened by the player', async () => {
    const player = await fundedPlayer(testApp.app, 'rg_block', 0);
    expect((await put(player.token, { timeOutDays: 43 })).statusCode).toBe(400);
    const timeOut = await put(player.token, { timeOutDays: 7 });
    const until = timeOut.json().response.timeOutUntil as string;
    expect(Date.parse(until)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await deposit(player.token, 20)).json()).toMatchObject({ code: 'RG_TIME_OUT' });
    const shorter = await put(player.token, { timeOutDays: 1 });
    expect(shorter.json().response.timeOutUntil).toBe(until);
    expect((await put(player.token, { selfExclusionMonths: 5 })).statusCode).toBe(400);
    await put(player.token, { selfExclusionMonths: 6, realityCheckMinutes: 30 });
    expect((await deposit(player.token, 20)).json()).toMatchObject({ code: 'RG_SELF_EXCLUDED' });
    const summary = await testApp.app.inject({ method: 'GET', url: '/api/front/session-summary', headers: bearer(player.token) });
    expect(summary.json().response).toMatchObject({ netPosition: 0, currency: 'EUR', realityCheckMinutes: 30 });
  });

  it("a deposit limit counts the account currency's deposits only, never another currency's", async () => {
    const player = await fundedPlayer(testApp.app, 'rg_currency', 0);
    await put(player.token, { depositLimits: { day: 100 } });
    // 500.00 INR deposited (pending) in the window: not EUR money, so the EUR limit does not count it.
    await testApp.app.db.insert(deposits).values({ userId: player.id, methodId: bankId, requestId: 'rg-inr-deposit', amountCents: 50_000, feeCents: 0, currency: 'INR', reference: 'RG-INR-1' });
    const view = await testApp.app.inject({ method: 'GET', url: '/api/front/responsible-gambling', headers: bearer(player.token) });
    expect(view.json().response).toMatchObject({ currency: 'EUR', depositLimits: { day: 100 }, depositRemaining: 100 });
    expect((await deposit(player.token, 80)).statusCode).toBe(201);
    const over = await deposit(player.token, 30);
    expect(over.json()).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', field: 'amount' });
    expect(over.json().message).toContain('at most 20');
  });
});

