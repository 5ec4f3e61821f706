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
import * as service from './admin-events.service';

/** Staff event management (the /api/admin guard checks the role); every change is audited. */
export const adminEventsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['admin', 'sports'];
  const security = [{ bearer: [] }];
  const publish: service.Publish = fastify.realtime.publishSportsChange;
  const staffEventResponseSchema = envelopeOf(staffEventPayloadSchema);
  const response = { 200: staffEventResponseSchema };

  fastify.get(
    '/api/admin/events',
    { config: { access: 'events.read' }, schema: { tags, security, summary: 'Search and page through events', querystring: adminEventsQuerySchema, response: { 200: envelopeOf(adminEventsPageSchema) } } },
    async (request) => success(await service.listEventsPage(fastify.db, request.query)),
  );

  fastify.get(
    '/api/admin/events/:id',
    { config: { access: 'events.read' }, schema: { tags, security, summary: 'One event with every market and result', params: adminEventParamsSchema, response } },
    async (request) => success({ event: await service.staffEvent(fastify.db, request.params.id) }),
  );

  fastify.post(
    '/api/admin/events',
    { config: { access: 'events.write' }, schema: { tags, security, summary: 'Create a manual event', body: createEventRequestSchema, response: { 201: staffEventResponseSchema } } },
    async (request, reply) => {
      const event = await service.createEvent(fastify.db, publish, assertExists(request.auth), request.body);
      return reply.code(201).send(success({ event }, 'Event created.'));
    },
  );

  fastify.patch(
    '/api/admin/events/:id',
    { config: { access: 'events.write' }, schema: { tags, security, summary: 'Change status, score or start time (takes the event over)', params: adminEventParamsSchema, body: patchEventRequestSchema, response } },
    async (request) => success({ event: await service.patchEvent(fastify.db, publish, assertExists(request.auth), request.params.id, request.body) }),
  );

  fastify.post(
    '/api/admin/events/:id/markets',
    { config: { access: 'events.write' }, schema: { tags, security, summary: 'Add a market with its options', params: adminEventParamsSchema, body: createMarketRequestSchema, response: { 201: staffEventResponseSchema } } },
    async (request, reply) => {
      const event = await service.addMarket(fastify.db, publish, assertExists(request.auth), request.params.id, request.body);
      return reply.code(201).send(success({ event }, 'Market added.'));
    },
  );

  fastify.patch(
    '/api/admin/markets/:id',
    { config: { access: 'events.write' }, schema: { tags, security, summary: 'Edit odds, suspend, reopen or close a market', params: adminMarketParamsSchema, body: patchMarketRequestSchema, response } },
    async (request) => success({ event: await service.patchMarket(fastify.db, publish, assertExists(request.auth), request.params.id, request.body) }),
  );

  fastify.post(
    '/api/admin/markets/:id/result',
    {
      config: { access: 'markets.result' },
      schema: {
        tags,
        security,
        summary: 'Publish a market result, or correct a settled one (reason required; its tickets are resettled)',
        params: adminMarketParamsSchema,
        body: marketResultRequestSchema,
        response: { 200: envelopeOf(marketResultPayloadSchema) },
      },
    },
    async (request) => success(await service.resultMarket(fastify.db, publish, assertExists(request.auth), request.params.id, request.body)),
  );
};
