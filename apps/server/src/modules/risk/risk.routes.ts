import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists, riskBodySchema, riskResponseSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import { riskLimitsFor } from './risk.service';

export const riskRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['risk']);

  fastify.post('/api/front/risk-management', route('user', { summary: 'Stake, payout and responsible-gambling limits that apply to the caller', body: riskBodySchema, response: { 200: riskResponseSchema } }), async (request) => success(await riskLimitsFor(fastify.db, assertExists(request.auth))));
};
