import { api } from '../../../lib/api-client';
import type { HistoryFilters, Page, Transaction } from '../types';

export type TransactionsQuery = HistoryFilters & { page: number; perPage: number };

/** `to` is exclusive on the server. */
export function getTransactions(query: TransactionsQuery): Promise<Page<Transaction>> {
  return api.get<Page<Transaction>>('/api/bank/transactions', { params: query });
}
