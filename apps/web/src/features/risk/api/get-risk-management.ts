import type { RiskLimits } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

export function getRiskManagement(token: string): Promise<RiskLimits> {
  return api.post<RiskLimits>('/api/front/risk-management', { mode: 'mgt' }, { token });
}
