import { api } from '../../../lib/api-client';
import type { Deposit } from '@oddsmith/core';

/** Approve credits a manual deposit (reason optional); reject needs a reason. */
export function adminDecideDeposit(id: string, decision: 'approve' | 'reject', reason: string): Promise<{ deposit: Deposit }> {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  return api.post<{ deposit: Deposit }>(`/api/admin/deposits/${encodeURIComponent(id)}/${decision}`, body);
}
