import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { deposits, paymentMethods, users, type DepositRow, type DepositStatus } from '../../db/schema';
import { allOf, countRows, eqWhenSet } from '../../lib/query';
import { insertedRow } from '../../lib/transaction';

export async function insertDeposit(tx: Transaction, values: typeof deposits.$inferInsert): Promise<DepositRow> {
  return insertedRow(await tx.insert(deposits).values(values).returning(), 'deposit');
}

export async function setProviderPayment(tx: Transaction, id: string, providerPaymentId: string | null): Promise<void> {
  await tx.update(deposits).set({ providerPaymentId }).where(eq(deposits.id, id));
}

export async function findByRequest(tx: Executor, userId: string, requestId: string): Promise<DepositRow | undefined> {
  const rows = await tx.select().from(deposits).where(and(eq(deposits.userId, userId), eq(deposits.requestId, requestId))).limit(1);
  return rows[0];
}

/** One decision (webhook or staff) at a time per deposit. */
export async function lockDeposit(tx: Transaction, id: string): Promise<DepositRow | undefined> {
  const rows = await tx.select().from(deposits).where(eq(deposits.id, id)).limit(1).for('update');
  return rows[0];
}

export async function decide(tx: Transaction, id: string, values: Pick<DepositRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt'>): Promise<void> {
  await tx.update(deposits).set(values).where(eq(deposits.id, id));
}

export type DepositFilter = { status?: DepositStatus; userId?: string; id?: string };

function whereOf(filter: DepositFilter): SQL | undefined {
  return allOf(eqWhenSet(deposits.status, filter.status), eqWhenSet(deposits.userId, filter.userId), eqWhenSet(deposits.id, filter.id));
}

export async function listDeposits(tx: Executor, filter: DepositFilter, limit: number, offset: number) {
  return tx
    .select({ deposit: deposits, username: users.username, method: paymentMethods })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.methodId))
    .where(whereOf(filter))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit)
    .offset(offset);
}

export async function countDeposits(tx: Executor, filter: DepositFilter): Promise<number> {
  return countRows(tx, deposits, whereOf(filter));
}
