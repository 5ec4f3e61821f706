import { and, eq, isNull } from 'drizzle-orm';
import { houseAccount as houseAccountId, ledgerHouseShardCount, playerCashAccount, staffBalanceTransferred, type Transfer } from '@oddsmith/core';
import { expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { useSuiteApp, describeEachDatabase, registerPlayer, loginDemo } from '../../test/app';
import { houseBalance, houseShardOf, postEvent, postTransfer, reconcile, systemAccount, userBalances } from './ledger.service';

describeEachDatabase('ledger', (database) => {
  let houseId: string;
  let cashId: string;
  let bonusId: string;
  let playerId: string;

  const testApp = useSuiteApp(database, {}, async () => {
    const { user } = await registerPlayer(testApp.app, 'ledger');
    playerId = user.id;
    const db = testApp.app.db;
    houseId = (await db.transaction((tx) => systemAccount(tx, 'house', 'EUR'))).id;
    const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, user.id));
    cashId = accounts.find((account) => account.kind === 'cash')?.id ?? '';
    bonusId = accounts.find((account) => account.kind === 'bonus')?.id ?? '';
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
    expect(await testApp.app.db.transaction((tx) => houseBalance(tx, 'EUR'))).toBe(-5_000);
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

  const houseRows = () =>
    testApp.app.db
      .select()
      .from(ledgerAccounts)
      .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, 'house'), eq(ledgerAccounts.currency, 'EUR')));

  it('picks a house shard from the key: deterministic and in range', () => {
    expect(houseShardOf('bet:abc:stake')).toBe(houseShardOf('bet:abc:stake'));
    const shards = new Set(Array.from({ length: 200 }, (_, index) => houseShardOf(`bet:${index}:stake`)));
    expect(shards.size).toBe(ledgerHouseShardCount);
    for (const shard of shards) expect(shard >= 0 && shard < ledgerHouseShardCount).toBe(true);
  });

  it('spreads concurrent postings over several house shards; the house balance is the sum over shards', async () => {
    const before = await testApp.app.db.transaction((tx) => houseBalance(tx, 'EUR'));
    const cashBefore = (await balanceOf(cashId)) ?? 0;
    const credit = (index: number) =>
      testApp.app.db.transaction((tx) =>
        postEvent(tx, staffBalanceTransferred({ actionId: `shards-${index}`, playerId, currency: 'EUR', amountCents: 100 + index, direction: 'credit' })),
      );
    const outcomes = await Promise.all(Array.from({ length: 24 }, (_, index) => credit(index)));
    const houseRowIds = new Set(outcomes.map(([outcome]) => outcome?.transfer.debitAccountId));
    expect(houseRowIds.size).toBeGreaterThan(1);
    const rows = await houseRows();
    expect(new Set(rows.map((row) => row.shard)).size).toBe(ledgerHouseShardCount);
    for (const [outcome] of outcomes) {
      expect(rows.find((row) => row.id === outcome?.transfer.debitAccountId)?.shard).toBe(houseShardOf(outcome?.transfer.idempotencyKey ?? ''));
    }
    const creditedCents = Array.from({ length: 24 }, (_, index) => 100 + index).reduce((sum, cents) => sum + cents, 0);
    const sumOfRows = rows.reduce((sum, row) => sum + row.balanceCents, 0);
    expect(await testApp.app.db.transaction((tx) => houseBalance(tx, 'EUR'))).toBe(sumOfRows);
    expect(sumOfRows).toBe(before - creditedCents);
    expect(await balanceOf(cashId)).toBe(cashBefore + creditedCents);
    // A replay finds the row (and transfer) of the first posting.
    const [replay] = await credit(3);
    expect(replay).toMatchObject({ created: false, transfer: { id: outcomes[3]?.[0]?.transfer.id, debitAccountId: outcomes[3]?.[0]?.transfer.debitAccountId } });
    expect((await reconcile(testApp.app.db)).ok).toBe(true);
  });

  it('creates the house shard rows of a new currency once when first uses race', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, index) => testApp.app.db.transaction((tx) => systemAccount(tx, 'house', 'GBP', index % 4))),
    );
    const rows = await testApp.app.db
      .select()
      .from(ledgerAccounts)
      .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, 'house'), eq(ledgerAccounts.currency, 'GBP')));
    expect(rows.map((row) => row.shard).sort((a, b) => a - b)).toEqual(Array.from({ length: ledgerHouseShardCount }, (_, index) => index));
    expect(ids.map((row) => row.shard)).toEqual(Array.from({ length: 8 }, (_, index) => index % 4));
    expect(new Set(ids.map((row) => row.id)).size).toBe(4);
  });

  it('resolves a house hold on the shard of its pending transfer, not of its own key', async () => {
    let resolutionKey = 'test:hold:1:post';
    for (let index = 0; houseShardOf(resolutionKey) === houseShardOf('test:hold:1'); index += 1) resolutionKey = `test:hold:1:post:${index}`;
    const house = houseAccountId('EUR');
    const cash = playerCashAccount(playerId);
    const hold: Transfer = { idempotencyKey: 'test:hold:1', debitAccount: house, creditAccount: cash, amountCents: 250, code: 'staff_credit', phase: 'pending', pendingKey: null };
    const post: Transfer = { ...hold, idempotencyKey: resolutionKey, phase: 'post_pending', pendingKey: 'test:hold:1' };
    const [held] = await testApp.app.db.transaction((tx) => postEvent(tx, [hold]));
    const [posted] = await testApp.app.db.transaction((tx) => postEvent(tx, [post]));
    expect(posted?.transfer.debitAccountId).toBe(held?.transfer.debitAccountId);
    const holdRow = (await houseRows()).find((row) => row.id === held?.transfer.debitAccountId);
    expect(holdRow).toMatchObject({ shard: houseShardOf('test:hold:1'), debitsPendingCents: 0 });
    expect((await reconcile(testApp.app.db)).ok).toBe(true);
  });

  it('replays a key posted on another house row (before sharding) without moving money', async () => {
    let actionId = 'pre-shard';
    for (let index = 0; houseShardOf(`staff:${actionId}:credit`) === 0; index += 1) actionId = `pre-shard-${index}`;
    const key = `staff:${actionId}:credit`;
    const first = await transfer(key, houseId, cashId, 300);
    const cashAfterFirst = await balanceOf(cashId);
    const event = (amountCents: number) => staffBalanceTransferred({ actionId, playerId, currency: 'EUR', amountCents, direction: 'credit' });
    const [replay] = await testApp.app.db.transaction((tx) => postEvent(tx, event(300)));
    expect(replay).toMatchObject({ created: false, transfer: { id: first.transfer.id, debitAccountId: houseId } });
    expect(await balanceOf(cashId)).toBe(cashAfterFirst);
    await expect(testApp.app.db.transaction((tx) => postEvent(tx, event(301)))).rejects.toMatchObject({ code: 'LEDGER_IDEMPOTENCY_CONFLICT' });
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

  it('seeds the demo data idempotently: the player has 1,000.00 and a 25.00 bonus once', async () => {
    await seedDemo(testApp.app.db);
    await seedDemo(testApp.app.db);
    const token = await loginDemo(testApp.app, 'player');
    const me = await testApp.app.inject({ method: 'GET', url: '/api/front/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().response.user).toMatchObject({ balance: 1000, bonusBalance: 25, emailVerified: true });
    const player = me.json().response.user as { id: string };
    const balances = await userBalances(testApp.app.db, player.id, 'EUR');
    expect(balances.cashCents).toBe(100_000);
    expect((await reconcile(testApp.app.db)).ok).toBe(true);
  });
});
