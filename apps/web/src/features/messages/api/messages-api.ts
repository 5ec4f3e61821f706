import { type InboxMessage, type Page } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

export type InboxArgs = { page: number; perPage: number; unread?: boolean };

const path = (id: string, action: string) => `/api/messages/${encodeURIComponent(id)}/${action}`;

/**
 * The player's inbox (`packages/core/src/api/messages-contract.ts`): `Inbox` tags the list and the
 * unread count; opening a message marks it read (its reply carries the new unread count).
 */
export const messagesApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Inbox'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/messages`: newest first, unread only on demand. */
    inbox: build.query<Page<InboxMessage>, InboxArgs>({
      query: ({ page, perPage, unread }) => ({ path: '/api/messages', params: { page, perPage, unread }, schema: 'inboxResponseSchema.response' }),
      providesTags: ['Inbox'],
    }),
    /** `GET /api/messages/unread-count`. */
    inboxUnread: build.query<{ unread: number }, void>({
      query: () => ({ path: '/api/messages/unread-count', schema: 'inboxUnreadResponseSchema.response' }),
      providesTags: ['Inbox'],
    }),
    /**
     * `POST /api/messages/:id/read`: the message, marked read (opening it from the list or from a
     * notification's `/messages?id=<id>`). Read as a query so the reader has one load state; the
     * list and the count refresh after it.
     */
    openInboxMessage: build.query<{ message: InboxMessage; unread: number }, string>({
      query: (id) => ({ path: path(id, 'read'), method: 'POST', body: {}, schema: 'inboxMessageResponseSchema.response' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(messagesApi.util.invalidateTags(['Inbox']));
        } catch {
          // The reader shows the failure.
        }
      },
    }),
    /** `POST /api/messages/:id/reply`: opens (or continues) the player's support conversation. */
    replyToMessage: build.mutation<{ conversationId: string }, { id: string; body: string; clientId: string }>({
      query: ({ id, body, clientId }) => ({ path: path(id, 'reply'), method: 'POST', body: { body, clientId }, schema: 'replyToMessageResponseSchema.response' }),
      invalidatesTags: (reply) => (reply ? ['Inbox'] : []),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(messagesApi.util.updateQueryData('openInboxMessage', id, (open) => ({ ...open, message: { ...open.message, conversationId: data.conversationId } })));
        } catch {
          // The reply box shows the failure.
        }
      },
    }),
  }),
});

export const { useInboxQuery, useInboxUnreadQuery, useOpenInboxMessageQuery, useReplyToMessageMutation } = messagesApi;
