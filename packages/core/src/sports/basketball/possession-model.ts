import { assert } from '../../control/control';
import { normalExactly } from '../probability';
import {
  basketballLeadDampingPerPoint,
  basketballLeadDampedMax,
  basketballOvertimeMatchMs,
  basketballPossessionMatchMsMax,
  basketballPossessionMatchMsMin,
  basketballQuarterMatchMs,
  basketballQuarters,
  basketballTieThreeMade,
  basketballTieTwoMade,
} from '../limits';

/** Possession lengths are whole seconds, uniform in [min, max]. */
const lengthMin = basketballPossessionMatchMsMin / 1000;
const lengthMax = basketballPossessionMatchMsMax / 1000;
const quarterSeconds = basketballQuarterMatchMs / 1000;

/**
 * Moments of the number of possessions completed from a fresh possession starting with `s`
 * seconds on the clock, for every s up to a quarter: the possession running at the buzzer scores
 * nothing (the simulation drops it), so a quarter has ~47.6 completed possessions, not 48.
 * C(s) = 0 if the first possession outlasts the clock, else 1 + C(s - length).
 */
const countMoments: { mean: Float64Array; second: Float64Array; odd: Float64Array } = (() => {
  const mean = new Float64Array(quarterSeconds + 1);
  const second = new Float64Array(quarterSeconds + 1);
  const odd = new Float64Array(quarterSeconds + 1);
  const lengths = lengthMax - lengthMin + 1;
  for (let s = 1; s <= quarterSeconds; s += 1) {
    let m = 0;
    let m2 = 0;
    let o = 0;
    for (let l = lengthMin; l <= lengthMax; l += 1) {
      if (l >= s) continue;
      const rest = s - l;
      m += 1 + (mean[rest] ?? 0);
      m2 += 1 + 2 * (mean[rest] ?? 0) + (second[rest] ?? 0);
      o += 1 - (odd[rest] ?? 0);
    }
    mean[s] = m / lengths;
    second[s] = m2 / lengths;
    odd[s] = o / lengths;
  }
  return { mean, second, odd };
})();

/** Mean and variance of a count of possessions, and the chance it is odd (the first side then has one more). */
export type CountOutlook = { mean: number; variance: number; odd: number };

/** Completed possessions from a fresh possession starting with `clockMs` left in a period. */
export function freshPossessions(clockMs: number): CountOutlook {
  const s = Math.max(0, Math.min(quarterSeconds, Math.round(clockMs / 1000)));
  const mean = countMoments.mean[s] ?? 0;
  return { mean, variance: Math.max(0, (countMoments.second[s] ?? 0) - mean * mean), odd: countMoments.odd[s] ?? 0 };
}

/** Completed possessions left in the period in play: the running one (if it ends before the buzzer) and fresh ones after it. */
export function periodPossessions(possessionEndsAtClockMs: number): CountOutlook {
  if (possessionEndsAtClockMs <= 0) return { mean: 0, variance: 0, odd: 0 };
  const after = freshPossessions(possessionEndsAtClockMs);
  return { mean: 1 + after.mean, variance: after.variance, odd: 1 - after.odd };
}

/** One period still to play: its possession count and who has the first of them (null: a jump ball, either). */
export type Segment = { count: CountOutlook; first: 'home' | 'away' | null };

export type Normal = { mean: number; sd: number };

/**
 * Normal outlook of the margin (home - away) and of the total points still to come over
 * `segments`, from a lead of `lead`. Possessions alternate; with the lead damping the margin is
 * an autoregressive walk: each possession pulls it in by c = damping x mean points, so after n
 * possessions its mean is lead rho^n + d (1 - rho^n) / c (rho = 1 - c, d the average drift) and its
 * variance v (1 - rho^2n) / (1 - rho^2). The total's variance adds the count's (pace) variance.
 */
export function pointsOutlook(homePer48: number, awayPer48: number, lead: number, segments: readonly Segment[]): { margin: Normal; total: Normal } {
  const home = possessionModel(homePer48);
  const away = possessionModel(awayPer48);
  const pace = (home.mean + away.mean) / 2;
  const d = (home.mean - away.mean) / 2;
  const v = (home.variance + away.variance) / 2;
  const c = basketballLeadDampingPerPoint * pace;
  const rho = 1 - c;
  let mean = lead;
  let variance = 0;
  let total = 0;
  let totalVariance = 0;
  for (const { count, first } of segments) {
    const n = count.mean;
    const settle = c > 0 ? (1 - rho ** n) / c : n;
    const limit = c > 0 ? d / c : 0;
    // Points of this stretch: pace x n, less the damping on the expected leads along the way.
    total += pace * n - basketballLeadDampingPerPoint * d * (limit * n + (mean - limit) * settle);
    totalVariance += n * (home.variance + away.variance) / 2 + count.variance * pace * pace;
    // The first side has the odd possession out: half a possession of pace its way on average.
    const oddShift = first === null ? 0 : (first === 'home' ? 1 : -1) * count.odd * pace;
    mean = mean * rho ** n + d * settle + oddShift;
    variance = variance * rho ** (2 * n) + (c > 0 ? (v * (1 - rho ** (2 * n))) / (1 - rho * rho) : v * n) + count.variance * d * d;
  }
  return { margin: { mean, sd: Math.sqrt(variance) }, total: { mean: total, sd: Math.sqrt(totalVariance) } };
}

