import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertExists, dashboardResponseSchema, earningsQuerySchema, earningsResponseSchema, reportPeriodQuerySchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './admin-reports.service';

/** Staff reports: earnings (JSON and CSV) and the dashboard's figures. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin']);

  fastify.get(
    '/api/admin/earnings',
    route('earnings.read', { summary: 'Gross gaming revenue by product, bonus cost, partner commission and net revenue per day, week or month and currency', querystring: earningsQuerySchema, response: { 200: earningsResponseSchema } }),
    async (request) => success(await service.earningsReport(fastify.db, request.query)),
  );

  fastify.get(
    '/api/admin/earnings.csv',
    route('earnings.read', { summary: 'The earnings report as a CSV download', querystring: earningsQuerySchema, response: { 200: z.string() } }),
    async (request, reply) => {
      const report = await service.earningsReport(fastify.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${service.earningsCsvFilename(request.query)}"`)
        .serializer((payload: unknown) => String(payload))
        .send(service.earningsCsv(report));
    },
  );

  fastify.get(
    '/api/admin/dashboard',
    route('dashboard.read', { summary: "The dashboard's figures for a period beside the previous period of the same length (a cash agent's: their players only)", querystring: reportPeriodQuerySchema, response: { 200: dashboardResponseSchema } }),
    async (request) => success(await service.dashboard(fastify.db, assertExists(request.auth), request.query)),
  );
};
