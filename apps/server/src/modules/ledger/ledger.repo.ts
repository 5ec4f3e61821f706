import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import type { LedgerAccountKind, LedgerAccountRow, LedgerTransferRow } from '../../db/schema';

/** Locks the given accounts in id order (one global order, so two transfers never deadlock). */
export async function lockAccounts(tx: Executor, accountIds: readonly string[]): Promise<LedgerAccountRow[]> {
  return tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...accountIds]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function findTransferByKey(tx: Executor, idempotencyKey: string): Promise<LedgerTransferRow | undefined> {
  const rows = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, idempotencyKey)).limit(1);
  return rows[0];
}

export type NewTransfer = {
  idempotencyKey: string;
  debitAccountId: string;
  creditAccountId: string;
  amountCents: number;
  code: string;
  note: string | null;
  createdBy: string | null;
};

/** Inserts unless the key exists; returns undefined when another transfer already holds the key. */
export async function insertTransfer(tx: Executor, transfer: NewTransfer): Promise<LedgerTransferRow | undefined> {
  const rows = await tx
    .insert(ledgerTransfers)
    .values(transfer)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning();
  return rows[0];
}

export async function addToBalance(tx: Executor, accountId: string, deltaCents: number): Promise<void> {
  await tx
    .update(ledgerAccounts)
    .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${deltaCents}` })
    .where(eq(ledgerAccounts.id, accountId));
}

export async function insertAccounts(
  tx: Executor,
  accounts: { userId: string | null; kind: LedgerAccountKind; currency: string }[],
): Promise<LedgerAccountRow[]> {
  return tx.insert(ledgerAccounts).values(accounts).onConflictDoNothing().returning();
}

export async function findUserAccounts(tx: Executor, userId: string): Promise<LedgerAccountRow[]> {
  // A user has one account per kind and currency; the bound is the number of kinds x currencies.
  return tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)).limit(64);
}

export async function findSystemAccount(
  tx: Executor,
  kind: LedgerAccountKind,
  currency: string,
): Promise<LedgerAccountRow | undefined> {
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency)))
    .limit(1);
  return rows[0];
}

export type ReconcileTotals = { totalCents: number; accountCount: number };

/** Sum of every cached balance: double entry means it is zero. */
export async function sumBalances(tx: Executor): Promise<ReconcileTotals> {
  const rows = await tx
    .select({
      totalCents: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`,
      accountCount: sql<number>`count(*)::int`,
    })
    .from(ledgerAccounts);
  const row = rows[0];
  return { totalCents: Number(row?.totalCents ?? 0), accountCount: row?.accountCount ?? 0 };
}

export type BalanceMismatch = { accountId: string; balanceCents: number; expectedCents: number };

/** Accounts whose cached balance differs from credits minus debits of their transfers. */
export async function findBalanceMismatches(tx: Executor, limit: number): Promise<BalanceMismatch[]> {
  const expected = sql<string>`(
    coalesce((select sum(t.amount_cents) from ledger_transfers t where t.credit_account_id = ${ledgerAccounts.id}), 0)
    - coalesce((select sum(t.amount_cents) from ledger_transfers t where t.debit_account_id = ${ledgerAccounts.id}), 0)
  )`;
  const rows = await tx
    .select({ accountId: ledgerAccounts.id, balanceCents: ledgerAccounts.balanceCents, expectedCents: expected })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.balanceCents} <> ${expected}`)
    .orderBy(asc(ledgerAccounts.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, expectedCents: Number(row.expectedCents) }));
}
