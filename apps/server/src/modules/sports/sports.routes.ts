import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { sendPreparedJson } from '../../lib/prepared-json';
import { publicRoutes } from '../../lib/route-options';
import {
  competitionsQuerySchema,
  competitionsResponseSchema,
  eventParamsSchema,
  eventResponseSchema,
  eventScoreQuerySchema,
  eventScoreResponseSchema,
  eventsQuerySchema,
  eventsResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  sportsResponseSchema,
} from '@oddsmith/core';
import { hotReads } from './sports.hot-reads';
import * as service from './sports.service';

/** Public sportsbook reads; lists carry the main market only, the event page every market. */
export const sportsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = publicRoutes(['sports']);
  // The two hot reads: answered from the read model's serialised bodies (the response schema's
  // bytes, never serialised again), mostly before validation (sports.hot-reads.ts); no access log
  // line per request at info (thousands a second in play), warnings and errors still logged. Their
  // security headers are written with the answer, in one head (lib/prepared-json.ts).
  const hot = hotReads(fastify.db);
  const hotRoute = { onRequest: hot.answer, logLevel: 'warn' } as const;
  const hotConfig = { config: { access: 'public', securityHeaders: 'with-answer' } } as const;

  fastify.get('/api/sports/sports', route({ summary: 'Sports with live and upcoming counts', response: { 200: sportsResponseSchema } }), async () => success(await service.listSports(fastify.db)));

  fastify.get('/api/sports/events', { ...route({ summary: 'Events of a sport (in-play or pre-match), main market only', querystring: eventsQuerySchema, response: { 200: eventsResponseSchema } }), ...hotConfig, ...hotRoute }, async (request, reply) => {
    const { query } = request;
    hot.remember(request.url, (nowMs) => service.eventsKey(query, nowMs));
    return sendPreparedJson(request, reply, await service.eventsBody(fastify.db, query));
  });

  fastify.get('/api/sports/events/:id', { ...route({ summary: 'One event with all its markets', params: eventParamsSchema, response: { 200: eventResponseSchema } }), ...hotConfig, ...hotRoute }, async (request, reply) => {
    const key = service.eventKey(request.params.id);
    hot.remember(request.url, () => key);
    return sendPreparedJson(request, reply, await service.eventBody(fastify.db, request.params.id));
  });

  fastify.get('/api/sports/competitions', route({ summary: 'Competitions with live and upcoming event counts', querystring: competitionsQuerySchema, response: { 200: competitionsResponseSchema } }), async (request) => success(await service.listCompetitions(fastify.db, request.query.spid)));

  fastify.get('/api/sports/search', route({ summary: 'Search teams, competitions and events', querystring: searchQuerySchema, response: { 200: searchResponseSchema } }), async (request) => success(await service.search(fastify.db, request.query.q)));

  // Seed: an "admin GET", but the score page (/caff/admin/view-score/:id) is open to all; the admin
  // guard lets exactly this path through (plugins/admin-guard.ts).
  fastify.get('/api/admin/event-score', route({ summary: 'Score of one event (open to all)', querystring: eventScoreQuerySchema, response: { 200: eventScoreResponseSchema } }), async (request) => success({ event: await service.eventScore(fastify.db, request.query.id) }));
};
