import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatReceiptsBodySchema,
  conversationIdParamsSchema,
  conversationResponseSchema,
  guestConversationResponseSchema,
  guestSendBodySchema,
  myConversationResponseSchema,
  pagedQuery,
  sendChatMessageBodySchema,
  sendChatMessageResponseSchema,
  startGuestChatBodySchema,
  startGuestChatResponseSchema,
  supportConversationResponseSchema,
  supportGuestTokenHeader,
  supportQueueResponseSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes, publicRoutes } from '../../lib/route-options';
import * as service from './support-chat.service';

const hourMs = 3_600_000;

function guestTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[supportGuestTokenHeader];
  return typeof value === 'string' ? value : undefined;
}

/** The player's and the guest's side of the support chat (docs/support-chat.md). */
export const supportChatRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['support']);
  const open = publicRoutes(['support']);
  const guest = { db: fastify.db, secret: fastify.config.jwtSecret };

  fastify.get(
    '/api/support/conversation',
    route('player', { summary: 'My conversation that is not closed (or null), with its latest messages', response: { 200: myConversationResponseSchema } }),
    async (request) => success(await service.myConversation(fastify.db, assertExists(request.auth))),
  );

  fastify.post(
    '/api/support/messages',
    route('player', { summary: 'Write to support: to my open conversation, or a new one (idempotent by clientId; 429 when flooding)', body: sendChatMessageBodySchema, response: { 200: sendChatMessageResponseSchema } }),
    async (request) => success(await service.sendAsPlayer(fastify.db, assertExists(request.auth), request.body), 'Message sent.'),
  );

  fastify.get(
    '/api/support/conversations',
    route('player', { summary: 'My conversations, newest first (closed ones stay as history)', querystring: pagedQuery({}), response: { 200: supportQueueResponseSchema } }),
    async (request) => success(await service.myConversations(fastify.db, assertExists(request.auth), request.query)),
  );

  fastify.get(
    '/api/support/conversations/:id',
    route('player', { summary: 'One of my conversations with its latest messages (404 for any other)', params: conversationIdParamsSchema, response: { 200: supportConversationResponseSchema } }),
    async (request) => success(await service.myConversationWithMessages(fastify.db, assertExists(request.auth), request.params.id)),
  );

  fastify.get(
    '/api/support/conversations/:id/messages',
    route('player', { summary: 'Older messages of one of my conversations (404 for any other)', params: conversationIdParamsSchema, querystring: chatHistoryQuerySchema, response: { 200: chatHistoryResponseSchema } }),
    async (request) => success(await service.myHistory(fastify.db, assertExists(request.auth), request.params.id, request.query)),
  );

  fastify.post(
    '/api/support/conversations/:id/receipts',
    route('player', { summary: "Mark support's messages delivered / read up to one (404 for another's conversation)", params: conversationIdParamsSchema, body: chatReceiptsBodySchema, response: { 200: conversationResponseSchema } }),
    async (request) => success(await service.myReceipts(fastify.db, assertExists(request.auth), request.params.id, request.body)),
  );

  // ---- guests (token header) ----

  fastify.post(
    '/api/support/guest',
    {
      ...open({ summary: 'A guest opens a conversation with an e-mail for follow-up; answers its token (rate limited per address)', body: startGuestChatBodySchema, response: { 200: startGuestChatResponseSchema } }),
      config: { access: 'public' as const, rateLimit: { max: fastify.config.accountRateLimitPerHour, timeWindow: hourMs } },
    },
    async (request) => success(await service.startGuestChat(guest, request.body), 'Message sent.'),
  );

  fastify.get(
    '/api/support/guest/conversation',
    open({ summary: `The guest's conversation and latest messages (${supportGuestTokenHeader} header; 401 without a valid token)`, response: { 200: guestConversationResponseSchema } }),
    async (request) => success(await service.guestView(guest, guestTokenOf(request))),
  );

  fastify.post(
    '/api/support/guest/messages',
    open({ summary: "Write in the guest's conversation (token header; idempotent by clientId; 409 once closed)", body: guestSendBodySchema, response: { 200: sendChatMessageResponseSchema } }),
    async (request) => success(await service.guestSend(guest, guestTokenOf(request), request.body), 'Message sent.'),
  );

  fastify.get(
    '/api/support/guest/messages',
    open({ summary: "Older messages of the guest's conversation (token header)", querystring: chatHistoryQuerySchema, response: { 200: chatHistoryResponseSchema } }),
    async (request) => success(await service.guestHistory(guest, guestTokenOf(request), request.query)),
  );

  fastify.post(
    '/api/support/guest/receipts',
    open({ summary: "Mark support's messages delivered / read in the guest's conversation (token header)", body: chatReceiptsBodySchema, response: { 200: conversationResponseSchema } }),
    async (request) => success(await service.guestReceipts(guest, guestTokenOf(request), request.body)),
  );
};
