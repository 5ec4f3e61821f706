import { api } from '../../../lib/api-client';
import type { BankSummary } from '@oddsmith/core';

export function getBankSummary(): Promise<BankSummary> {
  return api.get<BankSummary>('/api/bank/summary');
}
