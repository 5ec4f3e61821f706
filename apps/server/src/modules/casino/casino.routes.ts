import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCasinoGameParamsSchema,
  adminCasinoGamePatchSchema,
  adminCasinoGameResponseSchema,
  adminCasinoGamesQuerySchema,
  adminCasinoGamesResponseSchema,
  assertExists,
  casinoClientSeedRequestSchema,
  casinoFairnessResponseSchema,
  casinoGamesResponseSchema,
  casinoRotateResponseSchema,
  casinoRoundActionRequestSchema,
  casinoRoundParamsSchema,
  casinoRoundResponseSchema,
  casinoRoundResultResponseSchema,
  casinoRoundsQuerySchema,
  casinoRoundsResponseSchema,
  playCasinoRoundRequestSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes, publicRoutes } from '../../lib/route-options';
import { adminGames, casinoReportCurrency, patchGame } from './casino.admin';
import { gameInfoOf, loadGames } from './casino.games';
import * as seeds from './casino.seeds';
import * as service from './casino.service';

/** The casino (PRODUCT.md section 6): lobby, provably fair seeds, rounds; and the staff's games. */
export const casinoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['casino']);
  const open = publicRoutes(['casino']);
  const staff = bearerRoutes(['admin-casino']);

  fastify.get('/api/casino/games', open({ summary: 'Casino lobby: every game with its published RTP, volatility, stake limits and lobby order', response: { 200: casinoGamesResponseSchema } }), async () =>
    success({ games: (await loadGames(fastify.db)).map(gameInfoOf), currency: casinoReportCurrency }),
  );

  fastify.get('/api/casino/fairness', route('player', { summary: "The caller's server seed hash, client seed, next nonce and revealed seeds", response: { 200: casinoFairnessResponseSchema } }), async (request) =>
    success(await seeds.fairness(fastify.db, assertExists(request.auth).userId)),
  );

  fastify.put('/api/casino/fairness/client-seed', route('player', { summary: 'Set the client seed of the next rounds', body: casinoClientSeedRequestSchema, response: { 200: casinoFairnessResponseSchema } }), async (request) =>
    success(await seeds.setClientSeed(fastify.db, assertExists(request.auth).userId, request.body.clientSeed)),
  );

  fastify.post('/api/casino/fairness/rotate', route('player', { summary: 'Reveal the server seed in use and commit to a new one', response: { 200: casinoRotateResponseSchema } }), async (request) =>
    success(await seeds.rotateSeed(fastify.db, assertExists(request.auth).userId)),
  );

  fastify.post('/api/casino/rounds', route('player', { summary: 'Play a round of a casino game (idempotent by requestId)', body: playCasinoRoundRequestSchema, response: { 200: casinoRoundResultResponseSchema } }), async (request) =>
    success(await service.playRound(fastify.db, assertExists(request.auth), request.body)),
  );

  fastify.post('/api/casino/rounds/:id/actions', route('player', { summary: 'Play a blackjack action (idempotent by requestId)', params: casinoRoundParamsSchema, body: casinoRoundActionRequestSchema, response: { 200: casinoRoundResultResponseSchema } }), async (request) =>
    success(await service.actOnRound(fastify.db, assertExists(request.auth), request.params.id, request.body.action, request.body.requestId)),
  );

  fastify.get('/api/casino/rounds', route('player', { summary: "The caller's casino rounds, newest first", querystring: casinoRoundsQuerySchema, response: { 200: casinoRoundsResponseSchema } }), async (request) =>
    success(await service.roundsOf(fastify.db, assertExists(request.auth).userId, request.query)),
  );

  fastify.get('/api/casino/rounds/:id', route('player', { summary: "One of the caller's casino rounds with its seeds", params: casinoRoundParamsSchema, response: { 200: casinoRoundResponseSchema } }), async (request) =>
    success(await service.roundOf(fastify.db, assertExists(request.auth).userId, request.params.id)),
  );

  fastify.get('/api/admin/casino-games', staff('casino.read', { summary: 'Casino games: settings, exact RTP, rounds, turnover and GGR over a period, by day', querystring: adminCasinoGamesQuerySchema, response: { 200: adminCasinoGamesResponseSchema } }), async (request) =>
    success(await adminGames(fastify.db, request.query)),
  );

  fastify.patch('/api/admin/casino-games/:id', staff('casino.write', { summary: 'Enable or disable a casino game, order it in the lobby, set its stake limits', params: adminCasinoGameParamsSchema, body: adminCasinoGamePatchSchema, response: { 200: adminCasinoGameResponseSchema } }), async (request) =>
    success(await patchGame(fastify.db, assertExists(request.auth), request.params.id, request.body)),
  );
};
