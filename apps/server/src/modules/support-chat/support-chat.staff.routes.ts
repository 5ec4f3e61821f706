import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  cannedRepliesResponseSchema,
  cannedReplyBodySchema,
  cannedReplyIdParamsSchema,
  cannedReplyResponseSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatReceiptsBodySchema,
  closeConversationBodySchema,
  conversationIdParamsSchema,
  conversationResponseSchema,
  sendChatMessageResponseSchema,
  staffChatMessageBodySchema,
  supportAgentsResponseSchema,
  supportContextResponseSchema,
  supportConversationResponseSchema,
  supportQueueQuerySchema,
  supportQueueResponseSchema,
  transferConversationBodySchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as canned from './canned-replies.service';
import * as staff from './support-chat.staff.service';

/** The staff console of the support chat (`support.chat`). */
export const supportChatStaffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['support']);
  const { db } = fastify;
  const base = '/api/admin/support/conversations';
  const one = { params: conversationIdParamsSchema };

  fastify.get(
    base,
    route('support.chat', { summary: 'The queue: open, waiting, mine or closed conversations; search by username or e-mail', querystring: supportQueueQuerySchema, response: { 200: supportQueueResponseSchema } }),
    async (request) => success(await staff.queue(db, assertExists(request.auth), request.query)),
  );

  fastify.get(
    `${base}/:id`,
    route('support.chat', { summary: 'One conversation with its latest messages', ...one, response: { 200: supportConversationResponseSchema } }),
    async (request) => success(await staff.conversationWithMessages(db, request.params.id)),
  );

  fastify.get(
    `${base}/:id/messages`,
    route('support.chat', { summary: 'Older messages of a conversation', ...one, querystring: chatHistoryQuerySchema, response: { 200: chatHistoryResponseSchema } }),
    async (request) => success(await staff.history(db, request.params.id, request.query)),
  );

  fastify.post(
    `${base}/:id/messages`,
    route('support.chat', { summary: 'Answer (idempotent by clientId); an unassigned conversation becomes mine; audited as support.reply', ...one, body: staffChatMessageBodySchema, response: { 200: sendChatMessageResponseSchema } }),
    async (request) => success(await staff.answer(db, assertExists(request.auth), request.params.id, request.body, fastify.config.publicUrl), 'Message sent.'),
  );

  fastify.post(
    `${base}/:id/receipts`,
    route('support.chat', { summary: "Mark the customer's messages delivered / read up to one", ...one, body: chatReceiptsBodySchema, response: { 200: conversationResponseSchema } }),
    async (request) => success(await staff.receipts(db, request.params.id, request.body)),
  );

  fastify.post(
    `${base}/:id/assign`,
    route('support.chat', { summary: 'Assign the conversation to me (409 once closed)', ...one, response: { 200: conversationResponseSchema } }),
    async (request) => success(await staff.assignToMe(db, assertExists(request.auth), request.params.id), 'Conversation assigned to you.'),
  );

  fastify.post(
    `${base}/:id/transfer`,
    route('support.chat', { summary: 'Transfer to another staff member holding support.chat (404 unknown, 400 without the permission)', ...one, body: transferConversationBodySchema, response: { 200: conversationResponseSchema } }),
    async (request) => success(await staff.transfer(db, assertExists(request.auth), request.params.id, request.body.staffId), 'Conversation transferred.'),
  );

  fastify.post(
    `${base}/:id/close`,
    route('support.chat', { summary: 'Close with a reason (and a note)', ...one, body: closeConversationBodySchema, response: { 200: conversationResponseSchema } }),
    async (request) => success(await staff.close(db, assertExists(request.auth), request.params.id, request.body), 'Conversation closed.'),
  );

  fastify.get(
    `${base}/:id/context`,
    route('support.chat', { summary: "The player's context beside the chat (null for a guest)", ...one, response: { 200: supportContextResponseSchema } }),
    async (request) => success(await staff.context(db, request.params.id)),
  );

  fastify.get(
    '/api/admin/support/agents',
    route('support.chat', { summary: 'Staff who may take a conversation, with how many they hold', response: { 200: supportAgentsResponseSchema } }),
    async () => success(await staff.agents(db)),
  );

  const replies = '/api/admin/support/canned-replies';
  fastify.get(replies, route('support.chat', { summary: 'Canned replies', response: { 200: cannedRepliesResponseSchema } }), async () => success(await canned.list(db)));

  fastify.post(
    replies,
    route('support.chat', { summary: 'Add a canned reply', body: cannedReplyBodySchema, response: { 200: cannedReplyResponseSchema } }),
    async (request) => success(await canned.create(db, assertExists(request.auth), request.body), 'Canned reply added.'),
  );

  fastify.put(
    `${replies}/:id`,
    route('support.chat', { summary: 'Edit a canned reply', params: cannedReplyIdParamsSchema, body: cannedReplyBodySchema, response: { 200: cannedReplyResponseSchema } }),
    async (request) => success(await canned.update(db, assertExists(request.auth), request.params.id, request.body), 'Canned reply saved.'),
  );

  fastify.delete(
    `${replies}/:id`,
    route('support.chat', { summary: 'Delete a canned reply', params: cannedReplyIdParamsSchema, response: { 200: cannedReplyResponseSchema } }),
    async (request) => success(await canned.remove(db, assertExists(request.auth), request.params.id), 'Canned reply deleted.'),
  );
};
