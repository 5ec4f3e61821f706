import { api } from '../../../lib/api-client';
import type { Deposit, DepositStatus, Page } from '@oddsmith/core';

export type AdminQueueQuery<S> = { page: number; perPage: number; status?: S; userId?: string };

export function adminGetDeposits(query: AdminQueueQuery<DepositStatus>): Promise<Page<Deposit>> {
  return api.get<Page<Deposit>>('/api/admin/deposits', { params: query });
}
