import { type AdminPartnerRow, type AdminUser, type MessageAudience, type Page, type SendMessageBody, type SentMessage } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

/** The audience-count query: the audience's kind and its one parameter. */
export type AudienceCountArgs = { kind: MessageAudience['kind']; userId?: string; country?: string; partnerId?: string };

/** How many players and partners the pickers offer at once (typed search narrows them). */
const pickerSize = 20;

/**
 * The staff's messages (`/caff/admin/messages`, permission `messages.send`): send to one player or
 * a segment, the live recipient count and the sent list; plus the two pickers' look-ups (players by
 * username, partners) read from the users and partners APIs.
 */
export const adminMessagesApi = apiSlice.enhanceEndpoints({ addTagTypes: ['SentMessages'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/messages`: newest first. */
    sentMessages: build.query<Page<SentMessage>, { page: number; perPage: number }>({
      query: (params) => ({ path: '/api/admin/messages', params, schema: 'sentMessagesResponseSchema.response' }),
      providesTags: ['SentMessages'],
    }),
    /** `POST /api/admin/messages`: idempotent by `requestId`. */
    sendMessage: build.mutation<{ message: SentMessage }, SendMessageBody>({
      query: (body) => ({ path: '/api/admin/messages', method: 'POST', body, schema: 'sendMessageResponseSchema.response' }),
      invalidatesTags: (reply) => (reply ? ['SentMessages'] : []),
    }),
    /** `GET /api/admin/messages/audience-count`. */
    audienceCount: build.query<{ recipients: number }, AudienceCountArgs>({
      query: (params) => ({ path: '/api/admin/messages/audience-count', params, schema: 'audienceCountResponseSchema.response' }),
      keepUnusedDataFor: 10,
    }),
    /** Players whose username or e-mail matches (the one-player audience). */
    messagePlayers: build.query<AdminUser[], string>({
      query: (search) => ({ path: '/api/admin/users', params: { page: 1, perPage: pickerSize, role: 'player', search }, schema: 'usersPageSchema' }),
      transformResponse: (page: { list: AdminUser[] }) => page.list,
    }),
    /** One player by id (the compose form opened from a player's page). */
    messagePlayer: build.query<AdminUser, string>({
      query: (userId) => ({ path: `/api/admin/users/${encodeURIComponent(userId)}`, schema: 'adminUserReplySchema' }),
      transformResponse: (reply: { user: AdminUser }) => reply.user,
    }),
    /** Partners whose name matches (the partner's players audience). */
    messagePartners: build.query<AdminPartnerRow[], string>({
      query: (search) => ({ path: '/api/admin/partners', params: { page: 1, perPage: pickerSize, search }, schema: 'adminPartnersResponseSchema.response' }),
      transformResponse: (page: { list: AdminPartnerRow[] }) => page.list,
    }),
  }),
});

export const {
  useSentMessagesQuery,
  useSendMessageMutation,
  useAudienceCountQuery,
  useMessagePlayersQuery,
  useMessagePlayerQuery,
  useMessagePartnersQuery,
} = adminMessagesApi;
