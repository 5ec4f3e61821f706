import { api } from '../../../lib/api-client';

/** `POST /api/admin/risk/markets/:marketId/suspend` or `/release`: risk holds or frees a market. */
export function setMarketHold(marketId: string, action: 'suspend' | 'release'): Promise<unknown> {
  return api.post<unknown>(`/api/admin/risk/markets/${encodeURIComponent(marketId)}/${action}`, {});
}
