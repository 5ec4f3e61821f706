import { api } from '../../../lib/api-client';
import type { BalanceApproval, BalanceApprovalStatus, Page } from '@oddsmith/core';

export type BalanceApprovalsQuery = { page: number; perPage: number; status?: BalanceApprovalStatus };

/** Staff credits waiting for a second approval, pending first, then the decided ones (newest first). */
export function adminGetBalanceApprovals(query: BalanceApprovalsQuery): Promise<Page<BalanceApproval>> {
  return api.get<Page<BalanceApproval>>('/api/admin/balance-approvals', { params: query });
}
