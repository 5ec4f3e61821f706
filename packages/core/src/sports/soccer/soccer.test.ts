import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { homeWinProbabilityFor, matchPlayer } from '../play-to-end';
import { Prng } from '../prng';
import { bookMarket } from '../market-book';
import { createSoccerMatch, soccerClock, soccerGoalCount, soccerRemainingPlay } from './state';
import { nextGoalChances, remainingGoalGrid } from './goal-chain';
import type { SoccerState } from './state';
import { soccerRecordGoal, stepSoccer } from './step';
import { soccerFairMarkets, soccerResultedMarkets } from './pricing';

const names = { home: 'Northbridge Rovers', away: 'Castlegate United' };
const params = { homeGoalsPer90: 1.6, awayGoalsPer90: 1.1, timeScale: 3 };
const periodOrder = ['pre', '1H', 'HT', '2H', 'FT'];

const playToEnd = matchPlayer(() => createSoccerMatch(params), stepSoccer);

function minuteOf(clock: string): number {
  const match = /^(\d+)(?:\+(\d+))?'$/.exec(clock);
  return match ? Number(match[1]) * 100 + Number(match[2] ?? 0) : -1;
}

const homeWinProbability = homeWinProbabilityFor(soccerFairMarkets, names, 'match odds are priced in play');

describe('soccer simulation', () => {
  it('keeps the clock monotone and the periods in order over whole matches', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const final = playToEnd(seed, 7_000, (before, after) => {
        expect(after.matchMs).toBeGreaterThanOrEqual(before.matchMs);
        expect(periodOrder.indexOf(after.period)).toBeGreaterThanOrEqual(periodOrder.indexOf(before.period));
        if (after.period === before.period && (after.period === '1H' || after.period === '2H')) {
          expect(minuteOf(soccerClock(after))).toBeGreaterThanOrEqual(minuteOf(soccerClock(before)));
        }
        expect(after.goals.length).toBeGreaterThanOrEqual(before.goals.length);
      });
      expect(final.period).toBe('FT');
      // 90 minutes, 15 at half time and between 3 and 13 minutes added.
      expect(final.matchMs).toBeGreaterThanOrEqual((90 + 15 + 3) * 60_000);
      expect(final.matchMs).toBeLessThanOrEqual((90 + 15 + 13) * 60_000 + 120_000);
    }
  });

  it('scores about as often as the model prices (mean goals near 2.7 over 150 matches)', () => {
    let goals = 0;
    for (let seed = 100; seed < 250; seed += 1) goals += playToEnd(seed, 600_000, () => {}).goals.length;
    expect(goals / 150).toBeGreaterThan(2.2);
    expect(goals / 150).toBeLessThan(3.2);
  });

  it('is deterministic: the same seed plays the same match', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(playToEnd(seed, 60_000, () => {})).toEqual(playToEnd(seed, 60_000, () => {}));
      }),
      { numRuns: 10 },
    );
  });

  it('formats the clock with added time', () => {
    expect(soccerClock({ period: '1H', periodMs: 0 })).toBe("1'");
    expect(soccerClock({ period: '2H', periodMs: 21 * 60_000 + 5 })).toBe("67'");
    expect(soccerClock({ period: '1H', periodMs: 46 * 60_000 })).toBe("45+2'");
    expect(soccerClock({ period: '2H', periodMs: 47 * 60_000 })).toBe("90+3'");
  });
});

describe('soccer pricing', () => {
  it('shortens the scoring side after a goal', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 25 }), fc.constantFrom('home' as const, 'away' as const), (seed, minutes, side) => {
        const state = stepSoccer(createSoccerMatch(params), minutes * 60_000, Prng.fromSeed(seed)).state;
        fc.pre(state.phase === 'live' && (state.period === '1H' || state.period === '2H'));
        const before = homeWinProbability(state);
        const after = homeWinProbability(soccerRecordGoal(state, side, false));
        if (side === 'home') expect(after).toBeGreaterThan(before);
        else expect(after).toBeLessThan(before);
        const odds = (s: SoccerState) => bookMarket('e', soccerFairMarkets(s, names)[0]!, false, { marginBp: 500, method: 'power' }).selections;
        const index = side === 'home' ? 0 : 2;
        const was = odds(state)[index]?.oddsMilli;
        const now = odds(soccerRecordGoal(state, side, false))[index]?.oddsMilli;
        if (was !== null && was !== undefined && now !== null && now !== undefined) expect(now).toBeLessThanOrEqual(was);
      }),
      { numRuns: 40 },
    );
  });

  it('prices the favourite shorter pre-match and results every market at full time', () => {
    const state = createSoccerMatch(params);
    expect(homeWinProbability(state)).toBeGreaterThan(0.4);
    const final = playToEnd(3, 60_000, () => {});
    const home = soccerGoalCount(final, 'home');
    const away = soccerGoalCount(final, 'away');
    const markets = soccerFairMarkets(final, names);
    expect(markets.every((m) => m.decision.kind === 'resulted')).toBe(true);
    const matchOdds = markets[0]?.decision;
    expect(matchOdds).toEqual({ kind: 'resulted', outcome: { kind: 'winners', winnerKeys: [home > away ? 'home' : home < away ? 'away' : 'draw'] } });
    const resulted = soccerResultedMarkets(final, names);
    const nextGoals = resulted.filter((m) => m.spec.type === 'next-goal');
    expect(nextGoals).toHaveLength(final.goals.length + 1);
  });

  it('voids a whole-line Asian handicap on a push', () => {
    const live = stepSoccer(createSoccerMatch(params), 60_000, Prng.fromSeed(8)).state;
    expect(live.goals).toHaveLength(0);
    const oneNil: SoccerState = { ...soccerRecordGoal(live, 'home', false), phase: 'ended', period: 'FT' };
    const handicap = (line: string) => soccerFairMarkets(oneNil, names).find((m) => m.spec.type === 'asian-handicap' && m.spec.line === line);
    expect(handicap('-1')?.decision).toEqual({ kind: 'resulted', outcome: { kind: 'void' } });
    expect(handicap('-1.5')?.decision).toEqual({ kind: 'resulted', outcome: { kind: 'winners', winnerKeys: ['away'] } });
    expect(handicap('0')?.decision).toEqual({ kind: 'resulted', outcome: { kind: 'winners', winnerKeys: ['home'] } });
  });
});

describe('soccer goal chain', () => {
  const rates = { home: 1.6, away: 1.1 };
  const remaining = soccerRemainingPlay(createSoccerMatch(params));

  it('is a distribution, and its 0-0 cell is the closed-form chance of no goal at the level tempo', () => {
    const grid = remainingGoalGrid(rates, 0, remaining);
    expect(grid.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(grid[0]).toBeCloseTo(nextGoalChances(rates, 0, remaining).none, 12);
  });

  it('mixes the added time exactly: the pre-match grid is the average of the grids of each added time', () => {
    const grid = remainingGoalGrid(rates, 0, remaining);
    const averaged = remaining
      .map((r) => remainingGoalGrid(rates, 0, [{ ms: r.ms, p: 1 }]).map((p) => p * r.p))
      .reduce((sum, g) => sum.map((p, k) => p + (g[k] ?? 0)));
    grid.forEach((p, k) => expect(p).toBeCloseTo(averaged[k] ?? 0, 12));
  });
});
