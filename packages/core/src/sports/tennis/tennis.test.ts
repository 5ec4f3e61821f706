import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playToEnd as playMatch } from '../play-to-end';
import { Prng } from '../prng';
import type { MatchEvent, Side } from '../types';
import { otherSide } from '../types';
import { createTennisMatch, isLegalSetScore, isSetOver, setsWon, tennisFormNodes, tennisScores } from './state';
import type { TennisState } from './state';
import { stepTennis, tennisCompleteGame } from './step';
import { gameWinProbability, matchOutlook, setDistribution, tiebreakWinProbability } from './markov';
import { tennisFairMarkets, tennisOutlook, tennisResultedMarkets } from './pricing';

const names = { home: 'L. Moreau', away: 'D. Kovalenko' };
const params = { homeServeWin: 0.65, awayServeWin: 0.62, firstServer: 'home' as Side, timeScale: 3 };

function playToEnd(seed: number, tickMs: number, check: (state: TennisState) => void): TennisState {
  return playMatch(createTennisMatch(params), stepTennis, seed, tickMs, (_before, after) => check(after));
}

function checkLegal(state: TennisState): void {
  const completed = state.phase === 'ended' ? state.sets : state.sets.slice(0, -1);
  for (const [h, a] of completed) expect(isSetOver(h, a)).toBe(true);
  if (state.phase !== 'ended') {
    const [h, a] = state.sets[state.sets.length - 1] ?? [0, 0];
    expect(isLegalSetScore(h, a, false)).toBe(true);
    expect(state.tiebreak).toBe(h === 6 && a === 6);
    const [p, q] = state.points;
    const target = state.tiebreak ? 7 : 4;
    expect(Math.max(p, q) < target || Math.abs(p - q) < 2).toBe(true);
  }
  expect(state.sets.length).toBeLessThanOrEqual(3);
  expect(setsWon(state, 'home')).toBeLessThanOrEqual(2);
  expect(setsWon(state, 'away')).toBeLessThanOrEqual(2);
}

describe('tennis Markov model', () => {
  it('matches the textbook game and tie-break values', () => {
    expect(gameWinProbability(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    expect(gameWinProbability(0.6, 0, 0)).toBeCloseTo(0.735729, 5);
    expect(gameWinProbability(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 12);
    const even = { homeServeWin: 0.6, awayServeWin: 0.6 };
    expect(tiebreakWinProbability(even, 0, 0, 'home')).toBeCloseTo(0.5, 9);
    expect(tiebreakWinProbability(even, 6, 6, 'away')).toBeCloseTo(0.5, 9);
  });

  it('gives distributions over legal final set scores and a symmetric even match', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 0.8, noNaN: true }), fc.double({ min: 0.5, max: 0.8, noNaN: true }), (h, a) => {
        const outcomes = setDistribution({ homeServeWin: h, awayServeWin: a }, { home: 0, away: 0, server: 'home', currentHomeWin: null });
        for (const o of outcomes) expect(isSetOver(o.home, o.away)).toBe(true);
        expect(outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 9);
      }),
      { numRuns: 30 },
    );
    const even = matchOutlook({ homeServeWin: 0.63, awayServeWin: 0.63 }, 2, { home: 0, away: 0 }, 0, {
      home: 0,
      away: 0,
      server: 'home',
      currentHomeWin: null,
    });
    expect(even.homeMatch).toBeCloseTo(0.5, 6);
    expect(even.totalGames.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
    expect(even.totalGames.findIndex((p) => p > 0)).toBe(12);
  });
});

describe('tennis simulation', () => {
  it('keeps every score legal over long random simulations', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const final = playToEnd(seed, 12_000, checkLegal);
      expect(final.phase).toBe('ended');
      expect(setsWon(final, final.winner ?? 'home')).toBe(2);
      expect(tennisScores(final).period).toBe('FT');
    }
  });

  it('is deterministic', () => {
    expect(playToEnd(77, 30_000, () => {})).toEqual(playToEnd(77, 30_000, () => {}));
  });

  it('shows points the tennis way', () => {
    const state = { ...createTennisMatch(params), phase: 'live' as const, points: [3, 4] as [number, number] };
    expect(tennisScores(state).points).toEqual(['40', 'AD']);
    expect(tennisScores({ ...state, points: [2, 1] }).points).toEqual(['30', '15']);
    expect(tennisScores({ ...state, tiebreak: true, sets: [[6, 6]], points: [5, 4] }).points).toEqual(['5', '4']);
  });
});

describe('tennis pricing', () => {
  it('shortens the player who breaks serve', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 20 }), (seed, minutes) => {
        let state = stepTennis(createTennisMatch(params), minutes * 60_000, Prng.fromSeed(seed)).state;
        fc.pre(state.phase === 'live' && !state.tiebreak);
        state = { ...state, points: [0, 0] };
        const before = tennisOutlook(state)?.homeMatch ?? 0;
        const breaker = otherSide(state.server);
        const events: MatchEvent[] = [];
        const after = tennisCompleteGame(state, breaker, events);
        fc.pre(after.phase === 'live');
        const now = tennisOutlook(after)?.homeMatch ?? 0;
        if (breaker === 'home') expect(now).toBeGreaterThan(before);
        else expect(now).toBeLessThan(before);
      }),
      { numRuns: 40 },
    );
  });

  it('results set, game and match markets consistently at the end', () => {
    const final = playToEnd(4, 60_000, () => {});
    const resulted = tennisResultedMarkets(final, names);
    const games = resulted.filter((m) => m.spec.type === 'game-winner');
    expect(games.length).toBe(final.games.filter((g) => !g.tiebreak).length);
    const sets = resulted.filter((m) => m.spec.type === 'set-winner');
    expect(sets).toHaveLength(final.sets.length);
    expect(tennisFairMarkets(final, names).every((m) => m.decision.kind === 'resulted')).toBe(true);
  });
});

describe("tennis day's form", () => {
  it('is drawn at the first point from the five-point distribution the pre-match price averages', () => {
    expect(tennisFormNodes.reduce((s, node) => s + node.p, 0)).toBeCloseTo(1, 12);
    const scheduled = createTennisMatch(params);
    const live = stepTennis(scheduled, 1, Prng.fromSeed(4)).state;
    expect(tennisFormNodes.map((node) => node.form)).toContain(live.form);
    const atForm = (form: number) => tennisOutlook({ ...scheduled, phase: 'live', form })?.homeMatch ?? 0;
    const mixture = tennisFormNodes.reduce((s, node) => s + node.p * atForm(node.form), 0);
    expect(tennisOutlook(scheduled)?.homeMatch).toBeCloseTo(mixture, 12);
  });
});
