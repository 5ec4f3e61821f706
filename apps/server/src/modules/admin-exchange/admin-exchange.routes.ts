import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminExchangeEventParamsSchema,
  adminExchangeEventResponseSchema,
  adminExchangeEventsQuerySchema,
  adminExchangeEventsResponseSchema,
  adminExchangeMarketParamsSchema,
  adminExchangeResultsResponseSchema,
  adminExchangeTicketDetailResponseSchema,
  adminExchangeTicketParamsSchema,
  adminExchangeTicketsQuerySchema,
  adminExchangeTicketsResponseSchema,
  assertExists,
  createExchangeEventRequestSchema,
  exchangeMarketStatusRequestSchema,
  settleExchangeMarketRequestSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import { exchangePublisher } from '../exchange';
import * as service from './admin-exchange.service';
import * as settle from './admin-exchange.settle';
import * as tickets from './admin-exchange.tickets';

/** The staff exchange: events and markets, their status, results, and every order with its ledger trail. */
export const adminExchangeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin', 'exchange']);
  const eventResponse = { 200: adminExchangeEventResponseSchema };
  const changed = exchangePublisher(fastify);

  fastify.get('/api/admin/exchange-events', route('exchange.read', { summary: 'Search and page through exchange events', querystring: adminExchangeEventsQuerySchema, response: { 200: adminExchangeEventsResponseSchema } }), async (request) => success(await service.listEventsPage(fastify.db, request.query)));

  fastify.post(
    '/api/admin/exchange-events',
    route('exchange.write', { summary: 'Create an exchange event with its markets, or link a sportsbook event (its match odds)', body: createExchangeEventRequestSchema, response: { 201: adminExchangeEventResponseSchema } }),
    async (request, reply) => reply.code(201).send(success(await service.createEvent(fastify.db, assertExists(request.auth), request.body), 'Exchange event created.')),
  );

  fastify.get('/api/admin/exchange-events/:id', route('exchange.read', { summary: 'One exchange event: markets, ladders, book size and results', params: adminExchangeEventParamsSchema, response: eventResponse }), async (request) => success(await service.staffEvent(fastify.db, request.params.id)));

  fastify.post(
    '/api/admin/exchange-markets/:id/status',
    route('exchange.write', { summary: 'Suspend, reopen, turn in-play (lapses lapse orders) or close (lapses every unmatched order) a market', params: adminExchangeMarketParamsSchema, body: exchangeMarketStatusRequestSchema, response: eventResponse }),
    async (request) => success(await service.changeMarketStatus(fastify.db, assertExists(request.auth), request.params.id, request.body, changed)),
  );

  fastify.post(
    '/api/admin/exchange-markets/:id/result',
    route('exchange.write', { summary: 'Settle a market (winner, dead heat, void) or re-result it with a reason (moves money)', params: adminExchangeMarketParamsSchema, body: settleExchangeMarketRequestSchema, response: { 200: adminExchangeResultsResponseSchema } }),
    async (request) => success(await settle.resultMarket(fastify.db, assertExists(request.auth), request.params.id, request.body, changed), 'Market resulted.'),
  );

  fastify.get('/api/admin/exchange-markets/:id/results', route('exchange.read', { summary: "A market's result history and settled positions", params: adminExchangeMarketParamsSchema, response: { 200: adminExchangeResultsResponseSchema } }), async (request) => success(await settle.marketResults(fastify.db, request.params.id)));

  fastify.get('/api/admin/exchange-tickets', route('exchange.read', { summary: 'Every exchange order, newest first', querystring: adminExchangeTicketsQuerySchema, response: { 200: adminExchangeTicketsResponseSchema } }), async (request) => success(await tickets.listTickets(fastify.db, request.query)));

  fastify.get('/api/admin/exchange-tickets/:id', route('exchange.read', { summary: 'One exchange order: matched bets with counterparties and the ledger trail', params: adminExchangeTicketParamsSchema, response: { 200: adminExchangeTicketDetailResponseSchema } }), async (request) => success(await tickets.ticketDetail(fastify.db, request.params.id)));
};
