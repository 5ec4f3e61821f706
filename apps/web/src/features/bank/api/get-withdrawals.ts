import { api } from '../../../lib/api-client';
import type { Page, Withdrawal, WithdrawalStatus } from '@oddsmith/core';
import type { OwnListQuery } from './get-deposits';

export function getWithdrawals(query: OwnListQuery<WithdrawalStatus>): Promise<Page<Withdrawal>> {
  return api.get<Page<Withdrawal>>('/api/bank/withdrawals', { params: query });
}
