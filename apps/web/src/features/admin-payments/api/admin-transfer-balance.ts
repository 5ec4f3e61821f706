import { api } from '../../../lib/api-client';
import type { TransferBalanceDone, TransferBalancePending } from '@oddsmith/core';

export type TransferBalanceInput = { userId: string; amount: string; direction: 'credit' | 'debit'; note: string; requestId: string };
/** 200: the money moved; 202: a staff credit above the approval threshold waits for a second staff member. */
export type TransferBalanceResult = TransferBalanceDone | TransferBalancePending;

export function isPendingApproval(result: TransferBalanceResult): result is TransferBalancePending {
  return 'pendingApproval' in result && typeof result.pendingApproval === 'object' && result.pendingApproval !== null;
}

/**
 * Moves money between the house (or the agent's float) and the player's cash; the note goes to the
 * audit log. `requestId` is one per attempt: the caller sends the same one again when it retries the
 * same body, so a retry never moves money twice.
 */
export function adminTransferBalance(input: TransferBalanceInput): Promise<TransferBalanceResult> {
  return api.post<TransferBalanceResult>('/api/admin/transfer-balance', input);
}
