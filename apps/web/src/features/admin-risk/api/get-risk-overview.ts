import type { AdminRiskOverview } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/risk/overview`: totals, top exposures, markets, events and players. */
export function getRiskOverview(): Promise<AdminRiskOverview> {
  return api.get<AdminRiskOverview>('/api/admin/risk/overview');
}
