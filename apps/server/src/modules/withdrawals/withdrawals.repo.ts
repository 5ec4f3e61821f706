import type { Transaction } from '../../db/client';
import { withdrawals, type WithdrawalRow } from '../../db/schema';
import { paymentRequestRepo, type PaymentRequestFilter } from '../../lib/payment-requests.repo';
import { insertedRow } from '../../lib/transaction';

export async function insertWithdrawal(tx: Transaction, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  return insertedRow(await tx.insert(withdrawals).values(values).returning(), 'withdrawal');
}

/**
 * The statements every payment request shares (`lockWithdrawal`: one staff decision at a time);
 * the list is newest first, each row `{ request, username, method }`.
 */
export const { findByRequest, lock: lockWithdrawal, decide, list: listWithdrawals, page: withdrawalsPage } = paymentRequestRepo(withdrawals);

export type WithdrawalFilter = PaymentRequestFilter<typeof withdrawals>;
