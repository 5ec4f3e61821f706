import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  exchangeLobbyQuerySchema,
  exchangeLobbyResponseSchema,
  exchangeMarketParamsSchema,
  exchangeMarketResponseSchema,
  exchangeOrderParamsSchema,
  exchangeOrderResponseSchema,
  exchangePositionResponseSchema,
  exchangePositionsQuerySchema,
  exchangePositionsResponseSchema,
  placeExchangeOrderRequestSchema,
  reduceExchangeOrderRequestSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes, publicRoutes } from '../../lib/route-options';
import * as reads from './exchange.reads';
import { exchangePublisher } from './exchange.realtime';
import * as service from './exchange.service';

/** The player's exchange (PRODUCT.md section 5): the lobby and market pages, orders, positions. */
export const exchangeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['exchange']);
  const open = publicRoutes(['exchange']);
  const changed = exchangePublisher(fastify);
  // Orders still waiting for their market's batch are placed before the database closes.
  fastify.addHook('onClose', () => service.closePlacements(fastify.db));

  fastify.get('/api/exchange/markets', open({ summary: 'Exchange lobby: open and suspended markets with best prices (in-play first)', querystring: exchangeLobbyQuerySchema, response: { 200: exchangeLobbyResponseSchema } }), async (request) =>
    success(await reads.lobby(fastify.db, request.query)),
  );

  fastify.get('/api/exchange/markets/:id', open({ summary: 'An exchange market: runners, ladder (best 3 each side), bet delay, minimum stake, commission', params: exchangeMarketParamsSchema, response: { 200: exchangeMarketResponseSchema } }), async (request) =>
    success(await reads.marketView(fastify.db, request.params.id)),
  );

  fastify.get('/api/exchange/markets/:id/position', route('player', { summary: "The caller's orders, matched bets, profit per runner, escrow and green-up quote on a market", params: exchangeMarketParamsSchema, response: { 200: exchangePositionResponseSchema } }), async (request) =>
    success(await reads.positionView(fastify.db, request.params.id, assertExists(request.auth).userId)),
  );

  fastify.get('/api/exchange/positions', route('player', { summary: 'The markets the caller traded (my bets index)', querystring: exchangePositionsQuerySchema, response: { 200: exchangePositionsResponseSchema } }), async (request) =>
    success(await reads.positions(fastify.db, assertExists(request.auth).userId, request.query)),
  );

  fastify.post('/api/exchange/orders', route('player', { summary: 'Place a back or lay order (idempotent by requestId; in-play waits the bet delay)', body: placeExchangeOrderRequestSchema, response: { 200: exchangeOrderResponseSchema } }), async (request) =>
    success(await service.placeOrder(fastify.db, assertExists(request.auth), request.body, changed)),
  );

  fastify.delete('/api/exchange/orders/:id', route('player', { summary: "Cancel an order's unmatched part", params: exchangeOrderParamsSchema, response: { 200: exchangeOrderResponseSchema } }), async (request) =>
    success(await service.cancelOrder(fastify.db, assertExists(request.auth), request.params.id, changed)),
  );

  fastify.patch('/api/exchange/orders/:id', route('player', { summary: "Reduce an order's unmatched part (keeps its place in the queue)", params: exchangeOrderParamsSchema, body: reduceExchangeOrderRequestSchema, response: { 200: exchangeOrderResponseSchema } }), async (request) =>
    success(await service.reduceOrder(fastify.db, assertExists(request.auth), request.params.id, request.body.remainingCents, changed)),
  );
};
