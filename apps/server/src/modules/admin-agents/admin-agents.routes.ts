import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentActivityQuerySchema,
  agentActivityResponseSchema,
  agentParamsSchema,
  agentPlayersQuerySchema,
  agentPlayersResponseSchema,
  agentResponseSchema,
  agentsQuerySchema,
  agentsResponseSchema,
  agentStatusBodySchema,
  assertExists,
  createAgentBodySchema,
  floatHistoryQuerySchema,
  floatHistoryResponseSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './admin-agents.service';

/**
 * Cash agents (docs/cash-agents.md). The float moves through `POST /api/admin/transfer-balance`
 * (wallet module); these routes create, block and read agents. `agents.float` lets a cash agent
 * read only their own float and players.
 */
export const adminAgentsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin', 'agents']);

  fastify.get('/api/admin/agents', route('agents.manage', { summary: 'Cash agents with their float and players count', querystring: agentsQuerySchema, response: { 200: agentsResponseSchema } }), async (request) => success(await service.agentsPage(fastify.db, request.query)));

  fastify.post('/api/admin/agents', route('agents.manage', { summary: 'Create a cash agent account', body: createAgentBodySchema, response: { 201: agentResponseSchema } }), async (request, reply) => reply.code(201).send(success({ agent: await service.createAgent(fastify.db, assertExists(request.auth), request.body) }, 'Cash agent created.')));

  fastify.get('/api/admin/agents/:id', route('agents.float', { summary: 'One cash agent (an agent: only themselves)', params: agentParamsSchema, response: { 200: agentResponseSchema } }), async (request) => success({ agent: await service.agentById(fastify.db, assertExists(request.auth), request.params.id) }));

  fastify.post('/api/admin/agents/:id/status', route('agents.manage', { summary: 'Block or unblock a cash agent, with a reason', params: agentParamsSchema, body: agentStatusBodySchema, response: { 200: agentResponseSchema } }), async (request) => success({ agent: await service.setAgentStatus(fastify.db, assertExists(request.auth), request.params.id, request.body) }, 'Cash agent updated.'));

  fastify.get('/api/admin/agents/:id/players', route('agents.float', { summary: "A cash agent's players with their cash balance", params: agentParamsSchema, querystring: agentPlayersQuerySchema, response: { 200: agentPlayersResponseSchema } }), async (request) => success(await service.agentPlayersPage(fastify.db, assertExists(request.auth), request.params.id, request.query)));

  fastify.get('/api/admin/agents/:id/float-history', route('agents.float', { summary: "The movements of a cash agent's float", params: agentParamsSchema, querystring: floatHistoryQuerySchema, response: { 200: floatHistoryResponseSchema } }), async (request) => success(await service.floatHistoryPage(fastify.db, assertExists(request.auth), request.params.id, request.query)));

  fastify.get('/api/admin/agents/:id/activity', route('agents.float', { summary: "Wallet movements of a cash agent's players", params: agentParamsSchema, querystring: agentActivityQuerySchema, response: { 200: agentActivityResponseSchema } }), async (request) => success(await service.activityPage(fastify.db, assertExists(request.auth), request.params.id, request.query)));
};
