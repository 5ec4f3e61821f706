import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyFacetsResponseSchema, historyQuerySchema, historyResponseSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import { historyFacets, listHistoryPage } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin']);

  fastify.get('/api/admin/history', route('audit.read', { summary: 'Audit log of staff actions, newest first, filtered by staff member, action, target and period', querystring: historyQuerySchema, response: { 200: historyResponseSchema } }), async (request) => success(await listHistoryPage(fastify.db, request.query)));

  fastify.get('/api/admin/history/facets', route('audit.read', { summary: "History's filter values: every action, target type and acting staff member", response: { 200: historyFacetsResponseSchema } }), async () => success(await historyFacets(fastify.db)));
};
