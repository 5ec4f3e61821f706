import { exchangeOrderStatuses, exchangeSides, type AdminExchangeTicketsQuery, type ExchangeOrderSide, type ExchangeOrderStatus } from '@oddsmith/core';

/** Orders per page of the staff exchange orders list. */
export const ticketsPerPage = 25;
const textMax = 100;
const pageMax = 10_000;

/** The filters as the URL keeps them (`?status=open&marketId=…&page=2`); `ticket` is the open drawer. */
export type TicketFilters = {
  status: ExchangeOrderStatus | null;
  side: ExchangeOrderSide | null;
  user: string;
  eventId: string;
  marketId: string;
  from: string;
  to: string;
  page: number;
};

const textKeys = ['user', 'eventId', 'marketId', 'from', 'to'] as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Event and market ids are UUIDs; the server refuses anything else with a 400, so a half-typed one is not sent. */
export const isUuid = (text: string) => uuidPattern.test(text);
const isDay = (text: string) => dayPattern.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

function oneOf<T extends string>(values: readonly T[], text: string | null): T | null {
  return (values as readonly string[]).includes(text ?? '') ? (text as T) : null;
}

/** Reads the filters from the URL; anything unknown or malformed reads as "no filter". */
export function ticketFiltersOf(params: URLSearchParams): TicketFilters {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, textMax);
  const page = Number(params.get('page') ?? '1');
  return {
    status: oneOf(exchangeOrderStatuses, params.get('status')),
    side: oneOf(exchangeSides, params.get('side')),
    user: text('user'),
    eventId: text('eventId'),
    marketId: text('marketId'),
    from: isDay(text('from')) ? text('from') : '',
    to: isDay(text('to')) ? text('to') : '',
    page: Number.isSafeInteger(page) && page >= 1 && page <= pageMax ? page : 1,
  };
}

/** Writes the filters back to the URL, leaving out empty ones and page 1; keeps the open drawer. */
export function searchOfTicketFilters(filters: TicketFilters, ticket: string | null): URLSearchParams {
  const next = new URLSearchParams();
  if (filters.status) next.set('status', filters.status);
  if (filters.side) next.set('side', filters.side);
  for (const key of textKeys) if (filters[key]) next.set(key, filters[key]);
  if (filters.page > 1) next.set('page', String(filters.page));
  if (ticket) next.set('ticket', ticket);
  return next;
}

/** The API query of the filters. */
export function ticketsQueryOf(filters: TicketFilters): AdminExchangeTicketsQuery {
  const query: AdminExchangeTicketsQuery = { page: filters.page, perPage: ticketsPerPage };
  if (filters.status) query.status = filters.status;
  if (filters.side) query.side = filters.side;
  if (filters.user) query.user = filters.user;
  if (isUuid(filters.eventId)) query.eventId = filters.eventId;
  if (isUuid(filters.marketId)) query.marketId = filters.marketId;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

export function hasTicketFilters(filters: TicketFilters): boolean {
  return Boolean(filters.status || filters.side || textKeys.some((key) => filters[key]));
}
