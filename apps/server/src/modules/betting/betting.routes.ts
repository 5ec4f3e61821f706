import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  cashoutChangedResponseSchema,
  cashoutRequestSchema,
  cashoutResponseSchema,
  centsToAmount,
  milliToOdds,
  myBetsQuerySchema,
  myBetsResponseSchema,
  oddsChangedResponseSchema,
  placeBetRequestSchema,
  placeBetResponseSchema,
} from '@oddsmith/core';
import { errorEnvelopeSchema, success } from '../../lib/envelope';
import * as service from './betting.service';

/** A moved price as the 409 body shows it: decimal odds, or `suspended`. */
function wireChangeOf({ gameId, optionId, oddsMilli }: service.SlipPriceError['changes'][number]) {
  return { gameId, optionId, odds: oddsMilli === null ? ('suspended' as const) : milliToOdds(oddsMilli) };
}

/** Placement, my bets and cash-out (PRODUCT.md section 11). */
export const bettingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['betting'];
  const security = [{ bearer: [] }];
  const publishMarkets = fastify.realtime.publishMarkets;

  fastify.post(
    '/api/sports/place-bet',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Place a single, multi or system bet (idempotent by requestId; 409 with the new odds when a price moved)',
        body: placeBetRequestSchema,
        response: { 200: placeBetResponseSchema, 409: oddsChangedResponseSchema.or(errorEnvelopeSchema) },
      },
    },
    async (request, reply) => {
      try {
        return success(await service.placeBet(fastify.db, assertExists(request.auth), request.body, new Date(), publishMarkets));
      } catch (error) {
        if (!(error instanceof service.SlipPriceError)) throw error;
        return reply.code(409).send({ status: 'error', message: error.message, code: error.code, field: error.field, response: { changes: error.changes.map(wireChangeOf) } });
      }
    },
  );

  fastify.get(
    '/api/sports/mybets',
    {
      config: { access: 'user' },
      schema: { tags, security, summary: "The caller's open or settled tickets, with cash-out values", querystring: myBetsQuerySchema, response: { 200: myBetsResponseSchema } },
    },
    async (request) => success(await service.myBets(fastify.db, assertExists(request.auth), request.query)),
  );

  fastify.post(
    '/api/sports/cashout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Cash out an open ticket at its current quote (409 with the new quote otherwise)',
        body: cashoutRequestSchema,
        response: { 200: cashoutResponseSchema, 409: cashoutChangedResponseSchema.or(errorEnvelopeSchema) },
      },
    },
    async (request, reply) => {
      try {
        return success(await service.cashout(fastify.db, assertExists(request.auth), request.body));
      } catch (error) {
        if (!(error instanceof service.CashoutQuoteError)) throw error;
        const cashoutValue = error.cashoutValueCents === null ? null : centsToAmount(error.cashoutValueCents);
        return reply.code(409).send({ status: 'error', message: error.message, code: error.code, field: error.field, response: { cashoutValue } });
      }
    },
  );
};
