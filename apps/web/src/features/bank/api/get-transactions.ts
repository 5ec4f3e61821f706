import { api } from '../../../lib/api-client';
import type { Page, Transaction } from '@oddsmith/core';
import type { HistoryFilters } from '../../../lib/history-filters';

export type TransactionsQuery = HistoryFilters & { page: number; perPage: number };

/** `to` is exclusive on the server. */
export function getTransactions(query: TransactionsQuery): Promise<Page<Transaction>> {
  return api.get<Page<Transaction>>('/api/bank/transactions', { params: query });
}
