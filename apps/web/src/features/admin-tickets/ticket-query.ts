import { apiTicketStatuses, isUuid, ticketBetTypes, type AdminTicketQuery, type ApiTicketStatus, type TicketBetType } from '@oddsmith/core';

/** Rows per page of the staff tickets list. */
export const ticketsPageSize = 25;
/** Longest free-text filter kept from the URL (user, event id). */
const filterTextMax = 100;
/** Highest page number accepted from the URL. */
const pageMax = 100_000;

export const ticketStatusFilters = ['open', 'settled', ...apiTicketStatuses] as const;
export type TicketStatusFilter = (typeof ticketStatusFilters)[number];

/** The filters as the URL keeps them: dates are `YYYY-MM-DD` days, the page counts from 1. */
export type TicketFilters = {
  status: TicketStatusFilter | null;
  betType: TicketBetType | null;
  user: string;
  eventId: string;
  from: string;
  to: string;
  page: number;
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** Event ids are UUIDs (the server refuses anything else with a 400). */
export function isEventId(text: string): boolean {
  return isUuid(text);
}

function isDay(text: string): boolean {
  return dayPattern.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00.000Z`));
}

function textParam(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim().slice(0, filterTextMax);
}

/** Reads the filters from the URL; anything unknown or malformed reads as "no filter". */
export function filtersFromSearch(params: URLSearchParams): TicketFilters {
  const status = params.get('status');
  const betType = params.get('betType');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    status: (ticketStatusFilters as readonly string[]).includes(status ?? '') ? (status as TicketStatusFilter) : null,
    betType: (ticketBetTypes as readonly string[]).includes(betType ?? '') ? (betType as TicketBetType) : null,
    user: textParam(params, 'user'),
    eventId: textParam(params, 'eventId'),
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    page: Number.isSafeInteger(page) && page >= 1 && page <= pageMax ? page : 1,
  };
}

/** Writes the filters back to the URL, leaving out empty ones and page 1. */
export function searchFromFilters(filters: TicketFilters, keep?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const ticket = keep?.get('ticket');
  if (filters.status) next.set('status', filters.status);
  if (filters.betType) next.set('betType', filters.betType);
  if (filters.user) next.set('user', filters.user);
  if (filters.eventId) next.set('eventId', filters.eventId);
  if (filters.from) next.set('from', filters.from);
  if (filters.to) next.set('to', filters.to);
  if (filters.page > 1) next.set('page', String(filters.page));
  if (ticket) next.set('ticket', ticket);
  return next;
}

/**
 * The API query: days become UTC instants bounding `placedAt`, both days included (`to` runs to
 * the last millisecond of its day).
 */
export function apiQueryOf(filters: TicketFilters): AdminTicketQuery {
  const query: AdminTicketQuery = { page: filters.page, pageSize: ticketsPageSize };
  if (filters.status) query.status = filters.status as ApiTicketStatus | 'open' | 'settled';
  if (filters.betType) query.betType = filters.betType;
  if (filters.user) query.user = filters.user;
  // A half-typed event id is not sent: the filter bar marks it instead of the list failing.
  if (filters.eventId && isEventId(filters.eventId)) query.eventId = filters.eventId;
  if (filters.from) query.from = `${filters.from}T00:00:00.000Z`;
  if (filters.to) query.to = `${filters.to}T23:59:59.999Z`;
  return query;
}

/** True when any filter narrows the list (the empty state then says so). */
export function isFiltered(filters: TicketFilters): boolean {
  return Boolean(filters.status || filters.betType || filters.user || filters.eventId || filters.from || filters.to);
}
