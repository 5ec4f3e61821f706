import { api } from '../../../lib/api-client';
import type { Page, Withdrawal, WithdrawalStatus } from '@oddsmith/core';
import type { AdminQueueQuery } from './admin-get-deposits';

export function adminGetWithdrawals(query: AdminQueueQuery<WithdrawalStatus>): Promise<Page<Withdrawal>> {
  return api.get<Page<Withdrawal>>('/api/admin/withdrawals', { params: query });
}
