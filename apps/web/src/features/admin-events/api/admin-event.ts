import { api } from '../../../lib/api-client';
import type { AdminEvent } from '../types';

type EventReply = { event: AdminEvent };
const enc = encodeURIComponent;

/** GET /api/admin/events/:id: every market, closed and settled ones too, with results. */
export function getAdminEvent(id: string): Promise<EventReply> {
  return api.get<EventReply>(`/api/admin/events/${enc(id)}`);
}

export type CreateEventBody = { sportId: number; competitionName: string; home: string; away: string; startTime: string };
/** POST /api/admin/events: a manual event, scheduled. */
export function createAdminEvent(body: CreateEventBody): Promise<EventReply> {
  return api.post<EventReply>('/api/admin/events', body);
}

export type UpdateEventBody = { status?: 'live' | 'ended' | 'cancelled'; scores?: object; startTime?: string };
/** PATCH /api/admin/events/:id: status, score or start time. */
export function updateAdminEvent(id: string, body: UpdateEventBody): Promise<EventReply> {
  return api.patch<EventReply>(`/api/admin/events/${enc(id)}`, body);
}

export type AddMarketBody = { name: string; type: string; line?: number; options: { name: string; odds: number }[] };
/** POST /api/admin/events/:id/markets. */
export function addAdminMarket(eventId: string, body: AddMarketBody): Promise<EventReply> {
  return api.post<EventReply>(`/api/admin/events/${enc(eventId)}/markets`, body);
}

export type UpdateMarketBody = { status?: 'open' | 'suspended' | 'closed'; options?: { id: string; odds: number }[] };
/** PATCH /api/admin/markets/:id: suspend, reopen, close or new odds. */
export function updateAdminMarket(marketId: string, body: UpdateMarketBody): Promise<EventReply> {
  return api.patch<EventReply>(`/api/admin/markets/${enc(marketId)}`, body);
}

export type ResultBody = { winners: string[]; voided?: boolean; deadHeatCount?: number };
/** POST /api/admin/markets/:id/result: settles the market. */
export function publishMarketResult(marketId: string, body: ResultBody): Promise<EventReply> {
  return api.post<EventReply>(`/api/admin/markets/${enc(marketId)}/result`, body);
}
