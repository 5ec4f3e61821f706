import type { AdminTicketList, AdminTicketQuery } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/tickets`: one page of tickets matching the filters. */
export function getTickets(query: AdminTicketQuery): Promise<AdminTicketList> {
  return api.get<AdminTicketList>('/api/admin/tickets', { params: query });
}
