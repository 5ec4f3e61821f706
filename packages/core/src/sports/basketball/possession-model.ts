import { assert } from '../../control/control';
import { normalCdf } from '../probability';
import {
  basketballEndGamePossessions,
  basketballHoldScoring,
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
const countMoments: { mean: Float64Array; second: Float64Array; odd: Float64Array; exact: Float64Array[] } = (() => {
  const mean = new Float64Array(quarterSeconds + 1);
  const second = new Float64Array(quarterSeconds + 1);
  const odd = new Float64Array(quarterSeconds + 1);
  // exact[j][s]: P(exactly j possessions complete), for the end game's j below its length.
  const exact = Array.from({ length: basketballEndGamePossessions }, () => new Float64Array(quarterSeconds + 1));
  const lengths = lengthMax - lengthMin + 1;
  (exact[0] as Float64Array)[0] = 1;
  for (let s = 1; s <= quarterSeconds; s += 1) {
    for (let j = 0; j < basketballEndGamePossessions; j += 1) {
      let p = 0;
      for (let l = lengthMin; l <= lengthMax; l += 1) {
        if (l >= s) p += j === 0 ? 1 : 0;
        else if (j > 0) p += exact[j - 1]?.[s - l] ?? 0;
      }
      (exact[j] as Float64Array)[s] = p / lengths;
    }
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
  return { mean, second, odd, exact };
})();

/**
 * Mean and variance of a count of possessions, the chance it is odd (the first side then has one
 * more) and the chances of each count below the end game's length (`exact[j]`: exactly j).
 */
export type CountOutlook = { mean: number; variance: number; odd: number; exact: readonly number[] };

/** Completed possessions from a fresh possession starting with `clockMs` left in a period. */
export function freshPossessions(clockMs: number): CountOutlook {
  const s = Math.max(0, Math.min(quarterSeconds, Math.round(clockMs / 1000)));
  const mean = countMoments.mean[s] ?? 0;
  const exact = countMoments.exact.map((row) => row[s] ?? 0);
  return { mean, variance: Math.max(0, (countMoments.second[s] ?? 0) - mean * mean), odd: countMoments.odd[s] ?? 0, exact };
}

const noPossessions: CountOutlook = { mean: 0, variance: 0, odd: 0, exact: Array.from({ length: basketballEndGamePossessions }, (_, j) => (j === 0 ? 1 : 0)) };

/** Completed possessions left in the period in play: the running one (if it ends before the buzzer) and fresh ones after it. */
export function periodPossessions(possessionEndsAtClockMs: number): CountOutlook {
  if (possessionEndsAtClockMs <= 0) return noPossessions;
  const after = freshPossessions(possessionEndsAtClockMs);
  return { mean: 1 + after.mean, variance: after.variance, odd: 1 - after.odd, exact: [0, ...after.exact.slice(0, -1)] };
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
 * The total also gains the damping's sawtooth (see below): the lead a side sees on the ball is the
 * mean lead less the points the other side just scored.
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
    // Points of this stretch: pace x n, less the damping on the expected leads along the way, plus
    // the damping's sawtooth: a side has the ball just after the other side's possession, so it
    // trails by those points more than the mean lead says and presses (k x its rate x the points
    // just scored, once per back-to-back pair of possessions: (n - odd) / 2 of them).
    const sawtooth = basketballLeadDampingPerPoint * home.mean * away.mean * ((n - count.odd) / 2);
    total += pace * n - basketballLeadDampingPerPoint * d * (limit * n + (mean - limit) * settle) + sawtooth;
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

/**
 * Points distribution of a possession in the end game of the fourth quarter or an overtime (its
 * last `basketballEndGamePossessions`): 2 or 3 behind, a side plays for the tie; 1-3 ahead and not
 * on the last possession, it runs the clock down and scores less.
 */
export function endGamePoints(pointsPer48: number, lead: number, last: boolean): readonly [number, number, number, number] {
  if (lead === -3) return [1 - basketballTieThreeMade, 0, 0, basketballTieThreeMade];
  if (lead === -2) return [1 - basketballTieTwoMade, 0, basketballTieTwoMade, 0];
  const [, one, two, three] = possessionModel(pointsPer48, lead).points;
  if (last || lead < 1 || lead > 3) return [1 - one - two - three, one, two, three];
  const h = basketballHoldScoring;
  return [1 - h * (one + two + three), h * one, h * two, h * three];
}

/** How a period that ends the match unless tied finishes: P(margin >= k) and P(tie). */
/** `endGamePoints`: the points the end game adds over ordinary possessions, when the period is decided and when tied. */
export type MarginLaw = { atLeast: (k: number) => number; tie: number; endGamePoints: { decided: number; tied: number } };

/** Widths of the normal grid (in sd) the end game is mixed over. */
const gridSds = 8;

type Side = 'home' | 'away';
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** One way the final period can end: its normal part, then `exact` end-game possessions from `from`, with weight `weight`. */
type EndCase = { weight: number; normal: Normal; exact: number; from: Side | null };

/**
 * The cases of the final period's possession count N: each N below the end game's length (all in
 * the end game), and N at least that long, odd or even (the normal part plays N - length of them,
 * at their conditional mean, then the end game).
 */
function endCases(homePer48: number, awayPer48: number, lead: number, segments: readonly Segment[]): EndCase[] {
  const final = segments[segments.length - 1];
  if (final === undefined) return [{ weight: 1, normal: { mean: lead, sd: 0 }, exact: 0, from: null }];
  const before = segments.slice(0, -1);
  const k = basketballEndGamePossessions;
  const { count, first } = final;
  const cases: EndCase[] = [];
  const prior = pointsOutlook(homePer48, awayPer48, lead, before).margin;
  let small = 0;
  let smallMean = 0;
  let smallOdd = 0;
  count.exact.forEach((p, j) => {
    small += p;
    smallMean += j * p;
    if (j % 2 === 1) smallOdd += p;
    if (p > 1e-12) cases.push({ weight: p, normal: prior, exact: j, from: first });
  });
  const big = 1 - small;
  if (big > 1e-12) {
    const rest = Math.max(0, (count.mean - smallMean) / big - k);
    const oddBig = Math.min(big, Math.max(0, count.odd - smallOdd));
    for (const [weight, odd] of [
      [oddBig, true],
      [big - oddBig, false],
    ] as const) {
      if (weight <= 1e-12) continue;
      // N - k possessions before the end game share N's parity (k even) or flip it.
      const restOdd = odd !== (k % 2 === 1);
      const segment: Segment = { count: { mean: rest, variance: count.variance, odd: restOdd ? 1 : 0, exact: [] }, first };
      const normal = pointsOutlook(homePer48, awayPer48, lead, [...before, segment]).margin;
      cases.push({ weight, normal, exact: k, from: first === null ? null : restOdd ? other(first) : first });
    }
  }
  return cases;
}

/** An end-game possession's points law by side, lead and whether it is the last, with its points over an ordinary one. */
type EndGameLaws = (side: Side, lead: number, last: boolean) => { law: readonly number[]; shift: number };

/** End-game laws worked out once per lead (a law of the period end asks for each many times). */
function endGameLaws(homePer48: number, awayPer48: number): EndGameLaws {
  const known = new Map<number, { law: readonly number[]; shift: number }>();
  return (side, lead, last) => {
    const key = lead * 4 + (side === 'home' ? 2 : 0) + (last ? 1 : 0);
    const seen = known.get(key);
    if (seen !== undefined) return seen;
    const rate = side === 'home' ? homePer48 : awayPer48;
    const law = endGamePoints(rate, lead, last);
    const made = { law, shift: law[1] + 2 * law[2] + 3 * law[3] - possessionModel(rate, lead).mean };
    known.set(key, made);
    return made;
  };
}

/**
 * Plays `possessions` end-game possessions from `from` on a margin grid (home - away), with the
 * points the end game adds over ordinary possessions (the total's shift) by final margin.
 */
function playEndGame(grid: Float64Array, low: number, laws: EndGameLaws, from: Side, possessions: number): { margin: Float64Array; shift: Float64Array } {
  let current = grid;
  // shift[i]: expected end-game points over ordinary possessions, on the paths ending at margin i (mass-weighted).
  let shift = new Float64Array(grid.length);
  let side = from;
  for (let i = 0; i < possessions; i += 1) {
    const next = new Float64Array(current.length);
    const nextShift = new Float64Array(current.length);
    const last = i === possessions - 1;
    for (let idx = 0; idx < current.length; idx += 1) {
      const p = current[idx] ?? 0;
      if (p < 1e-15) continue;
      const m = idx + low;
      const { law, shift: added } = laws(side, side === 'home' ? m : -m, last);
      const carried = (shift[idx] ?? 0) + p * added;
      const sign = side === 'home' ? 1 : -1;
      for (let x = 0; x < 4; x += 1) {
        const q = law[x] ?? 0;
        const j = idx + sign * x;
        if (q <= 0 || j < 0 || j >= next.length) continue;
        next[j] = (next[j] ?? 0) + p * q;
        nextShift[j] = (nextShift[j] ?? 0) + carried * q;
      }
    }
    current = next;
    shift = nextShift;
    side = other(side);
  }
  return { margin: current, shift };
}

/**
 * The margin at the end of the fourth quarter or an overtime (the last of `segments`), from a lead
 * of `lead`: the possessions before the end game as a normal on whole points, then the end game
 * possession by possession, mixed over the final period's possession count, so playing for the
 * tie and running the clock show in the price as they do in play.
 */
export function periodEndLaw(homePer48: number, awayPer48: number, lead: number, segments: readonly Segment[]): MarginLaw {
  const cases = endCases(homePer48, awayPer48, lead, segments);
  const reach = 3 * basketballEndGamePossessions + 1;
  const low = Math.floor(Math.min(...cases.map((c) => c.normal.mean - gridSds * c.normal.sd))) - reach;
  const high = Math.ceil(Math.max(...cases.map((c) => c.normal.mean + gridSds * c.normal.sd))) + reach;
  const final = new Float64Array(high - low + 1);
  const shifts = new Float64Array(high - low + 1);
  const laws = endGameLaws(homePer48, awayPer48);
  for (const c of cases) {
    const start = new Float64Array(high - low + 1);
    if (c.normal.sd < 1e-9) start[Math.round(c.normal.mean) - low] = 1;
    else {
      // Whole points from the normal: differences of its distribution at the half points.
      const from = Math.max(low + reach, Math.floor(c.normal.mean - gridSds * c.normal.sd));
      const to = Math.min(high - reach, Math.ceil(c.normal.mean + gridSds * c.normal.sd));
      let below = normalCdf((from - 0.5 - c.normal.mean) / c.normal.sd);
      for (let m = from; m <= to; m += 1) {
        const upTo = normalCdf((m + 0.5 - c.normal.mean) / c.normal.sd);
        start[m - low] = upTo - below;
        below = upTo;
      }
    }
    const starts: [Side, number][] = c.exact === 0 ? [['home', 1]] : c.from === null ? [['home', 0.5], ['away', 0.5]] : [[c.from, 1]];
    for (const [from, share] of starts) {
      const end = playEndGame(start, low, laws, from, c.exact);
      const w = c.weight * share;
      end.margin.forEach((p, idx) => (final[idx] = (final[idx] ?? 0) + w * p));
      end.shift.forEach((x, idx) => (shifts[idx] = (shifts[idx] ?? 0) + w * x));
    }
  }
  const atLeast = (k: number) => {
    let sum = 0;
    for (let j = Math.max(low, k); j <= high; j += 1) sum += final[j - low] ?? 0;
    return k <= low ? 1 : Math.min(1, sum);
  };
  const tie = 0 >= low && 0 <= high ? (final[-low] ?? 0) : 0;
  const shiftAll = shifts.reduce((sum, x) => sum + x, 0);
  const shiftTied = 0 >= low && 0 <= high ? (shifts[-low] ?? 0) : 0;
  return {
    atLeast,
    tie,
    endGamePoints: { decided: tie < 1 ? (shiftAll - shiftTied) / (1 - tie) : 0, tied: tie > 1e-12 ? shiftTied / tie : 0 },
  };
}
