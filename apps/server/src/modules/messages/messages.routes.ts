import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  audienceCountQuerySchema,
  audienceCountResponseSchema,
  inboxMessageIdParamsSchema,
  inboxMessageResponseSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  inboxUnreadResponseSchema,
  replyToMessageBodySchema,
  replyToMessageResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  sentMessagesQuerySchema,
  sentMessagesResponseSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './messages.service';

export const messagesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['messages']);
  const { db } = fastify;

  fastify.post(
    '/api/admin/messages',
    route('messages.send', { summary: 'Send a message to one player or a segment (idempotent by requestId; audited)', body: sendMessageBodySchema, response: { 200: sendMessageResponseSchema } }),
    async (request) => success(await service.send(db, assertExists(request.auth), request.body), 'Message sent.'),
  );

  fastify.get(
    '/api/admin/messages',
    route('messages.send', { summary: 'Sent messages, newest first, with read and reply counts', querystring: sentMessagesQuerySchema, response: { 200: sentMessagesResponseSchema } }),
    async (request) => success(await service.listSent(db, request.query)),
  );

  fastify.get(
    '/api/admin/messages/audience-count',
    route('messages.send', { summary: 'How many active players an audience would reach', querystring: audienceCountQuerySchema, response: { 200: audienceCountResponseSchema } }),
    async (request) => success(await service.audienceCount(db, request.query)),
  );

  fastify.get(
    '/api/messages',
    route('player', { summary: 'My inbox, newest first (unread filter)', querystring: inboxQuerySchema, response: { 200: inboxResponseSchema } }),
    async (request) => success(await service.inbox(db, assertExists(request.auth), request.query)),
  );

  fastify.get(
    '/api/messages/unread-count',
    route('player', { summary: 'How many messages in my inbox are unread', response: { 200: inboxUnreadResponseSchema } }),
    async (request) => success(await service.unreadCount(db, assertExists(request.auth))),
  );

  fastify.post(
    '/api/messages/:id/read',
    route('player', { summary: 'Mark a message of my inbox read (404 for any other)', params: inboxMessageIdParamsSchema, response: { 200: inboxMessageResponseSchema } }),
    async (request) => success(await service.markRead(db, assertExists(request.auth), request.params.id)),
  );

  fastify.post(
    '/api/messages/:id/reply',
    route('player', { summary: 'Reply to a message: opens or continues my support conversation, quoting its subject', params: inboxMessageIdParamsSchema, body: replyToMessageBodySchema, response: { 200: replyToMessageResponseSchema } }),
    async (request) => success(await service.reply(db, assertExists(request.auth), request.params.id, request.body), 'Reply sent.'),
  );
};
