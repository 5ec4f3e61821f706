import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deposits, withdrawals } from '../../db/schema';
import { containsPattern, uuidPattern } from '../../lib/query';
import { rowsOf } from '../../lib/transaction';

export type HistoryFilter = { code?: string; from?: Date; to?: Date; status?: 'pending' | 'completed' | 'voided' };

/** One row per movement of the user's wallets: holds carry their outcome; their resolutions are folded in. */
function historySql(userId: string, filter: HistoryFilter): SQL {
  const conditions: SQL[] = [sql`a.user_id = ${userId}`, sql`a.kind in ('cash', 'bonus')`, sql`t.phase in ('posted', 'pending')`];
  if (filter.code) conditions.push(sql`t.code = ${filter.code}`);
  if (filter.from) conditions.push(sql`t.created_at >= ${filter.from.toISOString()}`);
  if (filter.to) conditions.push(sql`t.created_at < ${filter.to.toISOString()}`);
  const status = sql`case when t.phase = 'posted' then 'completed' when r.id is null then 'pending' when r.phase = 'post_pending' then 'completed' else 'voided' end`;
  const where = sql.join(conditions, sql` and `);
  const statusFilter = filter.status ? sql`where h.status = ${filter.status}` : sql``;
  return sql`
    select * from (
      select t.id, t.created_at as "createdAt", t.code, a.kind as wallet, a.currency,
        case when t.credit_account_id = a.id then t.amount_cents else -t.amount_cents end::text as "signedCents",
        ${status} as status, r.created_at as "resolvedAt", t.note
      from ledger_transfers t
      join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
      left join ledger_transfers r on r.pending_key = t.idempotency_key
      where ${where}
    ) h ${statusFilter}`;
}

export type HistoryRow = { id: string; createdAt: string | Date; code: string; wallet: string; currency: string; signedCents: string; status: string; resolvedAt: string | Date | null; note: string | null };

export async function listHistory(tx: Executor, userId: string, filter: HistoryFilter, limit: number, offset: number): Promise<HistoryRow[]> {
  return rowsOf<HistoryRow>(await tx.execute(sql`${historySql(userId, filter)} order by h."createdAt" desc, h.id desc limit ${limit} offset ${offset}`));
}

export async function countHistory(tx: Executor, userId: string, filter: HistoryFilter): Promise<number> {
  const rows = rowsOf<{ total: number | string }>(await tx.execute(sql`select count(*)::int as total from (${historySql(userId, filter)}) c`));
  return Number(rows[0]?.total ?? 0);
}

export type PaymentsFilter = { code?: string; userId?: string; user?: string; from?: Date; to?: Date };

/** A staff search: a side's username contains it, or it is a side's user id or the transfer's id. */
function paymentUserSearch(user: string): SQL {
  const byName = sql`du.username ilike ${containsPattern(user)} or cu.username ilike ${containsPattern(user)}`;
  if (!uuidPattern.test(user)) return sql`(${byName})`;
  return sql`(${byName} or da.user_id = ${user} or ca.user_id = ${user} or t.id = ${user})`;
}

function paymentsWhere(filter: PaymentsFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.code) conditions.push(sql`t.code = ${filter.code}`);
  if (filter.userId) conditions.push(sql`(da.user_id = ${filter.userId} or ca.user_id = ${filter.userId})`);
  if (filter.user) conditions.push(paymentUserSearch(filter.user));
  if (filter.from) conditions.push(sql`t.created_at >= ${filter.from.toISOString()}`);
  if (filter.to) conditions.push(sql`t.created_at < ${filter.to.toISOString()}`);
  return sql.join(conditions, sql` and `);
}

const paymentsFrom = sql`
  from ledger_transfers t
  join ledger_accounts da on da.id = t.debit_account_id
  join ledger_accounts ca on ca.id = t.credit_account_id
  left join users du on du.id = da.user_id
  left join users cu on cu.id = ca.user_id
  left join users actor on actor.id = t.created_by`;

export type PaymentRow = {
  id: string;
  createdAt: string | Date;
  code: string;
  phase: string;
  amountCents: string;
  currency: string;
  debitKind: string;
  debitUserId: string | null;
  debitUsername: string | null;
  creditKind: string;
  creditUserId: string | null;
  creditUsername: string | null;
  note: string | null;
  createdByUsername: string | null;
  idempotencyKey: string;
};

export async function listPayments(tx: Executor, filter: PaymentsFilter, limit: number, offset: number): Promise<PaymentRow[]> {
  return rowsOf<PaymentRow>(
    await tx.execute(sql`
      select t.id, t.created_at as "createdAt", t.code, t.phase, t.amount_cents::text as "amountCents", da.currency,
        da.kind as "debitKind", da.user_id as "debitUserId", du.username as "debitUsername",
        ca.kind as "creditKind", ca.user_id as "creditUserId", cu.username as "creditUsername",
        t.note, actor.username as "createdByUsername", t.idempotency_key as "idempotencyKey"
      ${paymentsFrom} where ${paymentsWhere(filter)}
      order by t.created_at desc, t.id desc limit ${limit} offset ${offset}`),
  );
}

export async function countPayments(tx: Executor, filter: PaymentsFilter): Promise<number> {
  const rows = rowsOf<{ total: number | string }>(await tx.execute(sql`select count(*)::int as total ${paymentsFrom} where ${paymentsWhere(filter)}`));
  return Number(rows[0]?.total ?? 0);
}

export async function pendingTotals(tx: Executor, userId: string) {
  const sumOf = async (table: typeof deposits | typeof withdrawals) => {
    const rows = await tx
      .select({ count: count(), cents: sql<string>`coalesce(sum(${table.amountCents}), 0)` })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.status, 'pending')));
    return { count: rows[0]?.count ?? 0, cents: Number(rows[0]?.cents ?? 0) };
  };
  return { deposits: await sumOf(deposits), withdrawals: await sumOf(withdrawals) };
}
