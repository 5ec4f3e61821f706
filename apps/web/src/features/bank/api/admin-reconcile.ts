import { api } from '../../../lib/api-client';

export type Reconciliation = {
  ok: boolean;
  totalCents: number;
  debitsPendingCents: number;
  creditsPendingCents: number;
  accountCount: number;
  transferCount: number;
  openHoldCount: number;
  mismatches: unknown[];
  checkedAt: string;
};

export function adminReconcile(): Promise<Reconciliation> {
  return api.get<Reconciliation>('/api/admin/reconcile');
}
