import { api } from '../../../lib/api-client';
import type { BalanceApproval } from '@oddsmith/core';

/** Approve (the credit is posted now; an optional note) or reject (a reason is required; nothing moves). */
export function adminDecideBalanceApproval(id: string, decision: 'approve' | 'reject', text: string): Promise<{ approval: BalanceApproval }> {
  const trimmed = text.trim();
  const body = decision === 'approve' ? (trimmed ? { note: trimmed } : {}) : { reason: trimmed };
  return api.post<{ approval: BalanceApproval }>(`/api/admin/balance-approvals/${encodeURIComponent(id)}/${decision}`, body);
}
