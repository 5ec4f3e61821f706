import type { ApiMarketLiability } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/risk/markets/:marketId?currency=` (payload `{ market }`): one market's ladder in one currency, worst selection first. */
export async function getMarketLiability(marketId: string, currency: string): Promise<ApiMarketLiability> {
  const payload = await api.get<{ market: ApiMarketLiability }>(`/api/admin/risk/markets/${encodeURIComponent(marketId)}`, { params: { currency } });
  return payload.market;
}
