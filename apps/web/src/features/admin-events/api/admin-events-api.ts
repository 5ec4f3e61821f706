import {
  type AdminEventsPage,
  type AdminEventsQuery,
  type ApiStaffEvent,
  type CreateEventRequest,
  type CreateMarketRequest,
  type MarketResultRequest,
  type PatchEventRequest,
  type PatchMarketRequest,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

export type EventReply = { event: ApiStaffEvent };
export type AdminEventRow = AdminEventsPage['list'][number];
export type { CreateEventRequest as CreateEventBody, CreateMarketRequest as AddMarketBody, MarketResultRequest as ResultBody, PatchEventRequest as UpdateEventBody, PatchMarketRequest as UpdateMarketBody };

export const adminEventsPerPageMax = 100;
const enc = encodeURIComponent;
const listTag = { type: 'AdminEvents', id: 'LIST' } as const;

const eventsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminEvents'] });

/**
 * The staff events API. Every edit answers with the fresh event: it replaces the cached event
 * (no second load) and the events table reloads (status, markets count).
 */
export const adminEventsApi = eventsApi.injectEndpoints({
  endpoints: (build) => {
    /** Puts an edit's answer in place of the cached event. */
    const keepEvent = async (_args: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: EventReply }> }) => {
      const reply = await queryFulfilled.catch(() => null);
      if (reply) dispatch(adminEventsApi.util.upsertQueryData('adminEvent', reply.data.event.id, { event: reply.data.event }));
    };
    /** What every edit does once answered: the table reloads and the event takes the answer. */
    const editEffects = { invalidatesTags: [listTag], onQueryStarted: keepEvent };
    return {
      /** GET /api/admin/events: the staff table. */
      adminEvents: build.query<AdminEventsPage, AdminEventsQuery>({
        query: (params) => ({ path: '/api/admin/events', params: { ...params, perPage: Math.min(params.perPage ?? adminEventsPerPageMax, adminEventsPerPageMax) }, schema: 'adminEventsPageSchema' }),
        providesTags: [listTag],
      }),
      /** GET /api/admin/events/:id: every market, closed and settled ones too, with results. */
      adminEvent: build.query<EventReply, string>({
        query: (id) => ({ path: `/api/admin/events/${enc(id)}`, schema: 'staffEventPayloadSchema' }),
        providesTags: (_result, _error, id) => [{ type: 'AdminEvents', id }],
      }),
      /** POST /api/admin/events: a manual event, scheduled. */
      createAdminEvent: build.mutation<EventReply, CreateEventRequest>({
        query: (body) => ({ path: '/api/admin/events', method: 'POST', body, schema: 'staffEventPayloadSchema' }),
        ...editEffects,
      }),
      /** PATCH /api/admin/events/:id: status, score or start time. */
      updateAdminEvent: build.mutation<EventReply, { id: string; body: PatchEventRequest }>({
        query: ({ id, body }) => ({ path: `/api/admin/events/${enc(id)}`, method: 'PATCH', body, schema: 'staffEventPayloadSchema' }),
        ...editEffects,
      }),
      /** POST /api/admin/events/:id/markets. */
      addAdminMarket: build.mutation<EventReply, { eventId: string; body: CreateMarketRequest }>({
        query: ({ eventId, body }) => ({ path: `/api/admin/events/${enc(eventId)}/markets`, method: 'POST', body, schema: 'staffEventPayloadSchema' }),
        ...editEffects,
      }),
      /** PATCH /api/admin/markets/:id: suspend, reopen, close or new odds. */
      updateAdminMarket: build.mutation<EventReply, { marketId: string; body: PatchMarketRequest }>({
        query: ({ marketId, body }) => ({ path: `/api/admin/markets/${enc(marketId)}`, method: 'PATCH', body, schema: 'staffEventPayloadSchema' }),
        ...editEffects,
      }),
      /** POST /api/admin/markets/:id/result: settles the market. */
      publishMarketResult: build.mutation<EventReply, { marketId: string; body: MarketResultRequest }>({
        query: ({ marketId, body }) => ({ path: `/api/admin/markets/${enc(marketId)}/result`, method: 'POST', body, schema: 'marketResultPayloadSchema' }),
        ...editEffects,
      }),
    };
  },
});

export const {
  useAdminEventsQuery,
  useAdminEventQuery,
  useCreateAdminEventMutation,
  useUpdateAdminEventMutation,
  useAddAdminMarketMutation,
  useUpdateAdminMarketMutation,
  usePublishMarketResultMutation,
} = adminEventsApi;
