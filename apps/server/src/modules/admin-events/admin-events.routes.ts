import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventParamsSchema,
  adminEventsPageSchema,
  adminEventsQuerySchema,
  adminMarketParamsSchema,
  assertExists,
  createEventRequestSchema,
  createMarketRequestSchema,
  envelopeOf,
  marketResultPayloadSchema,
  marketResultRequestSchema,
  patchEventRequestSchema,
  patchMarketRequestSchema,
  staffEventPayloadSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './admin-events.service';

/** Staff event management (the /api/admin guard checks the role); every change is audited. */
export const adminEventsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin', 'sports']);
  const publish: service.Publish = fastify.realtime.publishSportsChange;
  const staffEventResponseSchema = envelopeOf(staffEventPayloadSchema);
  const response = { 200: staffEventResponseSchema };

  fastify.get('/api/admin/events', route('events.read', { summary: 'Search and page through events', querystring: adminEventsQuerySchema, response: { 200: envelopeOf(adminEventsPageSchema) } }), async (request) => success(await service.listEventsPage(fastify.db, request.query)));

  fastify.get('/api/admin/events/:id', route('events.read', { summary: 'One event with every market and result', params: adminEventParamsSchema, response }), async (request) => success({ event: await service.staffEvent(fastify.db, request.params.id) }));

  fastify.post('/api/admin/events', route('events.write', { summary: 'Create a manual event', body: createEventRequestSchema, response: { 201: staffEventResponseSchema } }), async (request, reply) => reply.code(201).send(success({ event: await service.createEvent(fastify.db, publish, assertExists(request.auth), request.body) }, 'Event created.')));

  fastify.patch('/api/admin/events/:id', route('events.write', { summary: 'Change status, score or start time (takes the event over)', params: adminEventParamsSchema, body: patchEventRequestSchema, response }), async (request) => success({ event: await service.patchEvent(fastify.db, publish, assertExists(request.auth), request.params.id, request.body) }));

  fastify.post('/api/admin/events/:id/markets', route('events.write', { summary: 'Add a market with its options', params: adminEventParamsSchema, body: createMarketRequestSchema, response: { 201: staffEventResponseSchema } }), async (request, reply) => reply.code(201).send(success({ event: await service.addMarket(fastify.db, publish, assertExists(request.auth), request.params.id, request.body) }, 'Market added.')));

  fastify.patch('/api/admin/markets/:id', route('events.write', { summary: 'Edit odds, suspend, reopen or close a market', params: adminMarketParamsSchema, body: patchMarketRequestSchema, response }), async (request) => success({ event: await service.patchMarket(fastify.db, publish, assertExists(request.auth), request.params.id, request.body) }));

  fastify.post(
    '/api/admin/markets/:id/result',
    route('markets.result', {
      summary: 'Publish a market result, or correct a settled one (reason required; its tickets are resettled)',
      params: adminMarketParamsSchema,
      body: marketResultRequestSchema,
      response: { 200: envelopeOf(marketResultPayloadSchema) },
    }),
    async (request) => success(await service.resultMarket(fastify.db, publish, assertExists(request.auth), request.params.id, request.body)),
  );
};
