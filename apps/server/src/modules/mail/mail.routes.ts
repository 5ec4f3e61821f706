import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuerySchema, outboxResponseSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import { listOutboxPage } from './mail.service';

/** Staff read the outbox (the dev substitute for a mail server). The admin guard covers it. */
export const mailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin']);

  fastify.get('/api/admin/outbox', route('outbox.read', { summary: 'E-mails the server sent, newest first', querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } }), async (request) => success(await listOutboxPage(fastify.db, request.query)));
};
