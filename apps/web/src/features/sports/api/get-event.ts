import { api } from '../../../lib/api-client';
import type { SportEvent } from '../types';

/** One event with all its markets, grouped by type. */
export function getEvent(id: string): Promise<{ event: SportEvent }> {
  return api.get<{ event: SportEvent }>(`/api/sports/events/${encodeURIComponent(id)}`);
}
