import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuerySchema, historyResponseSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import { listHistoryPage } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin']);

  fastify.get('/api/admin/history', route('audit.read', { summary: 'Audit log of staff actions, newest first', querystring: historyQuerySchema, response: { 200: historyResponseSchema } }), async (request) => success(await listHistoryPage(fastify.db, request.query)));
};
