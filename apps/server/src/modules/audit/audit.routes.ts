import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuerySchema, historyResponseSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { listHistoryPage } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/admin/history',
    {
      config: { access: 'audit.read' },
      schema: {
        tags: ['admin'],
        summary: 'Audit log of staff actions, newest first',
        security: [{ bearer: [] }],
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema },
      },
    },
    async (request) => {
      return success(await listHistoryPage(fastify.db, request.query));
    },
  );
};
