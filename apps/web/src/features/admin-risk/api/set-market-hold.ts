import type { ApiMarketLiability } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `POST /api/admin/risk/markets/:marketId/suspend` or `/release`: risk holds or frees a market; answers its ladder. */
export async function setMarketHold(marketId: string, action: 'suspend' | 'release'): Promise<ApiMarketLiability> {
  const payload = await api.post<{ market: ApiMarketLiability }>(`/api/admin/risk/markets/${encodeURIComponent(marketId)}/${action}`, {});
  return payload.market;
}
