import fc from 'fast-check';
import { FairStream, blackjackReturnCents, classicSlotReturnCents, playClassicSlot, playVideoSlot, replayBlackjack, settleRoulette, spinRoulette, videoSlotReturnCents, type BlackjackAction, type RouletteBet } from '@oddsmith/core';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoRounds, casinoSeeds, ledgerTransfers, type CasinoRoundRow } from '../../db/schema';
import { createTestApp, testDatabases, type TestApp } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { cashOf, casinoRequestId, postAction, postRound } from '../../test/casino';
import { expectLedgerReconciled } from '../../test/ledger';

const playCommand = fc.oneof(
  fc.record({ kind: fc.constant('play' as const), body: fc.record({ game: fc.constant('video-slot'), stake: fc.integer({ min: 1, max: 50 }).map((n) => (n * 0.2).toFixed(2)) }) }),
  fc.record({ kind: fc.constant('play' as const), body: fc.record({ game: fc.constant('classic-slot'), lines: fc.integer({ min: 1, max: 5 }), stake: fc.constant(1.2) }) }),
  fc.record({ kind: fc.constant('play' as const), body: fc.record({ game: fc.constant('roulette'), bets: fc.array(fc.oneof(fc.record({ kind: fc.constantFrom('red', 'odd', 'high'), stake: fc.integer({ min: 10, max: 300 }).map((n) => n / 100) }), fc.record({ kind: fc.constant('straight'), numbers: fc.tuple(fc.integer({ min: 0, max: 36 })), stake: fc.constant(0.5) })), { minLength: 1, maxLength: 4 }) }) }),
  fc.record({ kind: fc.constant('play' as const), body: fc.record({ game: fc.constant('blackjack'), stake: fc.integer({ min: 100, max: 1_000 }).map((n) => n / 100) }) }),
);
const actCommand = fc.record({ kind: fc.constant('act' as const), action: fc.constantFrom<BlackjackAction>('hit', 'stand', 'double', 'split', 'takeInsurance', 'declineInsurance') });
const replayCommand = fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() });
const command = fc.oneof({ arbitrary: playCommand, weight: 3 }, { arbitrary: actCommand, weight: 4 }, { arbitrary: replayCommand, weight: 1 });
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;
type Sent = { body: Record<string, unknown>; requestId: string };
type Player = { id: string; token: string };
let actionsTaken = 0;

/** What core says a settled round pays, from the secret seed (a test may read it). */
async function corePayout(app: FastifyInstance, round: CasinoRoundRow): Promise<{ stakeCents: number; payoutCents: number }> {
  const [seed] = await app.db.select().from(casinoSeeds).where(eq(casinoSeeds.id, round.seedId));
  const stream = FairStream.fromSeeds({ serverSeedHex: seed?.serverSeed ?? '', clientSeed: round.clientSeed, nonce: round.nonce });
  const stakeCents = round.choices.stakeCents;
  switch (round.game) {
    case 'video-slot':
      return { stakeCents, payoutCents: videoSlotReturnCents(playVideoSlot(stream), stakeCents) };
    case 'classic-slot':
      return { stakeCents, payoutCents: classicSlotReturnCents(playClassicSlot(stream), round.choices.lines ?? 5, stakeCents / (round.choices.lines ?? 5)) };
    case 'roulette':
      return { stakeCents, payoutCents: settleRoulette(spinRoulette(stream), (round.choices.bets ?? []).map((bet) => ({ ...bet, numbers: bet.numbers ?? [] }) as unknown as RouletteBet)).returnCents };
    case 'blackjack': {
      const money = blackjackReturnCents(replayBlackjack(stream, round.actions.map((each) => each.action as BlackjackAction)), stakeCents);
      return { stakeCents: money.totalStakeCents, payoutCents: money.totalReturnCents };
    }
  }
}

async function run(app: FastifyInstance, player: Player, sent: Sent[], step: Command): Promise<void> {
  if (step.kind === 'play' || step.kind === 'replay') {
    const again = step.kind === 'replay' ? sent[step.pick % Math.max(sent.length, 1)] : undefined;
    if (step.kind === 'replay' && !again) return;
    const request = again ?? { body: step.kind === 'play' ? step.body : {}, requestId: casinoRequestId() };
    const response = await postRound(app, player.token, { ...request.body, requestId: request.requestId });
    if (response.statusCode === 200) sent.push(request);
    else expect(['CASINO_INSUFFICIENT_FUNDS', 'CASINO_ROUND_OPEN', 'CASINO_STAKE_STEP']).toContain(response.json<{ code: string }>().code);
    return;
  }
  const [open] = await app.db.select().from(casinoRounds).where(and(eq(casinoRounds.userId, player.id), eq(casinoRounds.status, 'open')));
  if (!open) return;
  const response = await postAction(app, player.token, open.id, step.action);
  if (response.statusCode === 200) actionsTaken += 1;
  else expect(response.json<{ code: string }>().code).toMatch(/^(BLACKJACK_|CASINO_INSUFFICIENT_FUNDS)/);
}

// PGlite: the property is the arithmetic (each round's money is core's, the wallet their sum); the PostgreSQL suite has the concurrency.
const pglite = testDatabases[0];
describe('casino money property [pglite]', () => {
  let testApp: TestApp;
  let counter = 0;
  beforeAll(async () => {
    if (!pglite) throw new Error('no pglite database');
    testApp = await createTestApp(pglite);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('over random plays, actions and replays: each round moves exactly core’s stake and payout, once, and the wallet is their sum', async () => {
    const { app } = testApp;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 8, maxLength: 24 }), async (steps) => {
        counter += 1;
        const player = await fundedPlayerIn(app, `casprop${Date.now() % 1e7}${counter}`, 'EUR', 60_00);
        const sent: Sent[] = [];
        for (const step of steps) await run(app, player, sent, step);
        const rounds = await app.db.select().from(casinoRounds).where(eq(casinoRounds.userId, player.id));
        expect(rounds).toHaveLength(new Set(sent.map((each) => each.requestId)).size);
        let net = 0;
        for (const round of rounds) {
          const transfers = await app.db.select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, `casino:${round.id}:%`));
          const staked = transfers.filter((each) => each.code === 'casino_stake').reduce((sum, each) => sum + each.amountCents, 0);
          const paid = transfers.filter((each) => each.code === 'casino_win').reduce((sum, each) => sum + each.amountCents, 0);
          expect([staked, paid]).toEqual([round.stakeCents, round.payoutCents]);
          if (round.status === 'settled') expect(await corePayout(app, round)).toEqual({ stakeCents: round.stakeCents, payoutCents: round.payoutCents });
          net += round.payoutCents - round.stakeCents;
        }
        const cash = await cashOf(app, player.id);
        expect(cash).toBe(60_00 + net);
        expect(cash).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 40, seed: 20_261_124 },
    );
    expect(actionsTaken).toBeGreaterThan(10);
    await expectLedgerReconciled(app);
  }, 180_000);
});
