import type { AdminRiskSettings, AdminRiskSettingsRequest } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/**
 * `PUT /api/admin/risk/settings` `{ limits: { [currency]: { stakeMin, stakeMax, payoutMax, autoSuspendLiability } } }`:
 * the operator's limits of one or more currencies, each in its own currency (a null threshold is off).
 */
export function setRiskSettings(request: AdminRiskSettingsRequest): Promise<AdminRiskSettings> {
  return api.put<AdminRiskSettings>('/api/admin/risk/settings', request);
}
