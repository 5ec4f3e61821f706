import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Prng } from './prng';
import { impliedProbabilitySum } from './margin';
import { bookOddsMilliMin, impliedSumTolerance } from './limits';
import { createMatch, marketsHeld, matchScores, priceMatchMarkets, resultMatchMarkets, stepMatch } from './match';
import type { MatchParams } from './match';

const names = { home: 'Home Side', away: 'Away Side' };
const specs: MatchParams[] = [
  { sport: 'soccer', params: { homeGoalsPer90: 1.7, awayGoalsPer90: 0.9, timeScale: 3 } },
  { sport: 'tennis', params: { homeServeWin: 0.6, awayServeWin: 0.68, firstServer: 'away', timeScale: 3 } },
  { sport: 'cricket', params: { home: { runsPerBall: 1.3, wicketPerBall: 0.06 }, away: { runsPerBall: 1.45, wicketPerBall: 0.045 }, battingFirst: 'away', timeScale: 5 } },
  { sport: 'basketball', params: { homePointsPer48: 104, awayPointsPer48: 116, timeScale: 2 } },
];

const randomState = fc.record({
  spec: fc.constantFrom(...specs),
  seed: fc.integer(),
  elapsedMs: fc.integer({ min: 0, max: 50 * 60_000 }),
});

describe('priced markets across random match states', () => {
  it('every open market carries 1 + margin in implied probability, within the tolerance', () => {
    fc.assert(
      fc.property(randomState, fc.integer({ min: 0, max: 1_500 }), fc.constantFrom('power' as const, 'proportional' as const), (s, marginBp, method) => {
        const state = stepMatch(createMatch(s.spec), s.elapsedMs, Prng.fromSeed(s.seed)).state;
        const markets = priceMatchMarkets('ev', state, names, { marginBp, method });
        const held = marketsHeld(state);
        for (const market of markets) {
          if (held) expect(market.status).not.toBe('open');
          if (market.status === 'open') {
            const odds = market.selections.map((sel) => sel.oddsMilli ?? 0);
            for (const o of odds) expect(o).toBeGreaterThanOrEqual(bookOddsMilliMin);
            expect(Math.abs(impliedProbabilitySum(odds) - (1 + marginBp / 10_000))).toBeLessThanOrEqual(impliedSumTolerance);
          }
          if (market.status === 'settled') expect(market.result).not.toBeNull();
          else expect(market.result).toBeNull();
        }
        const ids = markets.flatMap((m) => [m.id, ...m.selections.map((sel) => sel.id)]);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 120 },
    );
  });

  it('pre-match prices come from the same model: all markets open before the start', () => {
    for (const spec of specs) {
      const markets = priceMatchMarkets('ev', createMatch(spec), names);
      expect(markets.length).toBeGreaterThanOrEqual(3);
      expect(markets.every((m) => m.status === 'open')).toBe(true);
    }
  });

  it('settles every market by the end and lists each result once', () => {
    for (const spec of specs) {
      const state = stepMatch(createMatch(spec), 6 * 60 * 60_000, Prng.fromSeed(21)).state;
      expect(state.phase).toBe('ended');
      expect(priceMatchMarkets('ev', state, names).every((m) => m.status === 'settled')).toBe(true);
      const results = resultMatchMarkets('ev', state, names);
      expect(new Set(results.map((r) => r.marketId)).size).toBe(results.length);
      for (const r of results) {
        if (r.outcome === 'void') expect(r.winnerSelectionIds).toEqual([]);
        else for (const id of r.winnerSelectionIds) expect(id.startsWith(`${r.marketId}:`)).toBe(true);
      }
      expect(matchScores(state)).toBeDefined();
    }
  });

  it('steps in small or large slices to the same kind of end, deterministically per seed', () => {
    for (const spec of specs) {
      const play = () => {
        const rng = Prng.fromSeed(3);
        let state = createMatch(spec);
        for (let i = 0; i < 2_000 && state.phase !== 'ended'; i += 1) state = stepMatch(state, 45_000, rng).state;
        return state;
      };
      expect(play()).toEqual(play());
    }
  });
});
