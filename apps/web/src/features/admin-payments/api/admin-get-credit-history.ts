import { api } from '../../../lib/api-client';
import type { Page, Transaction } from '@oddsmith/core';
import type { HistoryFilters } from '../../../lib/history-filters';

/** One player's wallet movements, the same rows as the player's own history. */
export function adminGetCreditHistory(userId: string, query: HistoryFilters & { page: number; perPage: number }): Promise<Page<Transaction>> {
  return api.get<Page<Transaction>>('/api/admin/user-credit-history', { params: { userId, ...query } });
}
