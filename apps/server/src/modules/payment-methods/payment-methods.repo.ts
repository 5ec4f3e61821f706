import { asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { deposits, paymentMethods, withdrawals, type PaymentMethodRow } from '../../db/schema';
import { findRow } from '../../lib/query';
import { insertedRow } from '../../lib/transaction';

/** Methods are few (staff-managed); the cap keeps the query bounded anyway. */
const methodsMax = 200;

export async function listMethods(tx: Executor, enabledOnly: boolean): Promise<PaymentMethodRow[]> {
  const query = tx.select().from(paymentMethods);
  const filtered = enabledOnly ? query.where(eq(paymentMethods.enabled, true)) : query;
  return filtered.orderBy(asc(paymentMethods.displayOrder), asc(paymentMethods.name)).limit(methodsMax);
}

export async function findMethod(tx: Executor, id: string): Promise<PaymentMethodRow | undefined> {
  return findRow(tx, paymentMethods, eq(paymentMethods.id, id));
}

export async function findMethodByName(tx: Executor, name: string): Promise<PaymentMethodRow | undefined> {
  return findRow(tx, paymentMethods, eq(paymentMethods.name, name));
}

export type MethodValues = Omit<typeof paymentMethods.$inferInsert, 'id' | 'createdAt'>;

export async function insertMethod(tx: Transaction, values: MethodValues): Promise<PaymentMethodRow> {
  return insertedRow(await tx.insert(paymentMethods).values(values).returning(), 'payment method');
}

export async function updateMethod(tx: Transaction, id: string, values: Partial<MethodValues>): Promise<PaymentMethodRow | undefined> {
  const rows = await tx.update(paymentMethods).set(values).where(eq(paymentMethods.id, id)).returning();
  return rows[0];
}

export async function deleteMethod(tx: Transaction, id: string): Promise<void> {
  await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
}

export async function methodInUse(tx: Executor, id: string): Promise<boolean> {
  const deposit = await tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.methodId, id)).limit(1);
  if (deposit.length > 0) return true;
  const withdrawal = await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.methodId, id)).limit(1);
  return withdrawal.length > 0;
}
