import {
  cannedReplyResponseSchema,
  supportAgentsResponseSchema,
  supportContextResponseSchema,
  supportGuestTokenHeader,
  type ChatMessage,
  type Conversation,
  type Page,
  type SendChatMessageBody,
} from '@oddsmith/core';
import type { z } from 'zod';
import { apiSlice } from '../../../lib/api-slice';

/** The support chat's routes (core's support-chat-contract.ts), in one place. */
export const supportPaths = {
  myConversation: '/api/support/conversation',
  mySend: '/api/support/messages',
  myReceipts: (id: string) => `/api/support/conversations/${encodeURIComponent(id)}/receipts`,
  guestStart: '/api/support/guest',
  guestConversation: '/api/support/guest/conversation',
  guestSend: '/api/support/guest/messages',
  guestReceipts: '/api/support/guest/receipts',
  queue: '/api/admin/support/conversations',
  conversation: (id: string) => `/api/admin/support/conversations/${encodeURIComponent(id)}`,
  staffAction: (id: string, action: 'assign' | 'transfer' | 'close' | 'messages' | 'receipts' | 'context') =>
    `/api/admin/support/conversations/${encodeURIComponent(id)}/${action}`,
  agents: '/api/admin/support/agents',
  cannedReplies: '/api/admin/support/canned-replies',
  cannedReply: (id: string) => `/api/admin/support/canned-replies/${encodeURIComponent(id)}`,
} as const;

export type ChatThread = { conversation: Conversation | null; messages: ChatMessage[] };
export type SentChat = { conversation: Conversation; message: ChatMessage };
export type ReceiptsBody = { deliveredUpTo?: string; readUpTo?: string };
export type QueueView = 'open' | 'waiting' | 'mine' | 'closed';
export type QueueArgs = { view: QueueView; search: string; page: number; perPage: number };
export type PlayerContext = NonNullable<z.infer<typeof supportContextResponseSchema>['response']['context']>;
export type SupportAgent = z.infer<typeof supportAgentsResponseSchema>['response']['agents'][number];
export type CannedReply = z.infer<typeof cannedReplyResponseSchema>['response']['reply'];
export type GuestStartBody = SendChatMessageBody & { email: string; name?: string };

const guestHeaders = (token: string) => ({ [supportGuestTokenHeader]: token });

/** The player's and the guest's side of the chat. */
export const supportChatApi = apiSlice.enhanceEndpoints({ addTagTypes: ['SupportMine', 'SupportGuest'] }).injectEndpoints({
  endpoints: (build) => ({
    myConversation: build.query<ChatThread, void>({
      query: () => ({ path: supportPaths.myConversation, schema: 'myConversationResponseSchema.response' }),
      providesTags: ['SupportMine'],
    }),
    sendMyMessage: build.mutation<SentChat, SendChatMessageBody>({
      query: (body) => ({ path: supportPaths.mySend, method: 'POST', body, schema: 'sendChatMessageResponseSchema.response' }),
    }),
    postMyReceipts: build.mutation<unknown, { id: string; body: ReceiptsBody }>({
      query: ({ id, body }) => ({ path: supportPaths.myReceipts(id), method: 'POST', body, schema: 'conversationResponseSchema.response' }),
    }),
    startGuestChat: build.mutation<SentChat & { guestToken: string }, GuestStartBody>({
      query: (body) => ({ path: supportPaths.guestStart, method: 'POST', body, token: null, schema: 'startGuestChatResponseSchema.response' }),
    }),
    guestConversation: build.query<ChatThread, string>({
      query: (token) => ({ path: supportPaths.guestConversation, token: null, headers: guestHeaders(token), schema: 'guestConversationResponseSchema.response' }),
      providesTags: ['SupportGuest'],
    }),
    sendGuestMessage: build.mutation<SentChat, { token: string; body: SendChatMessageBody }>({
      query: ({ token, body }) => ({
        path: supportPaths.guestSend,
        method: 'POST',
        body,
        token: null,
        headers: guestHeaders(token),
        schema: 'sendChatMessageResponseSchema.response',
      }),
    }),
    postGuestReceipts: build.mutation<unknown, { token: string; body: ReceiptsBody }>({
      query: ({ token, body }) => ({ path: supportPaths.guestReceipts, method: 'POST', body, token: null, headers: guestHeaders(token) }),
    }),
  }),
});

