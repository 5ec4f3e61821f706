import { api } from '../../../lib/api-client';

export type TransferBalanceInput = { userId: string; amount: string; direction: 'credit' | 'debit'; note: string; requestId: string };
export type TransferBalanceResult = { transferId: string; userId: string; balance: number; agentBalance: number | null };

/** Moves money between the house (or the agent's float) and the player's cash; the note goes to the audit log. */
export function adminTransferBalance(input: TransferBalanceInput): Promise<TransferBalanceResult> {
  return api.post<TransferBalanceResult>('/api/admin/transfer-balance', input);
}
