import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { deposits, type DepositRow } from '../../db/schema';
import { paymentRequestRepo, type PaymentRequestFilter } from '../../lib/payment-requests.repo';
import { insertedRow } from '../../lib/transaction';

export async function insertDeposit(tx: Transaction, values: typeof deposits.$inferInsert): Promise<DepositRow> {
  return insertedRow(await tx.insert(deposits).values(values).returning(), 'deposit');
}

export async function setProviderPayment(tx: Transaction, id: string, providerPaymentId: string | null): Promise<void> {
  await tx.update(deposits).set({ providerPaymentId }).where(eq(deposits.id, id));
}

/**
 * The statements every payment request shares (`lockDeposit`: one decision, webhook or staff, at a
 * time per deposit); the list is newest first, each row `{ request, username, method }`.
 */
export const { findByRequest, lock: lockDeposit, decide, list: listDeposits, page: depositsPage } = paymentRequestRepo(deposits);

export type DepositFilter = PaymentRequestFilter<typeof deposits>;
