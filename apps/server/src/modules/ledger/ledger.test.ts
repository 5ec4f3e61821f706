import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createTestApp, describeEachDatabase, loginAs, registerPlayer, type TestApp } from '../../test/app';
import { postTransfer, reconcile, systemAccount, userBalances } from './ledger.service';

describeEachDatabase('ledger', (database) => {
  let testApp: TestApp;
  let houseId: string;
  let cashId: string;
  let bonusId: string;

  beforeAll(async () => {
    testApp = await createTestApp(database);
    const { user } = await registerPlayer(testApp.app, 'ledger');
    const db = testApp.app.db;
    houseId = (await db.transaction((tx) => systemAccount(tx, 'house', 'EUR'))).id;
    const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, user.id));
    cashId = accounts.find((account) => account.kind === 'cash')?.id ?? '';
    bonusId = accounts.find((account) => account.kind === 'bonus')?.id ?? '';
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const transfer = (key: string, debitAccountId: string, creditAccountId: string, amountCents: number) =>
    testApp.app.db.transaction((tx) => postTransfer(tx, { idempotencyKey: key, debitAccountId, creditAccountId, amountCents, code: 'staff_credit' }));
  const balanceOf = async (accountId: string) =>
    (await testApp.app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)))[0]?.balanceCents;

  it('opens cash and bonus accounts at registration', () => {
    expect(cashId).not.toBe('');
    expect(bonusId).not.toBe('');
  });

  it('moves money once per idempotency key', async () => {
    const first = await transfer('test:credit:1', houseId, cashId, 5_000);
    const retry = await transfer('test:credit:1', houseId, cashId, 5_000);
    expect(first.created).toBe(true);
    expect(retry.created).toBe(false);
    expect(retry.transfer.id).toBe(first.transfer.id);
    expect(await balanceOf(cashId)).toBe(5_000);
    expect(await balanceOf(houseId)).toBe(-5_000);
    const rows = await testApp.app.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, 'test:credit:1'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a key reused for a different movement', async () => {
    await expect(transfer('test:credit:1', houseId, cashId, 7_000)).rejects.toMatchObject({ code: 'LEDGER_IDEMPOTENCY_CONFLICT' });
  });

  it('fails with LEDGER_INSUFFICIENT_FUNDS instead of going below zero, and rolls back', async () => {
    const error = await transfer('test:debit:too-much', cashId, houseId, 5_001).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'LEDGER_INSUFFICIENT_FUNDS', statusCode: 409 });
    expect(await balanceOf(cashId)).toBe(5_000);
    const rows = await testApp.app.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, 'test:debit:too-much'));
    expect(rows).toHaveLength(0);
    await transfer('test:debit:all', cashId, houseId, 5_000);
    expect(await balanceOf(cashId)).toBe(0);
  });

  it('keeps the balance non-negative under concurrent debits', async () => {
    await transfer('test:credit:concurrent', houseId, cashId, 1_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) => transfer(`test:debit:concurrent:${index}`, cashId, houseId, 400)),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(2);
    expect(await balanceOf(cashId)).toBe(200);
  });

  it('reconciles: balances sum to zero and each equals its transfers', async () => {
    const report = await reconcile(testApp.app.db);
    expect(report).toMatchObject({ ok: true, totalCents: 0, mismatches: [] });
  });

  it('reconcile reports a cached balance that drifted from its transfers', async () => {
    await testApp.app.db.update(ledgerAccounts).set({ balanceCents: 999 }).where(eq(ledgerAccounts.id, bonusId));
    const report = await reconcile(testApp.app.db);
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual([expect.objectContaining({ accountId: bonusId, balanceCents: 999, expectedCents: 0 })]);
    await testApp.app.db.update(ledgerAccounts).set({ balanceCents: 0 }).where(eq(ledgerAccounts.id, bonusId));
  });

  it('seeds the demo data idempotently: the player has 1,000.00 once', async () => {
    await seedDemo(testApp.app.db);
    await seedDemo(testApp.app.db);
    const token = await loginAs(testApp.app, 'player', 'PlayerPass123');
    const me = await testApp.app.inject({ method: 'GET', url: '/api/front/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().response.user).toMatchObject({ balance: 1000, bonusBalance: 0, emailVerified: true });
    const player = me.json().response.user as { id: string };
    const balances = await userBalances(testApp.app.db, player.id, 'EUR');
    expect(balances.cashCents).toBe(100_000);
    expect((await reconcile(testApp.app.db)).ok).toBe(true);
  });
});
