import { api } from '../../../lib/api-client';
import type { Deposit } from '@oddsmith/core';

/** `amount` is the decimal text the player typed (checked with core's parseAmount first). */
export type CreateDepositInput = { methodId: string; amount: string; requestId: string };

/** A repeat with the same requestId answers with the same deposit (no second charge). */
export function createDeposit(input: CreateDepositInput): Promise<{ deposit: Deposit }> {
  return api.post<{ deposit: Deposit }>('/api/bank/deposits', input);
}
