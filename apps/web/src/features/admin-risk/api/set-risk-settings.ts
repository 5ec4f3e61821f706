import { api } from '../../../lib/api-client';

/** `PUT /api/admin/risk/settings` `{ autoSuspendLiability }`: a selection liability that suspends its market (null = off). */
export function setRiskSettings(autoSuspendLiability: number | null): Promise<unknown> {
  return api.put<unknown>('/api/admin/risk/settings', { autoSuspendLiability });
}
