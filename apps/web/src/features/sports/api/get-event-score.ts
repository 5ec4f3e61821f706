import { api } from '../../../lib/api-client';

export type EventScore = {
  id: string;
  event_id: string;
  name: string;
  sportId: number;
  status: string;
  scores: unknown;
  startTime: string;
};

/** The score of one event (open to all: the embeddable score page). */
export function getEventScore(id: string): Promise<{ event: EventScore }> {
  return api.get<{ event: EventScore }>('/api/admin/event-score', { params: { id } });
}