/** The staff console (`support.chat`). */
export const supportStaffApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['SupportQueue', 'SupportConversation', 'SupportCanned'] })
  .injectEndpoints({
    endpoints: (build) => ({
      supportQueue: build.query<Page<Conversation>, QueueArgs>({
        query: (args) => ({ path: supportPaths.queue, params: { ...args }, schema: 'supportQueueResponseSchema.response' }),
        providesTags: ['SupportQueue'],
      }),
      staffConversation: build.query<ChatThread, string>({
        query: (id) => ({ path: supportPaths.conversation(id), schema: 'supportConversationResponseSchema.response' }),
        providesTags: (_reply, _error, id) => [{ type: 'SupportConversation', id }],
      }),
      playerContext: build.query<PlayerContext | null, string>({
        query: (id) => ({ path: supportPaths.staffAction(id, 'context'), schema: 'supportContextResponseSchema.response' }),
        transformResponse: (reply: { context: PlayerContext | null }) => reply.context,
      }),
      supportAgents: build.query<SupportAgent[], void>({
        query: () => ({ path: supportPaths.agents, schema: 'supportAgentsResponseSchema.response' }),
        transformResponse: (reply: { agents: SupportAgent[] }) => reply.agents,
      }),
      assignToMe: build.mutation<unknown, string>({
        query: (id) => ({ path: supportPaths.staffAction(id, 'assign'), method: 'POST', body: {} }),
        invalidatesTags: (_reply, error, id) => (error ? [] : ['SupportQueue', { type: 'SupportConversation', id }]),
      }),
      transferConversation: build.mutation<unknown, { id: string; staffId: string }>({
        query: ({ id, staffId }) => ({ path: supportPaths.staffAction(id, 'transfer'), method: 'POST', body: { staffId } }),
        invalidatesTags: (_reply, error, { id }) => (error ? [] : ['SupportQueue', { type: 'SupportConversation', id }]),
      }),
      closeConversation: build.mutation<unknown, { id: string; reason: string; note?: string }>({
        query: ({ id, ...body }) => ({ path: supportPaths.staffAction(id, 'close'), method: 'POST', body }),
        invalidatesTags: (_reply, error, { id }) => (error ? [] : ['SupportQueue', { type: 'SupportConversation', id }]),
      }),
      sendStaffMessage: build.mutation<SentChat, { id: string; body: SendChatMessageBody }>({
        query: ({ id, body }) => ({ path: supportPaths.staffAction(id, 'messages'), method: 'POST', body, schema: 'sendChatMessageResponseSchema.response' }),
      }),
      postStaffReceipts: build.mutation<unknown, { id: string; body: ReceiptsBody }>({
        query: ({ id, body }) => ({ path: supportPaths.staffAction(id, 'receipts'), method: 'POST', body }),
      }),
      cannedReplies: build.query<CannedReply[], void>({
        query: () => ({ path: supportPaths.cannedReplies, schema: 'cannedRepliesResponseSchema.response' }),
        transformResponse: (reply: { replies: CannedReply[] }) => reply.replies,
        providesTags: ['SupportCanned'],
      }),
      saveCannedReply: build.mutation<unknown, { id: string | null; title: string; body: string }>({
        query: ({ id, ...body }) =>
          id ? { path: supportPaths.cannedReply(id), method: 'PUT', body } : { path: supportPaths.cannedReplies, method: 'POST', body },
        invalidatesTags: (_reply, error) => (error ? [] : ['SupportCanned']),
      }),
      deleteCannedReply: build.mutation<unknown, string>({
        query: (id) => ({ path: supportPaths.cannedReply(id), method: 'DELETE' }),
        invalidatesTags: (_reply, error) => (error ? [] : ['SupportCanned']),
      }),
    }),
  });

export const {
  useMyConversationQuery,
  useSendMyMessageMutation,
  usePostMyReceiptsMutation,
  useStartGuestChatMutation,
  useGuestConversationQuery,
  useSendGuestMessageMutation,
  usePostGuestReceiptsMutation,
} = supportChatApi;

export const {
  useSupportQueueQuery,
  useStaffConversationQuery,
  usePlayerContextQuery,
  useSupportAgentsQuery,
  useAssignToMeMutation,
  useTransferConversationMutation,
  useCloseConversationMutation,
  useSendStaffMessageMutation,
  usePostStaffReceiptsMutation,
  useCannedRepliesQuery,
  useSaveCannedReplyMutation,
  useDeleteCannedReplyMutation,
} = supportStaffApi;
