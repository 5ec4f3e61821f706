import { api } from '../../../lib/api-client';
import type { Withdrawal } from '@oddsmith/core';

export type CreateWithdrawalInput = { methodId: string; amount: string; details: Record<string, string>; requestId: string };

/** The amount leaves the spendable balance at once; only staff can pay or reject it. */
export function createWithdrawal(input: CreateWithdrawalInput): Promise<{ withdrawal: Withdrawal; balance: number }> {
  return api.post<{ withdrawal: Withdrawal; balance: number }>('/api/bank/withdrawals', input);
}
