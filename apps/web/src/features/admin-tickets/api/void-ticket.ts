import type { AdminVoidTicketRequest, ApiAdminTicket } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/** `POST /api/admin/tickets/:id/void`: refunds the stake (reversing any payout); a reason is required. */
export function voidTicket(id: string, body: AdminVoidTicketRequest): Promise<{ ticket: ApiAdminTicket }> {
  return api.post<{ ticket: ApiAdminTicket }>(`/api/admin/tickets/${encodeURIComponent(id)}/void`, body);
}
