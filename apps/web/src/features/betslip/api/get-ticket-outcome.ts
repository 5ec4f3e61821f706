import type { ApiTicket, MyBetsPayload } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

/**
 * An in-play ticket's state after its delay: GET /api/sports/mybets?status=open carries the open
 * tickets (`mybets`) and the newest settled ones (`history`), so one call finds it either way.
 */
export async function getTicketOutcome(ticketIds: readonly string[]): Promise<ApiTicket[]> {
  const payload = await api.get<MyBetsPayload>('/api/sports/mybets', { params: { status: 'open' } });
  const all = [...payload.mybets, ...payload.history];
  return ticketIds.flatMap((id) => all.filter((ticket) => ticket.id === id).slice(0, 1));
}
