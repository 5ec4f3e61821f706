import type { Reconciliation } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

export function adminReconcile(): Promise<Reconciliation> {
  return api.get<Reconciliation>('/api/admin/reconcile');
}
