import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { homeWinProbabilityFor, matchPlayer } from '../play-to-end';
import { Prng } from '../prng';
import { cricketBallsPerInnings, cricketWicketsMax } from '../limits';
import type { Side } from '../types';
import { createCricketMatch, cricketScores, currentInnings } from './state';
import type { CricketState } from './state';
import { cricketApplyBall, stepCricket } from './step';
import { remainingRuns } from './innings-model';
import { cricketFairMarkets, cricketResultedMarkets } from './pricing';

const names = { home: 'Coastal Kings', away: 'Desert Falcons' };
const params = {
  home: { runsPerBall: 1.4, wicketPerBall: 0.05 },
  away: { runsPerBall: 1.35, wicketPerBall: 0.055 },
  battingFirst: 'home' as Side,
  timeScale: 5,
};

const playToEnd = matchPlayer(() => createCricketMatch(params), stepCricket);

const homeWinProbability = homeWinProbabilityFor(cricketFairMarkets, names, 'match winner is priced in play');

describe('cricket T20 simulation', () => {
  it('keeps wickets <= 10, overs <= 20, two innings and a consistent result', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const final = playToEnd(seed, 20_000, (before, after) => {
        expect(after.innings.length).toBeLessThanOrEqual(2);
        after.innings.forEach((innings, i) => {
          expect(innings.wickets).toBeLessThanOrEqual(cricketWicketsMax);
          expect(innings.balls).toBeLessThanOrEqual(cricketBallsPerInnings);
          expect(innings.runs).toBeGreaterThanOrEqual(before.innings[i]?.runs ?? 0);
          expect(innings.overRuns.reduce((s, r) => s + r, 0) + innings.currentOverRuns).toBe(innings.runs);
        });
        const [overs, balls] = cricketScores(after).home.overs.split('.').map(Number);
        expect(overs).toBeLessThanOrEqual(20);
        expect(balls).toBeLessThan(6);
      });
      const [first, second] = final.innings;
      expect(first?.complete && second?.complete).toBe(true);
      if (!first || !second) continue;
      if (second.runs > first.runs) expect(final.winner).toBe(second.batting);
      else if (second.runs < first.runs) expect(final.winner).toBe(first.batting);
      else expect(final.winner).toBe('tie');
      // A successful chase stops as soon as the target is passed.
      if (second.runs > first.runs) expect(second.runs - first.runs).toBeLessThanOrEqual(7);
    }
  });

  it('is deterministic', () => {
    expect(playToEnd(31, 60_000, () => {})).toEqual(playToEnd(31, 60_000, () => {}));
  });

  it('expects a realistic T20 total and fewer runs with fewer wickets in hand', () => {
    const fresh = remainingRuns(params.home, 0, 0);
    expect(fresh.mean).toBeGreaterThan(140);
    expect(fresh.mean).toBeLessThan(185);
    expect(Math.sqrt(fresh.variance)).toBeGreaterThan(10);
    expect(remainingRuns(params.home, 60, 7).mean).toBeLessThan(remainingRuns(params.home, 60, 2).mean);
    expect(remainingRuns(params.home, cricketBallsPerInnings, 0).mean).toBe(0);
  });
});

describe('cricket pricing', () => {
  it('lengthens the batting side when a wicket falls', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 35 }), (seed, minutes) => {
        const state = stepCricket(createCricketMatch(params), minutes * 60_000, Prng.fromSeed(seed)).state;
        const innings = currentInnings(state);
        fc.pre(state.phase === 'live' && innings !== null && innings.wickets < 9 && innings.balls < 114);
        if (innings === null) return;
        const dot = cricketApplyBall(innings, { wide: false, runs: 0, wicket: false, airborne: false });
        const out = cricketApplyBall(innings, { wide: false, runs: 0, wicket: true, airborne: false });
        const withInnings = (i: typeof innings): CricketState => ({ ...state, danger: null, innings: [...state.innings.slice(0, -1), i] });
        const homeAfterDot = homeWinProbability(withInnings(dot));
        const homeAfterWicket = homeWinProbability(withInnings(out));
        if (innings.batting === 'home') expect(homeAfterWicket).toBeLessThan(homeAfterDot);
        else expect(homeAfterWicket).toBeGreaterThan(homeAfterDot);
      }),
      { numRuns: 40 },
    );
  });

  it('closes the over being bowled and results every over market it offered', () => {
    const rng = Prng.fromSeed(12);
    let state = createCricketMatch(params);
    const offered = new Set<string>();
    for (let i = 0; i < 5_000 && state.phase !== 'ended'; i += 1) {
      state = stepCricket(state, 10_000, rng).state;
      for (const m of cricketFairMarkets(state, names)) if (m.spec.type === 'over-runs') offered.add(m.spec.line ?? '');
      const innings = currentInnings(state);
      if (innings && innings.balls % 6 !== 0) {
        const closed = cricketFairMarkets(state, names).filter((m) => m.decision.kind === 'closed');
        expect(closed.map((m) => m.spec.line)).toEqual([`i${state.innings.length}-o${Math.floor(innings.balls / 6) + 1}-7.5`]);
      }
    }
    const resulted = new Set(cricketResultedMarkets(state, names).map((m) => m.spec.line));
    for (const line of offered) expect(resulted.has(line)).toBe(true);
  });
});
