import type { AdminTicketDetail } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/tickets/:id`: the ticket with its ledger trail and audit trail. */
export function getTicket(id: string): Promise<AdminTicketDetail> {
  return api.get<AdminTicketDetail>(`/api/admin/tickets/${encodeURIComponent(id)}`);
}
