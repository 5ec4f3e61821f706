import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { backOfficeRoles, requireRoleIn } from '../../lib/staff-roles';
import { historyQuerySchema, historyResponseSchema } from './audit.schemas';
import { listHistoryPage } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/admin/history',
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit log of staff actions, newest first',
        security: [{ bearer: [] }],
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema },
      },
    },
    async (request) => {
      requireRoleIn(assertExists(request.auth), backOfficeRoles);
      return success(await listHistoryPage(fastify.db, request.query));
    },
  );
};
