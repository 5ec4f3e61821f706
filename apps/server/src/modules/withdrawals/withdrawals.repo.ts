import type { Transaction } from '../../db/client';
import { withdrawals, type WithdrawalRow } from '../../db/schema';
import { paymentRequestRepo, type PaymentRequestFilter } from '../../lib/payment-requests.repo';
import { insertedRow } from '../../lib/transaction';

const requests = paymentRequestRepo(withdrawals);

export async function insertWithdrawal(tx: Transaction, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  return insertedRow(await tx.insert(withdrawals).values(values).returning(), 'withdrawal');
}

export const findByRequest = requests.findByRequest;

/** Locks the withdrawal row: one staff decision at a time. */
export const lockWithdrawal = requests.lock;

export const decide = requests.decide;

export type WithdrawalFilter = PaymentRequestFilter<typeof withdrawals>;

/** Newest first, each `{ request, username, method }`. */
export const listWithdrawals = requests.list;

export const countWithdrawals = requests.count;
