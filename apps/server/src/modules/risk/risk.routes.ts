import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { riskBodySchema, riskResponseSchema } from '@oddsmith/core';
import { riskLimitsFor } from './risk.service';

export const riskRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/front/risk-management',
    {
      config: { access: 'user' },
      schema: {
        tags: ['risk'],
        summary: 'Stake, payout and responsible-gambling limits that apply to the caller',
        security: [{ bearer: [] }],
        body: riskBodySchema,
        response: { 200: riskResponseSchema },
      },
    },
    async (request) => success(await riskLimitsFor(fastify.db, assertExists(request.auth))),
  );
};
