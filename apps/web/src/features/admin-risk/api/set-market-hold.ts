import type { ApiMarketLiability } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `POST /api/admin/risk/markets/:marketId/suspend` or `/release`: risk holds or frees a market; answers its ladder in `currency`. */
export async function setMarketHold(marketId: string, action: 'suspend' | 'release', currency: string): Promise<ApiMarketLiability> {
  const payload = await api.post<{ market: ApiMarketLiability }>(`/api/admin/risk/markets/${encodeURIComponent(marketId)}/${action}`, {}, { params: { currency } });
  return payload.market;
}
