import {
  blackjackReturnCents,
  cardRank,
  classicSlotReturnCents,
  FairStream,
  playClassicSlot,
  playVideoSlot,
  replayBlackjack,
  serverSeedHash,
  settleRoulette,
  spinRoulette,
  videoSlotReturnCents,
  type BlackjackAction,
  type CasinoFairness,
  type CasinoRound,
} from '@oddsmith/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { casinoRounds } from '../../db/schema';
import { bearer, describeEachDatabase, loginDemo } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { actOk, activeSeedOf, cashOf, casinoRequestId, finishBlackjack, playOk, postAction, postRound, steerBlackjack } from '../../test/casino';
import { useMoneySuite } from '../../test/ledger';

type Player = { id: string; token: string };
type Blackjack = Extract<CasinoRound['outcome'], { game: 'blackjack' }>;
const cents = (amount: number) => Math.round(amount * 100);

describeEachDatabase('casino rounds', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let counter = 0;
  const player = async (amountCents = 1_000_00): Promise<Player> => fundedPlayerIn(app, `cas${Date.now() % 1e7}${(counter += 1)}`, 'EUR', amountCents);
  useMoneySuite(database, async (suite) => {
    app = suite.app;
    admin = await loginDemo(app, 'admin');
  });

  describe('each game, exact balances from the seeds', () => {
    let alice: Player;
    beforeAll(async () => {
      alice = await player();
    });

    it('lists the four games enabled by default', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/casino/games' });
      expect(response.statusCode).toBe(200);
      const games = response.json<{ response: { games: { id: string; enabled: boolean; rtpPercent: number }[] } }>().response.games;
      expect(games.map((game) => game.id)).toEqual(['video-slot', 'classic-slot', 'roulette', 'blackjack']);
      expect(games.every((game) => game.enabled)).toBe(true);
      expect(games.find((game) => game.id === 'roulette')?.rtpPercent).toBe(97.3);
    });

    it('plays a video slot, a classic slot and roulette: the win is core’s for the seed, the wallet moves by win - stake', async () => {
      const fairness = (await app.inject({ method: 'GET', url: '/api/casino/fairness', headers: bearer(alice.token) })).json<{ response: CasinoFairness }>().response;
      const seed = await activeSeedOf(app, alice.id);
      expect(fairness.serverSeedHash).toBe(serverSeedHash(seed.serverSeed));
      const stream = (nonce: number) => FairStream.fromSeeds({ serverSeedHex: seed.serverSeed, clientSeed: seed.clientSeed, nonce });
      let cash = await cashOf(app, alice.id);
      const bets = [{ kind: 'red' as const, stakeCents: 300 }, { kind: 'straight' as const, numbers: [17], stakeCents: 100 }, { kind: 'dozen' as const, index: 2 as const, stakeCents: 50 }];
      const expected = [
        videoSlotReturnCents(playVideoSlot(stream(fairness.nonce)), 200),
        classicSlotReturnCents(playClassicSlot(stream(fairness.nonce + 1)), 3, 10),
        settleRoulette(spinRoulette(stream(fairness.nonce + 2)), bets).returnCents,
      ];
      const plays = [
        { game: 'video-slot', stake: 2 },
        { game: 'classic-slot', stake: 0.3, lines: 3 },
        { game: 'roulette', bets: [{ kind: 'red', stake: 3 }, { kind: 'straight', numbers: [17], stake: 1 }, { kind: 'dozen', index: 2, stake: 0.5 }] },
      ];
      const stakes = [200, 30, 450];
      for (const [i, body] of plays.entries()) {
        const { round, balance } = await playOk(app, alice.token, body);
        expect(round).toMatchObject({ status: 'settled', stake: stakes[i]! / 100, payout: expected[i]! / 100, fairness: { nonce: fairness.nonce + i, serverSeed: null, serverSeedHash: fairness.serverSeedHash } });
        cash += expected[i]! - stakes[i]!;
        expect(cents(balance)).toBe(cash);
        expect(await cashOf(app, alice.id)).toBe(cash);
      }
    });

    it('plays blackjack to the end: stake, double and payout exactly as core prices the replayed round', async () => {
      await steerBlackjack(app, alice, (state) => state.phase === 'player');
      const before = await cashOf(app, alice.id);
      const { round } = await playOk(app, alice.token, { game: 'blackjack', stake: 5 });
      expect(round.status).toBe('open');
      const view = round.outcome as Blackjack;
      expect(view.dealer).toHaveLength(1);
      expect(view.legalActions).toContain('double');
      const doubled = await actOk(app, alice.token, round.id, 'double');
      const finished = doubled.round.status === 'settled' ? doubled : await finishBlackjack(app, alice.token, doubled.round);
      const settled = finished.round;
      expect(settled.status).toBe('settled');
      expect((settled.outcome as Blackjack).dealer.length).toBeGreaterThanOrEqual(2);
      const seed = await activeSeedOf(app, alice.id);
      const state = replayBlackjack(FairStream.fromSeeds({ serverSeedHex: seed.serverSeed, clientSeed: settled.fairness.clientSeed, nonce: settled.fairness.nonce }), (settled.outcome as Blackjack).actions as BlackjackAction[]);
      const money = blackjackReturnCents(state, 500);
      expect(money.stakeCents.double).toBe(500);
      expect(cents(settled.stake)).toBe(money.totalStakeCents);
      expect(cents(settled.payout)).toBe(money.totalReturnCents);
      expect(await cashOf(app, alice.id)).toBe(before - money.totalStakeCents + money.totalReturnCents);
    });

    it('splits a pair and takes insurance as further stakes of the same round', async () => {
      await steerBlackjack(app, alice, (state) => state.phase === 'player' && cardRank(state.hands[0]!.cards[0]!) === cardRank(state.hands[0]!.cards[1]!));
      const before = await cashOf(app, alice.id);
      const { round } = await playOk(app, alice.token, { game: 'blackjack', stake: 2 });
      const split = await actOk(app, alice.token, round.id, 'split');
      expect(cents(split.round.stake)).toBe(400);
      const settled = split.round.status === 'settled' ? split.round : (await finishBlackjack(app, alice.token, split.round)).round;
      expect((settled.outcome as Blackjack).hands).toHaveLength(2);
      expect(await cashOf(app, alice.id)).toBe(before - cents(settled.stake) + cents(settled.payout));

      await steerBlackjack(app, alice, (state) => state.phase === 'insurance');
      const insured = await playOk(app, alice.token, { game: 'blackjack', stake: 3 });
      expect((insured.round.outcome as Blackjack).legalActions).toEqual(['takeInsurance', 'declineInsurance']);
      const taken = await actOk(app, alice.token, insured.round.id, 'takeInsurance');
      expect(cents(taken.round.stake)).toBe(450);
      const done = taken.round.status === 'settled' ? taken.round : (await finishBlackjack(app, alice.token, taken.round)).round;
      expect(done.status).toBe('settled');
    });

    it('rotating reveals the seed, and core recomputes every stored round from it', async () => {
      const rounds = await app.inject({ method: 'GET', url: '/api/casino/rounds?perPage=100', headers: bearer(alice.token) });
      const list = rounds.json<{ response: { list: CasinoRound[]; total: number } }>().response.list;
      expect(list.length).toBeGreaterThanOrEqual(5);
      const current = list.filter((round) => round.fairness.serverSeed === null);
      const rotated = await app.inject({ method: 'POST', url: '/api/casino/fairness/rotate', headers: bearer(alice.token) });
      expect(rotated.statusCode).toBe(200);
      const fairness = rotated.json<{ response: CasinoFairness }>().response;
      expect(fairness.nonce).toBe(0);
      const revealed = fairness.previous[0]!;
      expect(serverSeedHash(revealed.serverSeed)).toBe(revealed.serverSeedHash);
      for (const stored of current) {
        const response = await app.inject({ method: 'GET', url: `/api/casino/rounds/${stored.id}`, headers: bearer(alice.token) });
        const round = response.json<{ response: CasinoRound }>().response;
        expect(round.fairness.serverSeed).toBe(revealed.serverSeed);
        const stream = FairStream.fromSeeds({ serverSeedHex: revealed.serverSeed, clientSeed: round.fairness.clientSeed, nonce: round.fairness.nonce });
        const outcome = round.outcome;
        if (outcome.game === 'video-slot') expect(playVideoSlot(stream).base.stops).toEqual(outcome.base.stops);
        if (outcome.game === 'classic-slot') expect(playClassicSlot(stream).stops).toEqual(outcome.stops);
        if (outcome.game === 'roulette') expect(spinRoulette(stream)).toBe(outcome.pocket);
        if (outcome.game === 'blackjack') expect(replayBlackjack(stream, outcome.actions as BlackjackAction[]).dealer).toEqual(outcome.dealer);
      }
    });
  });

  describe('idempotency and concurrency', () => {
    it('a replayed requestId answers the first round and moves money once, however often and however concurrently', async () => {
      const bob = await player(10_00);
      const body = { game: 'roulette', bets: [{ kind: 'even', stake: 1 }], requestId: casinoRequestId() };
      const first = await playOk(app, bob.token, body);
      const afterFirst = await cashOf(app, bob.id);
      for (let i = 0; i < 5; i += 1) expect((await playOk(app, bob.token, body)).round.id).toBe(first.round.id);
      const concurrent = await Promise.all(Array.from({ length: 8 }, () => playOk(app, bob.token, body)));
      expect(new Set(concurrent.map((result) => result.round.id))).toEqual(new Set([first.round.id]));
      expect(await cashOf(app, bob.id)).toBe(afterFirst);
      expect(await app.db.select().from(casinoRounds).where(eq(casinoRounds.requestId, body.requestId))).toHaveLength(1);

      const fresh = { game: 'video-slot', stake: 0.2, requestId: casinoRequestId() };
      const before = await cashOf(app, bob.id);
      const racing = await Promise.all(Array.from({ length: 6 }, () => playOk(app, bob.token, fresh)));
      expect(new Set(racing.map((result) => result.round.id)).size).toBe(1);
      expect(await cashOf(app, bob.id)).toBe(before - 20 + cents(racing[0]!.round.payout));
    });

    it('concurrent rounds never take the wallet below zero, and each nonce is used once', async () => {
      const carol = await player(1_00);
      const responses = await Promise.all(Array.from({ length: 12 }, () => postRound(app, carol.token, { game: 'roulette', bets: [{ kind: 'straight', numbers: [0], stake: 0.25 }] })));
      const ok = responses.filter((response) => response.statusCode === 200).map((response) => response.json<{ response: { round: CasinoRound } }>().response.round);
      for (const response of responses.filter((each) => each.statusCode !== 200)) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'CASINO_INSUFFICIENT_FUNDS', field: 'bets' });
      }
      expect(ok.length).toBeGreaterThanOrEqual(4);
      const cash = await cashOf(app, carol.id);
      expect(cash).toBeGreaterThanOrEqual(0);
      expect(cash).toBe(1_00 + ok.reduce((sum, round) => sum + cents(round.payout) - cents(round.stake), 0));
      expect(new Set(ok.map((round) => round.fairness.nonce)).size).toBe(ok.length);
    });
    it('concurrent blackjack starts open one round; concurrent actions on it apply one at a time', async () => {
      const hank = await player(100_00);
      const starts = await Promise.all(Array.from({ length: 6 }, () => postRound(app, hank.token, { game: 'blackjack', stake: 1 })));
      const opened = starts.filter((response) => response.statusCode === 200).map((response) => response.json<{ response: { round: CasinoRound } }>().response.round);
      for (const response of starts.filter((each) => each.statusCode !== 200)) expect(response.json().code).toBe('CASINO_ROUND_OPEN');
      expect(opened.filter((round) => round.status === 'open').length).toBeLessThanOrEqual(1);
      const open = opened.find((round) => round.status === 'open');
      if (open) {
        const hits = await Promise.all(Array.from({ length: 4 }, () => postAction(app, hank.token, open.id, (open.outcome as Blackjack).phase === 'insurance' ? 'declineInsurance' : 'hit')));
        for (const response of hits.filter((each) => each.statusCode !== 200)) expect(response.json().code).toMatch(/^BLACKJACK_/);
        const [row] = await app.db.select().from(casinoRounds).where(eq(casinoRounds.id, open.id));
        expect(row?.actions.length).toBe(hits.filter((each) => each.statusCode === 200).length);
        if (row?.status === 'open') await finishBlackjack(app, hank.token, (await app.inject({ method: 'GET', url: `/api/casino/rounds/${open.id}`, headers: bearer(hank.token) })).json<{ response: CasinoRound }>().response);
      }
      const rounds = await app.db.select().from(casinoRounds).where(eq(casinoRounds.userId, hank.id));
      expect(await cashOf(app, hank.id)).toBe(100_00 + rounds.reduce((sum, round) => sum + round.payoutCents - round.stakeCents, 0));
    });

    it('mixed concurrent rounds of every game on a small wallet: never below zero, the wallet is the sum of its rounds', async () => {
      const ivy = await player(2_00);
      const bodies = [
        { game: 'video-slot', stake: 0.4 },
        { game: 'classic-slot', stake: 0.5, lines: 5 },
        { game: 'roulette', bets: [{ kind: 'red', stake: 0.3 }] },
      ];
      const responses = await Promise.all(Array.from({ length: 24 }, (_, i) => postRound(app, ivy.token, bodies[i % bodies.length]!)));
      for (const response of responses.filter((each) => each.statusCode !== 200)) expect(response.json().code).toBe('CASINO_INSUFFICIENT_FUNDS');
      const rounds = await app.db.select().from(casinoRounds).where(eq(casinoRounds.userId, ivy.id));
      expect(rounds).toHaveLength(responses.filter((each) => each.statusCode === 200).length);
      const cash = await cashOf(app, ivy.id);
      expect(cash).toBeGreaterThanOrEqual(0);
      expect(cash).toBe(2_00 + rounds.reduce((sum, round) => sum + round.payoutCents - round.stakeCents, 0));
    });
  });

  describe('bad input and rules: 4xx naming the field or rule, nothing debited', () => {
    let dave: Player;
    beforeAll(async () => {
      dave = await player(50_00);
    });

    it('refuses bad stakes, bets and games', async () => {
      const before = await cashOf(app, dave.id);
      const cases: [Record<string, unknown>, number, string][] = [
        [{ game: 'video-slot', stake: 1.234 }, 400, 'stake'],
        [{ game: 'video-slot', stake: 0.3 }, 400, 'stake'],
        [{ game: 'video-slot', stake: 1000 }, 400, 'stake'],
        [{ game: 'classic-slot', stake: 0.07, lines: 5 }, 400, 'stake'],
        [{ game: 'classic-slot', stake: 1, lines: 6 }, 400, 'lines'],
        [{ game: 'roulette', bets: [{ kind: 'straight', numbers: [37], stake: 1 }] }, 400, 'bets.0.numbers.0'],
        [{ game: 'roulette', bets: [{ kind: 'red', stake: 1 }, { kind: 'split', numbers: [1, 5], stake: 1 }] }, 400, 'bets.1.numbers'],
        [{ game: 'roulette', bets: [{ kind: 'dozen', stake: 1 }] }, 400, 'bets.0.index'],
        [{ game: 'roulette', bets: [] }, 400, 'bets'],
        [{ game: 'poker', stake: 1 }, 400, 'game'],
        [{ game: 'blackjack', stake: 0 }, 400, 'stake'],
      ];
      for (const [body, status, field] of cases) {
        const response = await postRound(app, dave.token, body);
        expect({ body, status: response.statusCode, field: response.json().field }).toEqual({ body, status, field });
      }
      expect(await cashOf(app, dave.id)).toBe(before);
    });

    it('keeps one open blackjack round, and refuses actions out of turn naming the rule', async () => {
      await steerBlackjack(app, dave, (state) => state.phase === 'player' && cardRank(state.hands[0]!.cards[0]!) !== cardRank(state.hands[0]!.cards[1]!) && state.hands[0]!.cards.length === 2);
      const { round } = await playOk(app, dave.token, { game: 'blackjack', stake: 1 });
      const before = await cashOf(app, dave.id);
      const second = await postRound(app, dave.token, { game: 'blackjack', stake: 1 });
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('CASINO_ROUND_OPEN');
      const rotate = await app.inject({ method: 'POST', url: '/api/casino/fairness/rotate', headers: bearer(dave.token) });
      expect(rotate.json().code).toBe('CASINO_ROTATE_WITH_OPEN_ROUND');
      const split = await postAction(app, dave.token, round.id, 'split');
      expect([split.statusCode, split.json().code, split.json().field]).toEqual([409, 'BLACKJACK_SPLIT_EQUAL_RANKS', 'action']);
      const insurance = await postAction(app, dave.token, round.id, 'takeInsurance');
      expect(insurance.json().code).toBe('BLACKJACK_INSURANCE_NOT_OFFERED');
      const bogus = await postAction(app, dave.token, round.id, 'surrender');
      expect([bogus.statusCode, bogus.json().field]).toEqual([400, 'action']);
      const hit = await actOk(app, dave.token, round.id, 'hit');
      if (hit.round.status === 'open') {
        const double = await postAction(app, dave.token, round.id, 'double');
        expect(double.json().code).toBe('BLACKJACK_DOUBLE_FIRST_TWO_CARDS');
        await finishBlackjack(app, dave.token, hit.round);
      }
      const after = await postAction(app, dave.token, round.id, 'hit');
      expect([after.statusCode, after.json().code]).toEqual([409, 'BLACKJACK_ROUND_SETTLED']);
      const settled = (await app.inject({ method: 'GET', url: `/api/casino/rounds/${round.id}`, headers: bearer(dave.token) })).json<{ response: CasinoRound }>().response;
      expect(await cashOf(app, dave.id)).toBe(before + cents(settled.payout));
    });

    it('a disabled game is a 409; a time-out refuses play', async () => {
      const disable = await app.inject({ method: 'PATCH', url: '/api/admin/casino-games/classic-slot', headers: bearer(admin), payload: { enabled: false } });
      expect(disable.statusCode).toBe(200);
      const refused = await postRound(app, dave.token, { game: 'classic-slot', stake: 1, lines: 5 });
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'CASINO_GAME_DISABLED']);
      await app.inject({ method: 'PATCH', url: '/api/admin/casino-games/classic-slot', headers: bearer(admin), payload: { enabled: true } });

      const erin = await player(10_00);
      const timeOut = await app.inject({ method: 'PUT', url: '/api/front/responsible-gambling', headers: bearer(erin.token), payload: { timeOutDays: 1 } });
      expect(timeOut.statusCode).toBe(200);
      const blocked = await postRound(app, erin.token, { game: 'video-slot', stake: 1 });
      expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'RG_TIME_OUT']);
      expect(await cashOf(app, erin.id)).toBe(10_00);
    });
  });

  describe('staff', () => {
    it('players get 403 on the staff routes', async () => {
      const frank = await player(1_00);
      expect((await app.inject({ method: 'GET', url: '/api/admin/casino-games', headers: bearer(frank.token) })).statusCode).toBe(403);
      expect((await app.inject({ method: 'PATCH', url: '/api/admin/casino-games/roulette', headers: bearer(frank.token), payload: { enabled: false } })).statusCode).toBe(403);
    });

    it('sets limits (validated) and reports rounds, turnover and GGR by game and day', async () => {
      const bad = await app.inject({ method: 'PATCH', url: '/api/admin/casino-games/video-slot', headers: bearer(admin), payload: { minStake: 0.3 } });
      expect([bad.statusCode, bad.json().field]).toEqual([400, 'minStake']);
      const inverted = await app.inject({ method: 'PATCH', url: '/api/admin/casino-games/roulette', headers: bearer(admin), payload: { maxStake: 0.05 } });
      expect([inverted.statusCode, inverted.json().field]).toEqual([400, 'maxStake']);
      const set = await app.inject({ method: 'PATCH', url: '/api/admin/casino-games/roulette', headers: bearer(admin), payload: { maxStake: 200, order: 0 } });
      expect(set.json().response).toMatchObject({ id: 'roulette', maxStake: 200, order: 0, enabled: true });
      const games = (await app.inject({ method: 'GET', url: '/api/casino/games' })).json<{ response: { games: { id: string }[] } }>().response.games;
      expect(games[0]?.id).toBe('roulette');

      const gina = await player(20_00);
      const played = await playOk(app, gina.token, { game: 'roulette', bets: [{ kind: 'black', stake: 2 }] });
      const response = await app.inject({ method: 'GET', url: '/api/admin/casino-games', headers: bearer(admin) });
      expect(response.statusCode).toBe(200);
      const report = response.json<{ response: { games: { id: string; rounds: number; turnover: number; ggr: number; rtpExact: string; days: { date: string; rounds: number }[] }[]; totals: { rounds: number } } }>().response;
      const roulette = report.games.find((game) => game.id === 'roulette')!;
      expect(roulette.rtpExact).toBe('97.297297');
      expect(roulette.days).toHaveLength(30);
      expect(roulette.days.at(-1)?.rounds).toBe(roulette.rounds);
      const rows = await app.db.select().from(casinoRounds).where(eq(casinoRounds.game, 'roulette'));
      const settled = rows.filter((row) => row.status === 'settled');
      expect(roulette.rounds).toBe(settled.length);
      expect(cents(roulette.turnover)).toBe(settled.reduce((sum, row) => sum + row.stakeCents, 0));
      expect(cents(roulette.ggr)).toBe(settled.reduce((sum, row) => sum + row.stakeCents - row.payoutCents, 0));
      expect(played.round.game).toBe('roulette');
      const badPeriod = await app.inject({ method: 'GET', url: '/api/admin/casino-games?from=2026-05-02&to=2026-05-01', headers: bearer(admin) });
      expect([badPeriod.statusCode, badPeriod.json().field]).toEqual([400, 'to']);
      await app.inject({ method: 'PATCH', url: '/api/admin/casino-games/roulette', headers: bearer(admin), payload: { maxStake: 500, order: 3 } });
    });
  });
});
