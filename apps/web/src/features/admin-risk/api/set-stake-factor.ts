import { api } from '../../../lib/api-client';

/** `PUT /api/admin/risk/players/:userId/stake-factor` `{ stakeFactor }` (1 = normal, 0 blocks betting). */
export function setStakeFactor(userId: string, stakeFactor: number): Promise<unknown> {
  return api.put<unknown>(`/api/admin/risk/players/${encodeURIComponent(userId)}/stake-factor`, { stakeFactor });
}
