import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { homeWinProbabilityFor, matchPlayer } from '../play-to-end';
import { Prng } from '../prng';
import { basketballHoldScoring, basketballQuarters, basketballTieTwoMade } from '../limits';
import type { Side } from '../types';
import { basketballPoints, basketballScores, createBasketballMatch } from './state';
import type { BasketballState } from './state';
import { basketballAddPoints, stepBasketball } from './step';
import { basketballFairMarkets, basketballResultedMarkets } from './pricing';
import { endGamePoints, periodEndLaw, periodPossessions, possessionModel } from './possession-model';

const names = { home: 'Lakeside Comets', away: 'Bayview Blaze' };
const params = { homePointsPer48: 113, awayPointsPer48: 109, timeScale: 2 };

const playToEnd = matchPlayer(() => createBasketballMatch(params), stepBasketball);

const homeWinProbability = homeWinProbabilityFor(basketballFairMarkets, names, 'moneyline is priced in play');

describe('basketball simulation', () => {
  it('plays four quarters, adds overtime only when tied, never ends level', () => {
    let overtimes = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const final = playToEnd(seed, seed <= 10 ? 15_000 : 600_000, (before, after) => {
        for (const side of ['home', 'away'] as const) expect(basketballPoints(after, side)).toBeGreaterThanOrEqual(basketballPoints(before, side));
        expect(after.quarter).toBeGreaterThanOrEqual(before.quarter);
        expect(after.clockMs).toBeGreaterThanOrEqual(0);
      });
      const home = basketballPoints(final, 'home');
      const away = basketballPoints(final, 'away');
      expect(home).not.toBe(away);
      expect(final.winner).toBe(home > away ? 'home' : 'away');
      expect(final.quarter).toBeGreaterThanOrEqual(basketballQuarters);
      const regulation = final.periodScores.slice(0, basketballQuarters);
      const regulationDiff = regulation.reduce((s, [h, a]) => s + h - a, 0);
      if (final.quarter > basketballQuarters) {
        overtimes += 1;
        expect(regulationDiff).toBe(0);
      } else expect(regulationDiff).not.toBe(0);
      expect(home + away).toBeGreaterThan(150);
      expect(home + away).toBeLessThan(300);
    }
    expect(overtimes).toBeLessThan(10);
  });

  it('is deterministic', () => {
    expect(playToEnd(5, 30_000, () => {})).toEqual(playToEnd(5, 30_000, () => {}));
  });

  it('shows quarter and clock', () => {
    const state = stepBasketball(createBasketballMatch(params), 3 * 60_000, Prng.fromSeed(1)).state;
    const scores = basketballScores(state);
    expect(scores.quarter).toBe(1);
    expect(scores.period).toBe('Q1');
    expect(scores.clock).toBe('06:00');
  });
});

describe('basketball pricing', () => {
  it('shortens the side that scores a basket', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), fc.constantFrom<Side>('home', 'away'), (seed, minutes, side) => {
        const state = stepBasketball(createBasketballMatch(params), minutes * 60_000, Prng.fromSeed(seed)).state;
        fc.pre(state.phase === 'live' && state.breakKind === null);
        const before = homeWinProbability(state);
        const after = homeWinProbability(basketballAddPoints(state, side, 2));
        if (side === 'home') expect(after).toBeGreaterThan(before);
        else expect(after).toBeLessThan(before);
      }),
      { numRuns: 40 },
    );
  });

  it('results quarters as they finish and voids a tied quarter', () => {
    const final = playToEnd(9, 60_000, () => {});
    const quarters = basketballResultedMarkets(final, names).filter((m) => m.spec.type === 'quarter-winner');
    expect(quarters).toHaveLength(basketballQuarters);
    const tied: BasketballState = { ...final, periodScores: [[20, 20], ...final.periodScores.slice(1)] };
    const first = basketballResultedMarkets(tied, names).find((m) => m.spec.line === 'q1');
    expect(first?.decision).toEqual({ kind: 'resulted', outcome: { kind: 'void' } });
  });
});

describe('basketball end game', () => {
  it('plays for the tie 2 or 3 behind and runs the clock 1-3 ahead, but not on the last possession', () => {
    expect(endGamePoints(110, -2, false)).toEqual([1 - basketballTieTwoMade, 0, basketballTieTwoMade, 0]);
    const ordinary = possessionModel(110, 2).points;
    const held = endGamePoints(110, 2, false);
    expect(1 - (held[0] ?? 0)).toBeCloseTo(basketballHoldScoring * (1 - ordinary[0]), 12);
    expect(endGamePoints(110, 2, true)).toEqual(ordinary);
  });

  it('prices the last possession exactly: 2 behind with the ball, a tie as often as the tying two goes in', () => {
    // The running possession ends with 3 s left: nothing completes after it.
    const law = periodEndLaw(110, 110, -2, [{ count: periodPossessions(3_000), first: 'home' }]);
    expect(law.tie).toBeCloseTo(basketballTieTwoMade, 9);
    expect(law.atLeast(1)).toBeCloseTo(0, 9);
    expect(law.atLeast(-2)).toBeCloseTo(1, 9);
  });
});
