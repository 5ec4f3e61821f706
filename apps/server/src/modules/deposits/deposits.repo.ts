import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { deposits, type DepositRow } from '../../db/schema';
import { paymentRequestRepo, type PaymentRequestFilter } from '../../lib/payment-requests.repo';
import { insertedRow } from '../../lib/transaction';

const requests = paymentRequestRepo(deposits);

export async function insertDeposit(tx: Transaction, values: typeof deposits.$inferInsert): Promise<DepositRow> {
  return insertedRow(await tx.insert(deposits).values(values).returning(), 'deposit');
}

export async function setProviderPayment(tx: Transaction, id: string, providerPaymentId: string | null): Promise<void> {
  await tx.update(deposits).set({ providerPaymentId }).where(eq(deposits.id, id));
}

export const findByRequest = requests.findByRequest;

/** One decision (webhook or staff) at a time per deposit. */
export const lockDeposit = requests.lock;

export const decide = requests.decide;

export type DepositFilter = PaymentRequestFilter<typeof deposits>;

/** Newest first, each `{ request, username, method }`. */
export const listDeposits = requests.list;

export const countDeposits = requests.count;
