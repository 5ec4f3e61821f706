import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { paymentMethods, users, withdrawals, type WithdrawalRow, type WithdrawalStatus } from '../../db/schema';
import { allOf, countRows, eqWhenSet } from '../../lib/query';
import { insertedRow } from '../../lib/transaction';

export async function insertWithdrawal(tx: Transaction, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  return insertedRow(await tx.insert(withdrawals).values(values).returning(), 'withdrawal');
}

export async function findByRequest(tx: Executor, userId: string, requestId: string): Promise<WithdrawalRow | undefined> {
  const rows = await tx.select().from(withdrawals).where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId))).limit(1);
  return rows[0];
}

/** Locks the withdrawal row: one staff decision at a time. */
export async function lockWithdrawal(tx: Transaction, id: string): Promise<WithdrawalRow | undefined> {
  const rows = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1).for('update');
  return rows[0];
}

export async function decide(tx: Transaction, id: string, values: Pick<WithdrawalRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt'>): Promise<void> {
  await tx.update(withdrawals).set(values).where(eq(withdrawals.id, id));
}

export type WithdrawalFilter = { status?: WithdrawalStatus; userId?: string; id?: string };

function whereOf(filter: WithdrawalFilter): SQL | undefined {
  return allOf(eqWhenSet(withdrawals.status, filter.status), eqWhenSet(withdrawals.userId, filter.userId), eqWhenSet(withdrawals.id, filter.id));
}

export async function listWithdrawals(tx: Executor, filter: WithdrawalFilter, limit: number, offset: number) {
  return tx
    .select({ withdrawal: withdrawals, username: users.username, methodName: paymentMethods.name, methodKind: paymentMethods.kind })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, withdrawals.methodId))
    .where(whereOf(filter))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit)
    .offset(offset);
}

export async function countWithdrawals(tx: Executor, filter: WithdrawalFilter): Promise<number> {
  return countRows(tx, withdrawals, whereOf(filter));
}
