import type { ApiMarketLiability } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/risk/markets/:marketId` (payload `{ market }`): one market's liability ladder, worst selection first. */
export async function getMarketLiability(marketId: string): Promise<ApiMarketLiability> {
  const payload = await api.get<{ market: ApiMarketLiability }>(`/api/admin/risk/markets/${encodeURIComponent(marketId)}`);
  return payload.market;
}