/** Expected completed possessions per side over regulation (both sides share them). */
export const possessionsPerSidePer48 = (basketballQuarters * freshPossessions(basketballQuarterMatchMs).mean) / 2;
export const overtimePossessions = freshPossessions(basketballOvertimeMatchMs);

/** Shape of a possession's points: made threes, twos and lone free throws, scaled to the side's rate. */
const shape = { three: 0.13, two: 0.37, one: 0.06 } as const;
const shapeMean = 3 * shape.three + 2 * shape.two + shape.one;

export type PossessionModel = { points: [number, number, number, number]; mean: number; variance: number };

/**
 * Points distribution (0, 1, 2, 3) of one possession of a side scoring `pointsPer48`, when it
 * leads by `lead` (negative: trails): a side ahead eases off and a side behind presses (garbage
 * time, comebacks), so its scoring is scaled by 1 - damping x lead, the lead held to +-max.
 */
export function possessionModel(pointsPer48: number, lead = 0): PossessionModel {
  const damped = Math.max(-basketballLeadDampedMax, Math.min(basketballLeadDampedMax, lead));
  const perPossession = (pointsPer48 / possessionsPerSidePer48) * (1 - basketballLeadDampingPerPoint * damped);
  const k = perPossession / shapeMean;
  const one = shape.one * k;
  const two = shape.two * k;
  const three = shape.three * k;
  const scoring = one + two + three;
  assert(scoring < 1, 'a possession scores with probability below 1');
  const secondMoment = one + 4 * two + 9 * three;
  return { points: [1 - scoring, one, two, three], mean: perPossession, variance: secondMoment - perPossession ** 2 };
}

/** Points distribution of the last possession of the fourth quarter or an overtime: 2 or 3 behind, a side plays for the tie. */
export function lastPossessionPoints(pointsPer48: number, lead: number): readonly [number, number, number, number] {
  if (lead === -3) return [1 - basketballTieThreeMade, 0, 0, basketballTieThreeMade];
  if (lead === -2) return [1 - basketballTieTwoMade, 0, basketballTieTwoMade, 0];
  return possessionModel(pointsPer48, lead).points;
}

/** How a period that ends the match unless tied finishes: P(margin >= k) and P(tie). */
export type MarginLaw = { atLeast: (k: number) => number; tie: number };

/** Widths of the normal grid (in sd) the last possession is mixed over. */
const gridSds = 8;

/**
 * The margin at the end of the fourth quarter or an overtime: the outlook without its last
 * possession (normal, on whole points), then the last possession exactly, by the side that has it
 * (`last`: probabilities for home and away; the rest: no possession left), so playing for the tie
 * shows in the price as it does in play.
 */
export function periodEndLaw(homePer48: number, awayPer48: number, outlook: Normal, last: { home: number; away: number }): MarginLaw {
  const home = possessionModel(homePer48);
  const away = possessionModel(awayPer48);
  const mean = outlook.mean - last.home * home.mean + last.away * away.mean;
  const sd = Math.sqrt(Math.max(0, outlook.sd ** 2 - last.home * home.variance - last.away * away.variance));
  const low = Math.floor(mean - gridSds * sd) - 4;
  const high = Math.ceil(mean + gridSds * sd) + 4;
  const final = new Float64Array(high - low + 1);
  const none = Math.max(0, 1 - last.home - last.away);
  for (let m = low + 3; m <= high - 3; m += 1) {
    const p = sd < 1e-9 ? (m === Math.round(mean) ? 1 : 0) : normalExactly(m, mean, sd);
    if (p === 0) continue;
    final[m - low] = (final[m - low] ?? 0) + p * none;
    lastPossessionPoints(homePer48, m).forEach((q, x) => (final[m + x - low] = (final[m + x - low] ?? 0) + p * last.home * q));
    lastPossessionPoints(awayPer48, -m).forEach((q, x) => (final[m - x - low] = (final[m - x - low] ?? 0) + p * last.away * q));
  }
  const atLeast = (k: number) => {
    let sum = 0;
    for (let j = Math.max(low, k); j <= high; j += 1) sum += final[j - low] ?? 0;
    return k <= low ? 1 : Math.min(1, sum);
  };
  return { atLeast, tie: 0 >= low && 0 <= high ? (final[-low] ?? 0) : 0 };
}

/** Who has the last possession of a period: the first side when the count is odd, the other when even (none when no possession is left). */
export function lastPossessionShares(segment: Segment): { home: number; away: number } {
  if (segment.count.mean === 0) return { home: 0, away: 0 };
  if (segment.first === null) return { home: 0.5, away: 0.5 };
  const odd = segment.count.odd;
  return segment.first === 'home' ? { home: odd, away: 1 - odd } : { home: 1 - odd, away: odd };
}
