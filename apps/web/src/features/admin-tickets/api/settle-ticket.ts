import type { AdminSettleTicketRequest, ApiAdminTicket } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `POST /api/admin/tickets/:id/settle`: settles an open ticket by hand or resettles a settled one. */
export function settleTicketByHand(id: string, body: AdminSettleTicketRequest): Promise<{ ticket: ApiAdminTicket }> {
  return api.post<{ ticket: ApiAdminTicket }>(`/api/admin/tickets/${encodeURIComponent(id)}/settle`, body);
}
