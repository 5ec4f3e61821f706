import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { backOfficeRoles, requireRoleIn } from '../../lib/staff-roles';
import { outboxQuerySchema, outboxResponseSchema } from './mail.schemas';
import { listOutboxPage } from './mail.service';

/** Staff read the outbox (the dev substitute for a mail server). The admin guard covers it. */
export const mailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mails the server sent, newest first',
        security: [{ bearer: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      requireRoleIn(assertExists(request.auth), backOfficeRoles);
      return success(await listOutboxPage(fastify.db, request.query));
    },
  );
};
