import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  cashoutChangedResponseSchema,
  cashoutRequestSchema,
  cashoutResponseSchema,
  centsToAmount,
  errorEnvelopeSchema,
  milliToOdds,
  myBetsQuerySchema,
  myBetsResponseSchema,
  oddsChangedResponseSchema,
  placeBetRequestSchema,
  placeBetResponseSchema,
  type PlaceBetOrder,
} from '@oddsmith/core';
import type { AuthContext } from '../../lib/auth-context';
import type { AppError } from '../../lib/app-error';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './betting.service';
import { placementBatcher } from './placement-batch';

/** A moved price as the 409 body shows it: decimal odds, or `suspended`. */
function wireChangeOf({ gameId, optionId, oddsMilli }: service.SlipPriceError['changes'][number]) {
  return { gameId, optionId, odds: oddsMilli === null ? ('suspended' as const) : milliToOdds(oddsMilli) };
}

/** The service's answer enveloped; a `Conflict` it throws answers 409, its `response` saying what changed. */
async function successOr409<T, E extends AppError>(reply: FastifyReply, run: () => Promise<T>, Conflict: abstract new (...args: never[]) => E, responseOf: (error: E) => unknown) {
  try {
    return success(await run());
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    return reply.code(409).send({ status: 'error', message: error.message, code: error.code, field: error.field, response: responseOf(error) });
  }
}

/** Placement, my bets and cash-out (PRODUCT.md section 11). */
export const bettingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['betting']);
  const publishMarkets = fastify.realtime.publishMarkets;
  // Group commit (one per database handle): concurrent placements share one transaction.
  const batcher = fastify.config.placementGroupCommit ? placementBatcher(fastify.db) : null;
  if (batcher) fastify.addHook('onClose', () => batcher.close());
  const placeBet = (auth: AuthContext, order: PlaceBetOrder) => {
    const now = new Date();
    return batcher ? batcher.submit({ auth, order, now, publishMarkets }) : service.placeBet(fastify.db, auth, order, now, publishMarkets);
  };

  fastify.post(
    '/api/sports/place-bet',
    route('user', { summary: 'Place a single, multi or system bet (idempotent by requestId; 409 with the new odds when a price moved)', body: placeBetRequestSchema, response: { 200: placeBetResponseSchema, 409: oddsChangedResponseSchema.or(errorEnvelopeSchema) } }),
    async (request, reply) => successOr409(reply, () => placeBet(assertExists(request.auth), request.body), service.SlipPriceError, (error) => ({ changes: error.changes.map(wireChangeOf) })),
  );

  fastify.get('/api/sports/mybets', route('user', { summary: "The caller's open or settled tickets, with cash-out values", querystring: myBetsQuerySchema, response: { 200: myBetsResponseSchema } }), async (request) => success(await service.myBets(fastify.db, assertExists(request.auth), request.query)));

  fastify.post(
    '/api/sports/cashout',
    route('user', { summary: 'Cash out an open ticket at its current quote (409 with the new quote otherwise)', body: cashoutRequestSchema, response: { 200: cashoutResponseSchema, 409: cashoutChangedResponseSchema.or(errorEnvelopeSchema) } }),
    async (request, reply) =>
      successOr409(reply, () => service.cashout(fastify.db, assertExists(request.auth), request.body), service.CashoutQuoteError, (error) => ({ cashoutValue: error.cashoutValueCents === null ? null : centsToAmount(error.cashoutValueCents) })),
  );
};
