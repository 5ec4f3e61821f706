import type { ApiMarketLiability } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/risk/markets/:marketId`: one market's liability ladder, worst selection first. */
export function getMarketLiability(marketId: string): Promise<ApiMarketLiability> {
  return api.get<ApiMarketLiability>(`/api/admin/risk/markets/${encodeURIComponent(marketId)}`);
}
