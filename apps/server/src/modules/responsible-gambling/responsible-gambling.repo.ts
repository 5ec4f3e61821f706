import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { deposits, responsibleGambling, sessions, users, type ResponsibleGamblingRow } from '../../db/schema';

/** Locked: deposits and limit changes of one player run one at a time (limits are checked against a sum). */
export async function lockSettings(tx: Transaction, userId: string): Promise<ResponsibleGamblingRow | undefined> {
  const rows = await tx.select().from(responsibleGambling).where(eq(responsibleGambling.userId, userId)).limit(1).for('update');
  return rows[0];
}

/** Up to `limit` rows holding a pending limit change whose time has come, locked (SKIP LOCKED: instances share the work). */
export async function lockRowsWithDueChanges(tx: Transaction, now: Date, limit: number): Promise<ResponsibleGamblingRow[]> {
  return tx
    .select()
    .from(responsibleGambling)
    .where(sql`exists (select 1 from jsonb_each(${responsibleGambling.pendingLimits}) as change where (change.value->>'effectiveAt')::timestamptz <= ${now.toISOString()}::timestamptz)`)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findSettings(tx: Executor, userId: string): Promise<ResponsibleGamblingRow | undefined> {
  const rows = await tx.select().from(responsibleGambling).where(eq(responsibleGambling.userId, userId)).limit(1);
  return rows[0];
}

export async function upsertSettings(tx: Transaction, row: typeof responsibleGambling.$inferInsert): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await tx.insert(responsibleGambling).values(row).onConflictDoUpdate({ target: responsibleGambling.userId, set: changes });
}

/**
 * Deposits that count against a limit: completed and still pending (a pending one may complete).
 * A limit is in the account's currency (`users.currency`), so only deposits in that currency are
 * summed; an amount of another currency is never added to it.
 */
export async function sumDepositsSince(tx: Executor, userId: string, since: Date): Promise<number> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${deposits.amountCents}), 0)` })
    .from(deposits)
    .innerJoin(users, and(eq(users.id, deposits.userId), eq(users.currency, deposits.currency)))
    .where(and(eq(deposits.userId, userId), gte(deposits.createdAt, since), inArray(deposits.status, ['pending', 'completed'])));
  return Number(rows[0]?.total ?? 0);
}

/** Codes that are not play: money in and out of the wallet, staff and agent movements. */
const nonPlayCodes = ['deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_returned', 'staff_credit', 'staff_debit', 'agent_transfer', 'agent_funding', 'agent_debit', 'agent_defunding'];

/** Credits minus debits of posted play transfers on the user's cash and bonus wallets since `since`. */
export async function netPlaySince(tx: Executor, userId: string, since: Date): Promise<number> {
  const codes = sql.join(nonPlayCodes.map((code) => sql`${code}`), sql`, `);
  const result = await tx.execute(sql`
    select coalesce(sum(case when a.id = t.credit_account_id then t.amount_cents else -t.amount_cents end), 0)::text as net
    from ledger_transfers t
    join ledger_accounts a on a.id in (t.credit_account_id, t.debit_account_id)
    where a.user_id = ${userId} and a.kind in ('cash', 'bonus') and t.phase = 'posted'
      and t.created_at >= ${since.toISOString()} and t.code not in (${codes})`);
  const rows = (result as { rows?: { net?: string }[] }).rows ?? [];
  return Number(rows[0]?.net ?? 0);
}

export async function findSessionStart(tx: Executor, sessionId: string): Promise<Date | undefined> {
  const rows = await tx.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return rows[0]?.createdAt;
}
