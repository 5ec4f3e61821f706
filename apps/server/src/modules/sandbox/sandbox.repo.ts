import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { sandboxPayments, type SandboxPaymentRow } from '../../db/schema';
import { insertedRow } from '../../lib/transaction';

export async function insertPayment(tx: Transaction, values: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow> {
  return insertedRow(await tx.insert(sandboxPayments).values(values).returning(), 'sandbox payment');
}

export async function findPayment(tx: Executor, id: string): Promise<SandboxPaymentRow | undefined> {
  const rows = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
  return rows[0];
}

export async function lockPayment(tx: Transaction, id: string): Promise<SandboxPaymentRow | undefined> {
  const rows = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1).for('update');
  return rows[0];
}

export async function completePayment(tx: Transaction, id: string, status: 'succeeded' | 'failed', at: Date): Promise<void> {
  await tx.update(sandboxPayments).set({ status, completedAt: at }).where(eq(sandboxPayments.id, id));
}
