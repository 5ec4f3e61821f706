import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ledgerHouseShardCount } from '@oddsmith/core';
import { expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import { describeEachDatabase, registerPlayer, useSuiteApp } from '../../test/app';
import { expectLedgerReconciled } from '../../test/ledger';
import { completeHouseShards, postHousePayoutsSelected } from './ledger.payouts';
import { houseShardOf } from './ledger.service';

type Payout = { key: string; userId: string; wallet: 'cash' | 'bonus'; cents: number; code?: string };

/** The payouts as the SELECT postHousePayoutsSelected takes (a VALUES list here; a join on tickets in settlement). */
function payoutsOf(payouts: readonly Payout[]): SQL {
  const json = JSON.stringify(payouts.map((payout) => ({ idempotency_key: payout.key, user_id: payout.userId, wallet_kind: payout.wallet, currency: 'EUR', amount_cents: payout.cents, code: payout.code ?? 'bet_win' })));
  return sql`select * from jsonb_to_recordset(${json}::jsonb) as v(idempotency_key text, user_id uuid, wallet_kind text, currency text, amount_cents bigint, code text)`;
}

describeEachDatabase('ledger: house payouts a query selects (set-based)', (database) => {
  let players: string[] = [];
  const testApp = useSuiteApp(database, {}, async () => {
    players = [(await registerPlayer(testApp.app, 'payouta')).user.id, (await registerPlayer(testApp.app, 'payoutb')).user.id];
  });
  const post = (payouts: readonly Payout[]) => testApp.app.db.transaction((tx) => postHousePayoutsSelected(tx, payoutsOf(payouts), { note: 'test payouts' }));
  const walletOf = async (userId: string, kind: 'cash' | 'bonus') =>
    (await testApp.app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId))).find((row) => row.kind === kind);

  it('pays each wallet from the house row houseShardOf picks, moves every balance once, and replays as nothing', async () => {
    const [a = '', b = ''] = players;
    const payouts: Payout[] = [
      { key: 'test:payout:1', userId: a, wallet: 'cash', cents: 1_000 },
      { key: 'test:payout:2', userId: a, wallet: 'cash', cents: 250 },
      { key: 'test:payout:3', userId: b, wallet: 'bonus', cents: 400, code: 'bet_refund' },
    ];
    expect(await post(payouts)).toBe(3);
    expect((await walletOf(a, 'cash'))?.balanceCents).toBe(1_250);
    expect((await walletOf(b, 'bonus'))?.balanceCents).toBe(400);
    const rows = await testApp.app.db
      .select({ key: ledgerTransfers.idempotencyKey, code: ledgerTransfers.code, note: ledgerTransfers.note, shard: ledgerAccounts.shard, kind: ledgerAccounts.kind })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
      .where(inArray(ledgerTransfers.idempotencyKey, payouts.map((payout) => payout.key)));
    expect(rows.map((row) => [row.key, row.code, row.note, row.kind, row.shard]).sort()).toEqual(
      payouts.map((payout) => [payout.key, payout.code ?? 'bet_win', 'test payouts', 'house', houseShardOf(payout.key)]).sort(),
    );
    // The same payouts again (and one new): only the new one moves money.
    expect(await post([...payouts, { key: 'test:payout:4', userId: b, wallet: 'cash', cents: 5 }])).toBe(1);
    expect((await walletOf(a, 'cash'))?.balanceCents).toBe(1_250);
    expect((await walletOf(b, 'cash'))?.balanceCents).toBe(5);
    await expectLedgerReconciled(testApp.app);
  });

  it('refuses a key taken by a different movement, and rolls the whole posting back', async () => {
    const [a = '', b = ''] = players;
    const fresh: Payout = { key: 'test:payout:5', userId: b, wallet: 'cash', cents: 70 };
    await expect(post([fresh, { key: 'test:payout:1', userId: a, wallet: 'cash', cents: 999 }])).rejects.toMatchObject({ code: 'LEDGER_IDEMPOTENCY_CONFLICT' });
    await expect(post([{ key: 'test:payout:2', userId: b, wallet: 'cash', cents: 250 }])).rejects.toMatchObject({ code: 'LEDGER_IDEMPOTENCY_CONFLICT' });
    expect(await testApp.app.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, fresh.key))).toEqual([]);
    expect((await walletOf(b, 'cash'))?.balanceCents).toBe(5);
    await expectLedgerReconciled(testApp.app);
  });

  it('posts nothing for an empty selection', async () => {
    expect(await post([])).toBe(0);
  });

  it('completes the shard rows of a house that has shard 0 only (as migration 0005 left it), once', async () => {
    const db = testApp.app.db;
    const shardsOf = async (currency: string) =>
      (await db.select({ shard: ledgerAccounts.shard }).from(ledgerAccounts).where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, 'house'), eq(ledgerAccounts.currency, currency))))
        .map((row) => row.shard)
        .sort((a, b) => a - b);
    await db.insert(ledgerAccounts).values({ userId: null, kind: 'house', currency: 'GBP', shard: 0 });
    expect(await shardsOf('GBP')).toEqual([0]);
    await db.transaction((tx) => completeHouseShards(tx));
    const every = Array.from({ length: ledgerHouseShardCount }, (_, shard) => shard);
    expect(await shardsOf('GBP')).toEqual(every);
    // Complete already: nothing more is created.
    await db.transaction((tx) => completeHouseShards(tx));
    expect(await shardsOf('GBP')).toEqual(every);
  });
});
