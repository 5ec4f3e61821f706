import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists, rgBodySchema, rgResponseSchema, sessionSummaryResponseSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './responsible-gambling.service';

export const responsibleGamblingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['responsible-gambling']);

  fastify.get('/api/front/responsible-gambling', route('user', { summary: 'Deposit limits, pending changes, blocks and reality check', response: { 200: rgResponseSchema } }), async (request) => success(await service.getResponsibleGambling(fastify.db, assertExists(request.auth))));

  fastify.put('/api/front/responsible-gambling', route('player', { summary: 'Set limits (decrease now, increase/removal after 24 h), time-out, self-exclusion', body: rgBodySchema, response: { 200: rgResponseSchema } }), async (request) => success(await service.updateResponsibleGambling(fastify.db, assertExists(request.auth), request.body), 'Saved.'));

  fastify.get('/api/front/session-summary', route('user', { summary: 'Session start, elapsed time and net position since login', response: { 200: sessionSummaryResponseSchema } }), async (request) => success(await service.sessionSummary(fastify.db, assertExists(request.auth))));
};
