import { api } from '../../../lib/api-client';
import type { ListType, SportEvent } from '../types';

export type EventsQuery = {
  spid?: number;
  type?: ListType;
  date?: 'today' | 'tomorrow';
  competitionId?: string;
  page?: number;
  perPage?: number;
};
export type EventsPage = { events: SportEvent[]; total: number };

/** The contract caps a page at 100 events. */
export const eventsPerPageMax = 100;

export function getEvents(query: EventsQuery): Promise<EventsPage> {
  return api.get<EventsPage>('/api/sports/events', {
    params: { ...query, perPage: Math.min(query.perPage ?? eventsPerPageMax, eventsPerPageMax) },
  });
}
