import { assert } from '../control/control';
import { err, ok } from '../control/control';
import type { Result } from '../control/control';
import type { OddsMilli } from '../odds/odds';
import {
  bookOddsMilliMax,
  bookOddsMilliMin,
  fairProbabilityMax,
  marginBpMax,
  marginBpMin,
  marginSolveIterations,
  marketSelectionsMax,
  oddsRoundingNudgesMax,
} from './limits';

/**
 * How the overround is spread over the selections.
 *
 * - `power` (default): booked probability q_i = p_i^k with k <= 1 chosen so that sum q_i = 1 + m.
 *   Longshots get a larger share of the margin than favourites (the favourite-longshot bias seen in
 *   real books), and no q_i can exceed 1, so a strong favourite never gets odds below 1.
 * - `proportional`: q_i = s * p_i with s chosen so that sum q_i = 1 + m (s = 1 + m unless a price
 *   hits the 1.01 floor). Simple, but a 0.97 favourite at 5% margin would need odds below 1.
 *
 * Both solve with clamping to the offered price range [1.01, 1000], so the sum is exact before
 * rounding; rounding to thousandths then lands within `impliedSumTolerance` of 1 + m.
 */
export type MarginMethod = 'power' | 'proportional';
export const marginMethods: readonly MarginMethod[] = ['power', 'proportional'];

export type MarginConfig = { marginBp: number; method: MarginMethod };

export type MarginCode = 'MARGIN_UNPRICEABLE';

const bookedProbabilityMax = 1000 / bookOddsMilliMin;
const bookedProbabilityMin = 1000 / bookOddsMilliMax;

export function assertMarginConfig(config: MarginConfig): void {
  assert(Number.isInteger(config.marginBp), 'marginBp must be an integer');
  assert(config.marginBp >= marginBpMin, 'marginBp below minimum');
  assert(config.marginBp <= marginBpMax, 'marginBp above maximum');
  assert(marginMethods.includes(config.method), 'unknown margin method');
}

/** `logP` is ln p (precomputed: the power method evaluates p^k = e^(k ln p) many times). */
function booked(p: number, logP: number, method: MarginMethod, parameter: number): number {
  const raw = method === 'power' ? Math.exp(parameter * logP) : p * parameter;
  return Math.min(bookedProbabilityMax, Math.max(bookedProbabilityMin, raw));
}

function bookedSum(fair: readonly number[], logs: readonly number[], method: MarginMethod, parameter: number): number {
  let sum = 0;
  for (let i = 0; i < fair.length; i += 1) sum += booked(fair[i] ?? 0, logs[i] ?? 0, method, parameter);
  return sum;
}

/**
 * Booked probabilities summing to exactly 1 + margin (to bisection precision). The power sum falls
 * as k grows and the proportional sum rises with s, so one bracketing bisection serves both.
 */
export function bookedProbabilities(fair: readonly number[], config: MarginConfig): number[] {
  assertMarginConfig(config);
  assert(fair.length >= 2 && fair.length <= marketSelectionsMax, 'a market has 2 to 8 selections');
  const fairSum = fair.reduce((sum, p) => sum + p, 0);
  assert(Math.abs(fairSum - 1) < 1e-6, 'fair probabilities must sum to 1');
  const target = 1 + config.marginBp / 10_000;
  const rising = config.method === 'proportional';
  const logs = fair.map((p) => Math.log(p));
  let lo = rising ? 1 : 1e-4;
  let hi = rising ? 1_000 : 1;
  for (let i = 0; i < marginSolveIterations; i += 1) {
    const mid = (lo + hi) / 2;
    const above = bookedSum(fair, logs, config.method, mid) > target;
    if (above === rising) hi = mid;
    else lo = mid;
  }
  const parameter = (lo + hi) / 2;
  return fair.map((p, i) => booked(p, logs[i] ?? 0, config.method, parameter));
}

function impliedOf(odds: readonly OddsMilli[]): number {
  return odds.reduce((sum, o) => sum + 1000 / o, 0);
}

/** The overround a set of prices carries: sum of 1/odds. */
export function impliedProbabilitySum(odds: readonly OddsMilli[]): number {
  for (const o of odds) assert(Number.isSafeInteger(o) && o > 1000, 'odds must be integer thousandths above 1');
  return impliedOf(odds);
}

/**
 * Rounds booked probabilities to odds in thousandths, then nudges single prices by one thousandth
 * (at most `oddsRoundingNudgesMax` times) while that brings the implied sum closer to the target.
 * Plain rounding can drift by up to n * 0.0005; the nudges pull it back under the tolerance.
 */
function roundToOdds(bookedProbs: readonly number[], target: number): OddsMilli[] {
  const odds = bookedProbs.map((q) => Math.min(bookOddsMilliMax, Math.max(bookOddsMilliMin, Math.round(1000 / q))));
  for (let nudge = 0; nudge < oddsRoundingNudgesMax; nudge += 1) {
    const error = impliedOf(odds) - target;
    let bestIndex = -1;
    let bestError = Math.abs(error);
    for (let i = 0; i < odds.length; i += 1) {
      const o = odds[i] ?? bookOddsMilliMin;
      // Implied too high: lengthen a price; too low: shorten one.
      const candidate = error > 0 ? o + 1 : o - 1;
      if (candidate < bookOddsMilliMin || candidate > bookOddsMilliMax) continue;
      const candidateError = Math.abs(error - 1000 / o + 1000 / candidate);
      if (candidateError < bestError) {
        bestError = candidateError;
        bestIndex = i;
      }
    }
    if (bestIndex < 0) break;
    const o = odds[bestIndex] ?? bookOddsMilliMin;
    odds[bestIndex] = error > 0 ? o + 1 : o - 1;
  }
  return odds;
}

/**
 * Fair probabilities (summing to 1) to booked odds in thousandths with the configured overround.
 * A market whose favourite exceeds `fairProbabilityMax` is too decided to trade and is refused.
 */
export function priceWithMargin(fair: readonly number[], config: MarginConfig): Result<OddsMilli[], MarginCode> {
  const favourite = Math.max(...fair);
  if (favourite > fairProbabilityMax) return err('MARGIN_UNPRICEABLE', 'market is too decided to price');
  const target = 1 + config.marginBp / 10_000;
  const odds = roundToOdds(bookedProbabilities(fair, config), target);
  for (const o of odds) {
    assert(Number.isSafeInteger(o), 'odds are integer thousandths');
    assert(o >= bookOddsMilliMin && o <= bookOddsMilliMax, 'odds inside the offered range');
  }
  return ok(odds);
}
