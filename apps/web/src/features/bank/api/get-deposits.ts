import { api } from '../../../lib/api-client';
import type { Deposit, DepositStatus, Page } from '@oddsmith/core';

export type OwnListQuery<S> = { page: number; perPage: number; status?: S };

export function getDeposits(query: OwnListQuery<DepositStatus>): Promise<Page<Deposit>> {
  return api.get<Page<Deposit>>('/api/bank/deposits', { params: query });
}
