import { blackjackReturnCents, bonusGranted, FairStream, playVideoSlot, replayBlackjack, videoSlotReturnCents, type BlackjackAction, type CasinoFairness, type CasinoRound } from '@oddsmith/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ledgerAccounts } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import { bearer, describeEachDatabase, loginDemo } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { actOk, activeSeedOf, cashOf, casinoRequestId, finishBlackjack, playOk, postRound, steerBlackjack } from '../../test/casino';
import { useMoneySuite } from '../../test/ledger';
import { postEvent } from '../ledger';

type Player = { id: string; token: string };
type Blackjack = Extract<CasinoRound['outcome'], { game: 'blackjack' }>;

describeEachDatabase('casino bonus play', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let counter = 0;
  useMoneySuite(database, async (suite) => {
    app = suite.app;
    admin = await loginDemo(app, 'admin');
  });

  /** A player with 10.00 cash and `bonusCents` in the bonus wallet. */
  const player = async (bonusCents: number): Promise<Player> => {
    const made = await fundedPlayerIn(app, `cab${Date.now() % 1e7}${(counter += 1)}`, 'EUR', 10_00);
    await inTransaction(app.db, (tx) => postEvent(tx, bonusGranted({ bonusId: `cab-${made.id}`, playerId: made.id, currency: 'EUR', amountCents: bonusCents })));
    return made;
  };
  const bonusOf = async (userId: string) => {
    const [row] = await app.db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'bonus')));
    return row?.balanceCents ?? 0;
  };
  const patch = (id: string, payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/admin/casino-games/${id}`, headers: bearer(admin), payload });

  it('allows bonus play on the slots and not on the table games by default', async () => {
    const games = (await app.inject({ method: 'GET', url: '/api/casino/games' })).json<{ response: { games: { id: string; bonusAllowed: boolean }[] } }>().response.games;
    expect(Object.fromEntries(games.map((game) => [game.id, game.bonusAllowed]))).toEqual({ 'video-slot': true, 'classic-slot': true, roulette: false, blackjack: false });
  });

  it('a bonus-funded slot round debits the bonus wallet and pays its win there; cash is untouched; a replay moves nothing', async () => {
    const alice = await player(20_00);
    const fairness = (await app.inject({ method: 'GET', url: '/api/casino/fairness', headers: bearer(alice.token) })).json<{ response: CasinoFairness }>().response;
    const seed = await activeSeedOf(app, alice.id);
    const win = videoSlotReturnCents(playVideoSlot(FairStream.fromSeeds({ serverSeedHex: seed.serverSeed, clientSeed: seed.clientSeed, nonce: fairness.nonce })), 200);
    const requestId = casinoRequestId();
    const { round, balance, bonusBalance } = await playOk(app, alice.token, { game: 'video-slot', stake: 2, useBonus: true, requestId });
    expect(Math.round(round.payout * 100)).toBe(win);
    expect(Math.round(balance * 100)).toBe(10_00);
    expect(Math.round(bonusBalance * 100)).toBe(20_00 - 200 + win);
    expect(await cashOf(app, alice.id)).toBe(10_00);
    expect(await bonusOf(alice.id)).toBe(20_00 - 200 + win);
    const again = await postRound(app, alice.token, { game: 'video-slot', stake: 2, useBonus: true, requestId });
    expect(again.json().response.round.id).toBe(round.id);
    expect([await cashOf(app, alice.id), await bonusOf(alice.id)]).toEqual([10_00, 20_00 - 200 + win]);
  });

  it('a stake beyond the bonus is the insufficient-funds 409, even with cash to spare', async () => {
    const bob = await player(1_00);
    const refused = await postRound(app, bob.token, { game: 'classic-slot', stake: 2, lines: 5, useBonus: true });
    expect([refused.statusCode, refused.json().code, refused.json().field]).toEqual([409, 'CASINO_INSUFFICIENT_FUNDS', 'stake']);
    expect([await cashOf(app, bob.id), await bonusOf(bob.id)]).toEqual([10_00, 1_00]);
  });

  it('refuses bonus play on a table game that does not allow it, debiting nothing', async () => {
    const carol = await player(20_00);
    const roulette = await postRound(app, carol.token, { game: 'roulette', bets: [{ kind: 'red', stake: 1 }], useBonus: true });
    expect([roulette.statusCode, roulette.json().code, roulette.json().field]).toEqual([409, 'CASINO_BONUS_NOT_ALLOWED', 'useBonus']);
    const blackjack = await postRound(app, carol.token, { game: 'blackjack', stake: 1, useBonus: true });
    expect([blackjack.statusCode, blackjack.json().code]).toEqual([409, 'CASINO_BONUS_NOT_ALLOWED']);
    expect([await cashOf(app, carol.id), await bonusOf(carol.id)]).toEqual([10_00, 20_00]);
  });

  it('staff allow bonus on blackjack: the stake and the double come from the bonus, the win goes back there', async () => {
    const bad = await patch('blackjack', { bonusAllowed: 'yes' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'bonusAllowed']);
    const allowed = await patch('blackjack', { bonusAllowed: true });
    expect(allowed.json().response).toMatchObject({ id: 'blackjack', bonusAllowed: true, enabled: true });
    try {
      const dave = await player(50_00);
      await steerBlackjack(app, dave, (state) => state.phase === 'player');
      const { round } = await playOk(app, dave.token, { game: 'blackjack', stake: 5, useBonus: true });
      expect(await bonusOf(dave.id)).toBe(50_00 - 500);
      const doubled = await actOk(app, dave.token, round.id, 'double');
      const settled = (doubled.round.status === 'settled' ? doubled : await finishBlackjack(app, dave.token, doubled.round)).round;
      const seed = await activeSeedOf(app, dave.id);
      const state = replayBlackjack(FairStream.fromSeeds({ serverSeedHex: seed.serverSeed, clientSeed: settled.fairness.clientSeed, nonce: settled.fairness.nonce }), (settled.outcome as Blackjack).actions as BlackjackAction[]);
      const money = blackjackReturnCents(state, 500);
      expect(money.stakeCents.double).toBe(500);
      expect(await cashOf(app, dave.id)).toBe(10_00);
      expect(await bonusOf(dave.id)).toBe(50_00 - money.totalStakeCents + money.totalReturnCents);
    } finally {
      const back = await patch('blackjack', { bonusAllowed: false });
      expect(back.json().response.bonusAllowed).toBe(false);
    }
  });
});
