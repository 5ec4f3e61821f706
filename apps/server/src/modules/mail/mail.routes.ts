import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuerySchema, outboxResponseSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { listOutboxPage } from './mail.service';

/** Staff read the outbox (the dev substitute for a mail server). The admin guard covers it. */
export const mailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/admin/outbox',
    {
      config: { access: 'outbox.read' },
      schema: {
        tags: ['admin'],
        summary: 'E-mails the server sent, newest first',
        security: [{ bearer: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      return success(await listOutboxPage(fastify.db, request.query));
    },
  );
};
