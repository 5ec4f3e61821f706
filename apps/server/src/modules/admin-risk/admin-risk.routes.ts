import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMarketLadderSchema,
  adminRiskOverviewSchema,
  adminRiskSettingsRequestSchema,
  adminRiskSettingsSchema,
  apiPlayerRiskSchema,
  assertExists,
  envelopeOf,
  riskMarketParamsSchema,
  riskMarketQuerySchema,
  riskUserParamsSchema,
  stakeFactorRequestSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './admin-risk.service';

/** The staff risk screen (the /api/admin guard checks staff; the service checks the role); writes are audited. */
export const adminRiskRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin', 'risk']);
  const publish = fastify.realtime.publishMarkets;
  const marketResponse = { 200: envelopeOf(adminMarketLadderSchema) };

  fastify.get('/api/admin/risk/overview', route('risk.read', { summary: 'Top exposures, ladders, events with open liability and players by profit', response: { 200: envelopeOf(adminRiskOverviewSchema) } }), async () => success(await service.overview(fastify.db)));

  fastify.get('/api/admin/risk/markets/:marketId', route('risk.read', { summary: "One market's liability ladder in one currency (default: the house currency)", params: riskMarketParamsSchema, querystring: riskMarketQuerySchema, response: marketResponse }), async (request) => success(await service.marketLadder(fastify.db, request.params.marketId, request.query.currency)));

  fastify.put('/api/admin/risk/players/:userId/stake-factor', route('risk.write', { summary: "Set a player's stake factor (0..10; 0 blocks betting)", params: riskUserParamsSchema, body: stakeFactorRequestSchema, response: { 200: envelopeOf(apiPlayerRiskSchema) } }), async (request) => success(await service.setStakeFactor(fastify.db, assertExists(request.auth), request.params.userId, request.body), 'Stake factor saved.'));

  fastify.put('/api/admin/risk/settings', route('risk.write', { summary: 'Set stake / payout limits and auto-suspend thresholds per currency', body: adminRiskSettingsRequestSchema, response: { 200: envelopeOf(adminRiskSettingsSchema) } }), async (request) => success(await service.setRiskSettings(fastify.db, assertExists(request.auth), request.body), 'Risk settings saved.'));

  fastify.post('/api/admin/risk/markets/:marketId/suspend', route('risk.write', { summary: 'Hold a market suspended (the feed cannot reopen it); answers the ladder of `currency`', params: riskMarketParamsSchema, querystring: riskMarketQuerySchema, response: marketResponse }), async (request) => success(await service.suspendMarket(fastify.db, publish, assertExists(request.auth), request.params.marketId, request.query.currency), 'Market suspended.'));

  fastify.post('/api/admin/risk/markets/:marketId/release', route('risk.write', { summary: "Release risk's hold; the market reopens; answers the ladder of `currency`", params: riskMarketParamsSchema, querystring: riskMarketQuerySchema, response: marketResponse }), async (request) => success(await service.releaseMarket(fastify.db, publish, assertExists(request.auth), request.params.marketId, request.query.currency), 'Market released.'));
};
