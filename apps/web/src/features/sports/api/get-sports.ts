import { api } from '../../../lib/api-client';
import type { SportSummary } from '../types';

/** The sports with their live and upcoming counts (sport tabs). */
export function getSports(): Promise<{ sports: SportSummary[] }> {
  return api.get<{ sports: SportSummary[] }>('/api/sports/sports');
}
