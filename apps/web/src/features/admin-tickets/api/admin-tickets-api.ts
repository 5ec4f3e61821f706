import {
  type AdminSettleTicketRequest,
  type AdminTicketDetail,
  type AdminTicketList,
  type AdminTicketQuery,
  type AdminVoidTicketRequest,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

const ticketPath = (id: string) => `/api/admin/tickets/${encodeURIComponent(id)}`;
const listTag = { type: 'AdminTickets', id: 'LIST' } as const;

/**
 * The staff tickets API: the list, one ticket with its ledger and audit trails (tagged by id),
 * and the manual void and settlement, which refresh both.
 */
export const adminTicketsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminTickets'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/tickets`: one page of tickets matching the filters. */
    adminTickets: build.query<AdminTicketList, AdminTicketQuery>({
      query: (params) => ({ path: '/api/admin/tickets', params, schema: 'adminTicketListSchema' }),
      providesTags: [listTag],
    }),
    /** `GET /api/admin/tickets/:id`: the ticket with its ledger trail and audit trail. */
    adminTicket: build.query<AdminTicketDetail, string>({
      query: (id) => ({ path: ticketPath(id), schema: 'adminTicketDetailSchema' }),
      providesTags: (_result, _error, id) => [{ type: 'AdminTickets', id }],
    }),
    /** `POST /api/admin/tickets/:id/void`: refunds the stake (reversing any payout); a reason is required. */
    voidAdminTicket: build.mutation<AdminTicketDetail, { id: string; body: AdminVoidTicketRequest }>({
      query: ({ id, body }) => ({ path: `${ticketPath(id)}/void`, method: 'POST', body, schema: 'adminTicketDetailSchema' }),
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: 'AdminTickets', id }],
    }),
    /** `POST /api/admin/tickets/:id/settle`: settles an open ticket by hand or resettles a settled one. */
    settleAdminTicket: build.mutation<AdminTicketDetail, { id: string; body: AdminSettleTicketRequest }>({
      query: ({ id, body }) => ({ path: `${ticketPath(id)}/settle`, method: 'POST', body, schema: 'adminTicketDetailSchema' }),
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: 'AdminTickets', id }],
    }),
  }),
});

export const { useAdminTicketsQuery, useAdminTicketQuery, useVoidAdminTicketMutation, useSettleAdminTicketMutation } = adminTicketsApi;
