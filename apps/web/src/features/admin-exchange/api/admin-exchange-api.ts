import {
  type AdminEventsPage,
  type AdminEventsQuery,
  type AdminExchangeEvent,
  type AdminExchangeEventRow,
  type AdminExchangeEventsQuery,
  type AdminExchangeResults,
  type AdminExchangeTicket,
  type AdminExchangeTicketDetail,
  type AdminExchangeTicketsQuery,
  type CreateExchangeEventRequest,
  type ExchangeMarketStatusRequest,
  type Page,
  type SettleExchangeMarketRequest,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

const enc = encodeURIComponent;

const tags = ['AdminExchangeEvents', 'AdminExchangeMarkets', 'AdminExchangeTickets'] as const;
const eventsList = { type: 'AdminExchangeEvents', id: 'LIST' } as const;
const ticketsList = { type: 'AdminExchangeTickets', id: 'LIST' } as const;
/** What a market change makes stale beyond the answer itself: the lists' figures and the orders (lapsed, settled). */
const listsAndOrders = [eventsList, ticketsList, { type: 'AdminExchangeTickets' as const }];

/**
 * The staff exchange API (`admin-exchange-contract.ts`): events and markets, market actions,
 * results and every order. Reads are tagged so an action reloads what it changed.
 */
export const adminExchangeApi = apiSlice.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/exchange-events`. */
    adminExchangeEvents: build.query<Page<AdminExchangeEventRow>, AdminExchangeEventsQuery>({
      query: (params) => ({ path: '/api/admin/exchange-events', params, schema: 'adminExchangeEventsPageSchema' }),
      providesTags: [eventsList],
    }),
    /** `GET /api/admin/exchange-events/:id`: the event with every market's ladder. */
    adminExchangeEvent: build.query<AdminExchangeEvent, string>({
      query: (id) => ({ path: `/api/admin/exchange-events/${enc(id)}`, schema: 'adminExchangeEventSchema' }),
      providesTags: (_result, _error, id) => [{ type: 'AdminExchangeEvents', id }],
    }),
    /** `POST /api/admin/exchange-events`: a staff-made event, or a link to a sportsbook event. */
    createAdminExchangeEvent: build.mutation<AdminExchangeEvent, CreateExchangeEventRequest>({
      query: (body) => ({ path: '/api/admin/exchange-events', method: 'POST', body, schema: 'adminExchangeEventSchema' }),
      invalidatesTags: [eventsList],
    }),
    /** `POST /api/admin/exchange-markets/:id/status`: suspend, reopen, turn in-play or close. */
    changeExchangeMarketStatus: build.mutation<AdminExchangeEvent, { marketId: string; body: ExchangeMarketStatusRequest }>({
      query: ({ marketId, body }) => ({ path: `/api/admin/exchange-markets/${enc(marketId)}/status`, method: 'POST', body, schema: 'adminExchangeEventSchema' }),
      // The answer is the fresh event: it replaces the cached one (no second load).
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => null);
        if (reply) dispatch(adminExchangeApi.util.upsertQueryData('adminExchangeEvent', reply.data.id, reply.data));
      },
      invalidatesTags: (_result, _error, { marketId }) => [...listsAndOrders, { type: 'AdminExchangeMarkets', id: marketId }],
    }),
    /** `GET /api/admin/exchange-markets/:id/results`: the result history and the settled positions. */
    adminExchangeResults: build.query<AdminExchangeResults, string>({
      query: (id) => ({ path: `/api/admin/exchange-markets/${enc(id)}/results`, schema: 'adminExchangeResultsSchema' }),
      providesTags: (_result, _error, id) => [{ type: 'AdminExchangeMarkets', id }],
    }),
    /** `POST /api/admin/exchange-markets/:id/result`: settles, voids or re-results the market. */
    settleExchangeMarket: build.mutation<AdminExchangeResults, { marketId: string; body: SettleExchangeMarketRequest }>({
      query: ({ marketId, body }) => ({ path: `/api/admin/exchange-markets/${enc(marketId)}/result`, method: 'POST', body, schema: 'adminExchangeResultsSchema' }),
      // The answer is the fresh results page: it replaces the cached one; the event page reloads.
      async onQueryStarted({ marketId }, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => null);
        if (reply) dispatch(adminExchangeApi.util.upsertQueryData('adminExchangeResults', marketId, reply.data));
      },
      invalidatesTags: [...listsAndOrders, { type: 'AdminExchangeEvents' }],
    }),
    /** `GET /api/admin/exchange-tickets`: one page of orders. */
    adminExchangeTickets: build.query<Page<AdminExchangeTicket>, AdminExchangeTicketsQuery>({
      query: (params) => ({ path: '/api/admin/exchange-tickets', params, schema: 'adminExchangeTicketsPageSchema' }),
      providesTags: [ticketsList],
    }),
    /** `GET /api/admin/exchange-tickets/:id`: the order, its matched bets and its ledger trail. */
    adminExchangeTicket: build.query<AdminExchangeTicketDetail, string>({
      query: (id) => ({ path: `/api/admin/exchange-tickets/${enc(id)}`, schema: 'adminExchangeTicketDetailSchema' }),
      providesTags: (_result, _error, id) => [{ type: 'AdminExchangeTickets', id }],
    }),
    /** `GET /api/admin/events?status=scheduled`: the upcoming sportsbook events an exchange event may follow. */
    linkableSportsbookEvents: build.query<AdminEventsPage, AdminEventsQuery>({
      query: (params) => ({ path: '/api/admin/events', params: { ...params, status: 'scheduled' }, schema: 'adminEventsPageSchema' }),
    }),
  }),
});

export const {
  useAdminExchangeEventsQuery,
  useAdminExchangeEventQuery,
  useCreateAdminExchangeEventMutation,
  useChangeExchangeMarketStatusMutation,
  useAdminExchangeResultsQuery,
  useSettleExchangeMarketMutation,
  useAdminExchangeTicketsQuery,
  useAdminExchangeTicketQuery,
  useLinkableSportsbookEventsQuery,
} = adminExchangeApi;
