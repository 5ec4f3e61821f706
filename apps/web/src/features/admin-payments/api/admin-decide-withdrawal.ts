import { api } from '../../../lib/api-client';
import type { Withdrawal } from '@oddsmith/core';

/** Approve marks it paid (reason optional); reject returns the funds and needs a reason. */
export function adminDecideWithdrawal(id: string, decision: 'approve' | 'reject', reason: string): Promise<{ withdrawal: Withdrawal }> {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  return api.post<{ withdrawal: Withdrawal }>(`/api/admin/withdrawals/${encodeURIComponent(id)}/${decision}`, body);
}
