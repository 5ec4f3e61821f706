import { FairStream, startBlackjack, type BlackjackState, type CasinoRound, type CasinoRoundResult } from '@oddsmith/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { casinoSeeds } from '../db/schema';
import { bearer } from './app';
import { walletOf } from './exchange';

let requestCounter = 0;
export const casinoRequestId = () => `cas-${Date.now()}-${(requestCounter += 1)}`;

export function postRound(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/casino/rounds', headers: bearer(token), payload: { requestId: casinoRequestId(), ...body } });
}

export async function playOk(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<CasinoRoundResult> {
  const response = await postRound(app, token, body);
  if (response.statusCode !== 200) throw new Error(`round failed ${response.statusCode}: ${response.body}`);
  return response.json<{ response: CasinoRoundResult }>().response;
}

export function postAction(app: FastifyInstance, token: string, roundId: string, action: string, requestId = casinoRequestId()) {
  return app.inject({ method: 'POST', url: `/api/casino/rounds/${roundId}/actions`, headers: bearer(token), payload: { action, requestId } });
}

export async function actOk(app: FastifyInstance, token: string, roundId: string, action: string): Promise<CasinoRoundResult> {
  const response = await postAction(app, token, roundId, action);
  if (response.statusCode !== 200) throw new Error(`action ${action} failed ${response.statusCode}: ${response.body}`);
  return response.json<{ response: CasinoRoundResult }>().response;
}

/** Plays an open blackjack round to its end: declines insurance, then stands. */
export async function finishBlackjack(app: FastifyInstance, token: string, round: CasinoRound): Promise<CasinoRoundResult> {
  let result: CasinoRoundResult | undefined;
  let current = round;
  while (current.status === 'open') {
    const outcome = current.outcome as Extract<CasinoRound['outcome'], { game: 'blackjack' }>;
    result = await actOk(app, token, current.id, outcome.phase === 'insurance' ? 'declineInsurance' : 'stand');
    current = result.round;
  }
  if (!result) throw new Error('the round was not open');
  return result;
}

export const cashOf = async (app: FastifyInstance, userId: string) => (await walletOf(app, userId)).cashCents;

/** The player's seed in use, read from the database (a test may peek at the secret). */
export async function activeSeedOf(app: FastifyInstance, userId: string) {
  const [seed] = await app.db.select().from(casinoSeeds).where(and(eq(casinoSeeds.userId, userId), isNull(casinoSeeds.revealedAt)));
  if (!seed) throw new Error('no active seed');
  return seed;
}

export function putClientSeed(app: FastifyInstance, token: string, clientSeed: string) {
  return app.inject({ method: 'PUT', url: '/api/casino/fairness/client-seed', headers: bearer(token), payload: { clientSeed } });
}

/**
 * Chooses a client seed whose next blackjack deal satisfies `wanted` (searching with the secret
 * server seed, as only a test can) and sets it.
 */
export async function steerBlackjack(app: FastifyInstance, player: { id: string; token: string }, wanted: (state: BlackjackState) => boolean): Promise<void> {
  await app.inject({ method: 'GET', url: '/api/casino/fairness', headers: bearer(player.token) });
  const seed = await activeSeedOf(app, player.id);
  for (let i = 0; i < 5_000; i += 1) {
    const clientSeed = `steer-${i}`;
    if (wanted(startBlackjack(FairStream.fromSeeds({ serverSeedHex: seed.serverSeed, clientSeed, nonce: seed.nonce })))) {
      const response = await putClientSeed(app, player.token, clientSeed);
      if (response.statusCode !== 200) throw new Error(response.body);
      return;
    }
  }
  throw new Error('no client seed found');
}
