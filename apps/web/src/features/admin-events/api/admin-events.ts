import { api } from '../../../lib/api-client';
import type { AdminEvent } from '../types';

export type AdminEventsQuery = { spid?: number; status?: string; q?: string; page: number; perPage: number };
export type AdminEventsPage = { list: AdminEvent[]; total: number; perPage: number; currentPage: number };

export const adminEventsPerPageMax = 100;

/** GET /api/admin/events: the staff table. */
export function getAdminEvents(query: AdminEventsQuery): Promise<AdminEventsPage> {
  return api.get<AdminEventsPage>('/api/admin/events', {
    params: { ...query, perPage: Math.min(query.perPage, adminEventsPerPageMax) },
  });
}
