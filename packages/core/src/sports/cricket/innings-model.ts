import { assert } from '../../control/control';
import { convolve } from '../probability';
import {
  cricketBallsPerInnings,
  cricketBallsPerOver,
  cricketChaseNeededMax,
  cricketDeathOverFrom,
  cricketPowerplayOvers,
  cricketWicketsMax,
  cricketWidePerDelivery,
} from '../limits';
import {
  ballModelLookup,
  chaseAggressionLevel,
  chaseAggressionLevelFrom,
  cricketRunValues,
  neutralAggressionLevel,
  widesMean,
  widesSecondMoment,
} from './ball-model';
import type { BallModel } from './ball-model';
import type { CricketBattingParams } from './state';

export type RunsOutlook = { mean: number; variance: number };

/**
 * Outlook of the runs still to come for every (balls bowled, wickets down) of one side's innings,
 * batting as usual (no chase in view). `meanAt` is the unchecked mean for hot loops.
 */
export type RunsTable = { at: (ballsBowled: number, wicketsDown: number) => RunsOutlook; meanAt: (ballsBowled: number, wicketsDown: number) => number };


/**
 * Mean and variance of the runs still to come in an innings, by exact backward recursion over
 * (ball, wickets down): each legal ball either takes a wicket or scores from the ball model, wides
 * come before it, and the innings stops at 10 wickets or 120 balls. This is the run-rate/wicket
 * model: wickets in hand and balls left both shape what a side can still add.
 */
export function runsTable(params: CricketBattingParams): RunsTable {
  // Imported bindings can compile to getter calls (CommonJS interop), which would dominate this
  // hot loop, so the constants are read once into locals.
  const ballsMax = cricketBallsPerInnings;
  const wicketsMax = cricketWicketsMax;
  const wideMean = widesMean;
  const wideSecond = widesSecondMoment;
  const width = wicketsMax + 1;
  const modelAt = ballModelLookup(params);
  // Row `ball` holds the outlook before legal ball `ball`; row 120 and column 10 are zero.
  const means = new Float64Array((ballsMax + 1) * width);
  const seconds = new Float64Array((ballsMax + 1) * width);
  for (let ball = ballsMax - 1; ball >= 0; ball -= 1) {
    const row = ball * width;
    const next = row + width;
    for (let w = 0; w < wicketsMax; w += 1) {
      const model = modelAt(ball, w);
      const q = model.wicket;
      const stayMean = means[next + w] ?? 0;
      const outMean = means[next + w + 1] ?? 0;
      const ballMean = q * outMean + (1 - q) * (model.runsMean + stayMean);
      const ballSecond =
        q * (seconds[next + w + 1] ?? 0) + (1 - q) * (model.runsSecondMoment + 2 * model.runsMean * stayMean + (seconds[next + w] ?? 0));
      means[row + w] = wideMean + ballMean;
      seconds[row + w] = wideSecond + 2 * wideMean * ballMean + ballSecond;
    }
  }
  return {
    at: (ballsBowled, wicketsDown) => {
      assert(Number.isInteger(ballsBowled) && ballsBowled >= 0 && ballsBowled <= cricketBallsPerInnings, 'balls bowled in range');
      assert(Number.isInteger(wicketsDown) && wicketsDown >= 0 && wicketsDown <= cricketWicketsMax, 'wickets in range');
      const mean = means[ballsBowled * width + wicketsDown] ?? 0;
      const variance = Math.max(0, (seconds[ballsBowled * width + wicketsDown] ?? 0) - mean * mean);
      return { mean, variance };
    },
    meanAt: (ballsBowled, wicketsDown) => means[ballsBowled * width + wicketsDown] ?? 0,
  };
}

export function remainingRuns(params: CricketBattingParams, ballsBowled: number, wicketsDown: number): RunsOutlook {
  return runsTable(params).at(ballsBowled, wicketsDown);
}

/**
 * Distribution of runs in one over (index = runs), wickets and wides included, from the wickets
 * down at its start, batted at aggression `level` (a chase's current level; ordinary batting by
 * default). Wides are cut at two per ball (the rest of the tail is lumped into two).
 */
export function overRunsPmf(params: CricketBattingParams, overIndex: number, wicketsDown: number, level = neutralAggressionLevel): number[] {
  const pw = cricketWidePerDelivery;
  const wides = [1 - pw, pw * (1 - pw), pw * pw];
  const modelAt = ballModelLookup(params);
  let pmf = [1];
  for (let b = 0; b < cricketBallsPerOver; b += 1) {
    const model = modelAt(overIndex * cricketBallsPerOver + b, wicketsDown, level);
    const ball = new Array<number>(7).fill(0);
    ball[0] = model.wicket;
    model.runs.forEach((p, i) => {
      const runs = cricketRunValues[i] ?? 0;
      ball[runs] = (ball[runs] ?? 0) + (1 - model.wicket) * p;
    });
    pmf = convolve(convolve(pmf, wides), ball);
  }
  return pmf;
}

export type InningsProfile = {
  /** Expected runs (wides included) and wickets in overs 1-6, 7-16 and 17-20. */
  powerplayRuns: number;
  powerplayWickets: number;
  middleRuns: number;
  deathRuns: number;
  runs: number;
  wickets: number;
};

/**
 * What an ordinary innings of `params` looks like on average, phase by phase: a forward
 * recursion over the wickets-down distribution, ball by ball. Used to calibrate the ball model
 * against real T20 numbers.
 */
export function inningsProfile(params: CricketBattingParams): InningsProfile {
  const modelAt = ballModelLookup(params);
  const deathFrom = (cricketDeathOverFrom - 1) * cricketBallsPerOver;
  const powerplayEnd = cricketPowerplayOvers * cricketBallsPerOver;
  let down = new Float64Array(cricketWicketsMax + 1);
  down[0] = 1;
  const runs = [0, 0, 0];
  const wickets = [0, 0, 0];
  for (let ball = 0; ball < cricketBallsPerInnings; ball += 1) {
    const phase = ball < powerplayEnd ? 0 : ball >= deathFrom ? 2 : 1;
    const next = new Float64Array(cricketWicketsMax + 1);
    next[cricketWicketsMax] = down[cricketWicketsMax] ?? 0;
    for (let w = 0; w < cricketWicketsMax; w += 1) {
      const p = down[w] ?? 0;
      const model = modelAt(ball, w);
      runs[phase] = (runs[phase] ?? 0) + p * (widesMean + (1 - model.wicket) * model.runsMean);
      wickets[phase] = (wickets[phase] ?? 0) + p * model.wicket;
      next[w] = (next[w] ?? 0) + p * (1 - model.wicket);
      next[w + 1] = (next[w + 1] ?? 0) + p * model.wicket;
    }
    down = next;
  }
  const [powerplayRuns = 0, middleRuns = 0, deathRuns = 0] = runs;
  return {
    powerplayRuns,
    powerplayWickets: wickets[0] ?? 0,
    middleRuns,
    deathRuns,
    runs: powerplayRuns + middleRuns + deathRuns,
    wickets: wickets.reduce((sum, w) => sum + w, 0),
  };
}

/** The innings-runs line: the fresh innings expectation rounded down, plus a half. */
export function inningsRunsLine(table: RunsTable): number {
  return Math.floor(table.at(0, 0).mean) + 0.5;
}

export type ChaseOdds = { win: number; tie: number };

/**
 * Exact chance that a chase needing `needed` more runs gets there, by a forward recursion over
 * (wickets down, runs so far) ball by ball; reaching the target absorbs the mass as a win, and the
 * mass left one run short when balls or wickets run out is the tie. Every cell bats at the
 * aggression its required rate calls for (`chaseAggressionLevel` against the ordinary innings'
 * remaining runs), exactly as the simulation bowls the chase, so a side behind the rate scores
 * faster and loses wickets faster. Unlike a normal approximation, a wicket can only lower the
 * chaser's chance (the remaining-runs distribution is skewed by the all-out risk, and a
 * symmetric tail would get that wrong). A wide is counted at most once per ball, as in
 * `overRunsPmf`. Cost: balls left x wickets x runs needed.
 */
export function chaseOdds(params: CricketBattingParams, ballsBowled: number, wicketsDown: number, needed: number): ChaseOdds {
  const key = `${params.runsPerBall}|${params.wicketPerBall}|${ballsBowled}|${wicketsDown}|${needed}`;
  const known = chaseMemo.get(key);
  if (known) return known;
  const odds = computeChaseOdds(params, ballsBowled, wicketsDown, needed);
  // Oldest first out: a Map iterates in insertion order.
  if (chaseMemo.size >= chaseMemoSize) chaseMemo.delete(chaseMemo.keys().next().value ?? '');
  chaseMemo.set(key, odds);
  return odds;
}

/**
 * A memo of the pure recursion above: the score only changes once a ball, while a feed reprices
 * many times a second, so repeated calls for the same chase state are answered from here. It
 * never changes a result, and its size is bounded.
 */
const chaseMemoSize = 64;
const chaseMemo = new Map<string, ChaseOdds>();

/** The aggression level a chase bats at now: `needed` runs to get from this state. */
export function chaseLevelAt(table: RunsTable, ballsBowled: number, wicketsDown: number, needed: number): number {
  assert(ballsBowled < cricketBallsPerInnings && wicketsDown < cricketWicketsMax, 'the chase is in progress');
  return chaseAggressionLevel(needed, table.meanAt(ballsBowled, wicketsDown), wicketsDown);
}

function computeChaseOdds(params: CricketBattingParams, ballsBowled: number, wicketsDown: number, needed: number): ChaseOdds {
  assert(Number.isInteger(needed), 'runs needed is an integer');
  if (needed <= 0) return { win: 1, tie: 0 };
  if (ballsBowled >= cricketBallsPerInnings || wicketsDown >= cricketWicketsMax) return { win: 0, tie: needed === 1 ? 1 : 0 };
  const added = chaseRunsPmf(params, ballsBowled, wicketsDown, needed);
  let win = 0;
  for (let t = needed; t < added.length; t += 1) win += added[t] ?? 0;
  return { win: Math.min(1, win), tie: added[needed - 1] ?? 0 };
}

/**
 * Distribution of the runs a chase still adds from (balls bowled, wickets down) needing `needed`,
 * index = runs: a forward recursion over (wickets down, runs so far) ball by ball; each cell bats
 * at the aggression its required rate calls for and the innings stops on reaching the target (the
 * winning ball's runs kept, so a six can overshoot).
 */
function forwardChaseRuns(params: CricketBattingParams, ballsBowled: number, wicketsDown: number, needed: number): Float64Array {
  // Imported bindings can compile to getter calls; read once for the hot loop.
  const wicketsMax = cricketWicketsMax;
  const ballsMax = cricketBallsPerInnings;
  const kernelSize = kernelWidth;
  const width = needed;
  const kernels = kernelLookup(params);
  const neutral = runsTable(params);
  const done = new Float64Array(width + kernelSize);
  let mass = new Float64Array((wicketsMax + 1) * width);
  mass[wicketsDown * width] = 1;
  // Runs grow by at most `kernelWidth - 1` a ball, so only a widening band of each row has mass.
  let reach = 1;
  for (let ball = ballsBowled; ball < ballsMax; ball += 1) {
    const next = new Float64Array((wicketsMax + 1) * width);
    // All-out mass stays where it is (row 10); it cannot score any more.
    next.set(mass.subarray(wicketsMax * width), wicketsMax * width);
    const band = Math.min(width, reach);
    for (let w = wicketsDown; w < wicketsMax; w += 1) {
      const neutralMean = neutral.meanAt(ball, w);
      const row = w * width;
      const outRow = row + width;
      // Runs needed only fall along the row, so the level changes a few times at most.
      let level = neutralAggressionLevel;
      let kernel = kernels(ball, w, level);
      for (let r = 0; r < band; r += 1) {
        const p = mass[row + r] ?? 0;
        if (p < negligibleMass) continue;
        const wanted = chaseAggressionLevel(needed - r, neutralMean, w);
        if (wanted !== level) {
          level = wanted;
          kernel = kernels(ball, w, level);
        }
        const { scoring, out } = kernel;
        for (let k = 0; k < kernelSize; k += 1) {
          const t = r + k;
          const stay = p * (scoring[k] ?? 0);
          const fall = p * (out[k] ?? 0);
          if (t >= width) done[t] = (done[t] ?? 0) + stay + fall;
          else {
            next[row + t] = (next[row + t] ?? 0) + stay;
            next[outRow + t] = (next[outRow + t] ?? 0) + fall;
          }
        }
      }
    }
    reach += kernelSize - 1;
    mass = next;
  }
  for (let w = 0; w <= wicketsMax; w += 1) for (let r = 0; r < width; r += 1) done[r] = (done[r] ?? 0) + (mass[w * width + r] ?? 0);
  return done;
}

/** Runs an innings can add that the ordinary-batting distribution tracks (far beyond any total). */
const runsCap = 330;
/** Mass this small cannot show in a price; skipping it keeps the forward band cheap. */
const negligibleMass = 1e-13;

/**
 * Exact distribution of the runs still to come in an innings batted as usual (the first innings),
 * index = runs: all-outs skew it, which a normal curve misses. One backward recursion per side
 * gives it for every (balls bowled, wickets down), so a first innings is priced by lookup.
 */
export function inningsRunsPmf(params: CricketBattingParams, ballsBowled: number, wicketsDown: number): Float32Array {
  assert(Number.isInteger(ballsBowled) && ballsBowled >= 0 && ballsBowled <= cricketBallsPerInnings, 'balls bowled in range');
  assert(Number.isInteger(wicketsDown) && wicketsDown >= 0 && wicketsDown <= cricketWicketsMax, 'wickets in range');
  const key = `${params.runsPerBall}|${params.wicketPerBall}`;
  const at = (ballsBowled * (cricketWicketsMax + 1) + wicketsDown) * runsCap;
  let table = inningsMemo.get(key);
  if (!table && at === 0) return inningsStart(key, params);
  if (!table) {
    table = inningsRunsTable(params);
    if (inningsMemo.size >= inningsMemoSize) inningsMemo.delete(inningsMemo.keys().next().value ?? '');
    inningsMemo.set(key, table);
  }
  return table.subarray(at, at + runsCap);
}

/**
 * Sides in their first innings: a few (the calendar has at most a handful of cricket matches in
 * play), each table ~1.6 MB of float32 (121 x 11 states x `runsCap` runs).
 */
const inningsMemoSize = 8;
const inningsMemo = new Map<string, Float32Array>();

/**
 * A side yet to face a ball only needs the table's first row: kept on its own (1.3 KB), so the
 * many scheduled matches priced before the start never push a side in play out of `inningsMemo`.
 */
function inningsStart(key: string, params: CricketBattingParams): Float32Array {
  const known = startMemo.get(key);
  if (known) return known;
  const row = inningsRunsTable(params).slice(0, runsCap);
  if (startMemo.size >= startMemoSize) startMemo.delete(startMemo.keys().next().value ?? '');
  startMemo.set(key, row);
  return row;
}

/** More sides than the calendar lists (each row ~1.3 KB). */
const startMemoSize = 512;
const startMemo = new Map<string, Float32Array>();

/** Backward recursion: the runs to come from (ball, wickets) mix the next ball's kernel over the states after it. */
function inningsRunsTable(params: CricketBattingParams): Float32Array {
  const ballsMax = cricketBallsPerInnings;
  const width = cricketWicketsMax + 1;
  const cap = runsCap;
  const kernelSize = kernelWidth;
  const kernels = kernelLookup(params);
  const table = new Float32Array((ballsMax + 1) * width * cap);
  // After the last ball, and all out, nothing more comes.
  for (let w = 0; w < width; w += 1) table[(ballsMax * width + w) * cap] = 1;
  for (let ball = ballsMax - 1; ball >= 0; ball -= 1) {
    table[(ball * width + cricketWicketsMax) * cap] = 1;
    const support = Math.min(cap, (ballsMax - ball) * (kernelSize - 1) + 1);
    for (let w = 0; w < cricketWicketsMax; w += 1) {
      const { scoring, out } = kernels(ball, w, neutralAggressionLevel);
      const here = (ball * width + w) * cap;
      const stay = ((ball + 1) * width + w) * cap;
      const fall = stay + cap;
      for (let k = 0; k < kernelSize; k += 1) {
        const s = scoring[k] ?? 0;
        const o = out[k] ?? 0;
        for (let r = 0; r + k < support; r += 1) {
          const v = s * (table[stay + r] ?? 0) + o * (table[fall + r] ?? 0);
          if (v !== 0) table[here + r + k] = (table[here + r + k] ?? 0) + v;
        }
      }
    }
  }
  return table;
}

/**
 * Exact distribution of the runs a chase still adds needing `needed` (index = runs; the chase
 * stops on reaching the target, so mass from `needed` up is a win and `needed - 1` the tie).
 */
export function chaseRunsPmf(params: CricketBattingParams, ballsBowled: number, wicketsDown: number, needed: number): Float64Array {
  assert(Number.isInteger(needed) && needed > 0, 'a chase still needs runs');
  return memoised(`c|${params.runsPerBall}|${params.wicketPerBall}|${ballsBowled}|${wicketsDown}|${needed}`, () => forwardChaseRuns(params, ballsBowled, wicketsDown, needed));
}

const pmfMemoSize = 64;
const pmfMemo = new Map<string, Float64Array>();

function memoised(key: string, make: () => Float64Array): Float64Array {
  const known = pmfMemo.get(key);
  if (known) return known;
  const made = make();
  if (pmfMemo.size >= pmfMemoSize) pmfMemo.delete(pmfMemo.keys().next().value ?? '');
  pmfMemo.set(key, made);
  return made;
}

/** P(X >= k) of a distribution over runs (index = runs). */
export function atLeast(pmf: ArrayLike<number>, k: number): number {
  let sum = 0;
  for (let i = Math.max(0, k); i < pmf.length; i += 1) sum += pmf[i] ?? 0;
  return Math.min(1, sum);
}

/** Mean of a distribution over runs. */
export function pmfMean(pmf: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < pmf.length; i += 1) sum += i * (pmf[i] ?? 0);
  return sum;
}

/** Odds of a chase from its first ball, for every target: index = runs needed (0 is unused). */
export type ChaseStartCurve = { win: Float64Array; tie: Float64Array };

/**
 * The chance of winning (and of tying) a chase from its first ball for every runs-needed up to
 * `cricketChaseNeededMax`, by one backward recursion over (ball, wickets down, runs needed) with
 * the same per-cell aggression as `chaseOdds` (so `curve.win[n]` is `chaseOdds(params, 0, 0, n)`
 * up to rounding). It prices the match before the chase: the first innings' total is uncertain,
 * and each possible target is looked up here. Depends only on the chaser's params, so memoised.
 */
export function chaseStartCurve(params: CricketBattingParams): ChaseStartCurve {
  const key = `${params.runsPerBall}|${params.wicketPerBall}`;
  const known = curveMemo.get(key);
  if (known) return known;
  const curve = computeChaseStartCurve(params);
  if (curveMemo.size >= curveMemoSize) curveMemo.delete(curveMemo.keys().next().value ?? '');
  curveMemo.set(key, curve);
  return curve;
}

/** More chasers than the calendar prices at once (each curve is ~6 KB). */
const curveMemoSize = 512;
const curveMemo = new Map<string, ChaseStartCurve>();

function computeChaseStartCurve(params: CricketBattingParams): ChaseStartCurve {
  const neededMax = cricketChaseNeededMax;
  const wicketsMax = cricketWicketsMax;
  const width = neededMax + 1;
  const kernelSize = kernelWidth;
  const kernels = kernelLookup(params);
  const neutral = runsTable(params);
  // After the last ball (or all out): a win is already absorbed, one run short is the tie.
  let win = new Float64Array((wicketsMax + 1) * width);
  let tie = new Float64Array((wicketsMax + 1) * width);
  for (let w = 0; w <= wicketsMax; w += 1) tie[w * width + 1] = 1;
  for (let ball = cricketBallsPerInnings - 1; ball >= 0; ball -= 1) {
    const winNow = new Float64Array((wicketsMax + 1) * width);
    const tieNow = new Float64Array((wicketsMax + 1) * width);
    // All out stays all out: the tie row is kept, nothing more can be won.
    tieNow.set(tie.subarray(wicketsMax * width), wicketsMax * width);
    // More than `kernelWidth - 1` a ball cannot be scored: beyond that need both odds stay zero.
    const reachable = Math.min(neededMax, (cricketBallsPerInnings - ball) * (kernelSize - 1) + 1);
    for (let w = 0; w < wicketsMax; w += 1) {
      const row = w * width;
      const outRow = row + width;
      const kernelFor = chaseKernelsUp(kernels, ball, w, neutral.meanAt(ball, w));
      for (let n = 1; n <= reachable; n += 1) {
        const { scoring, out } = kernelFor(n);
        let pWin = 0;
        let pTie = 0;
        for (let k = 0; k < kernelSize; k += 1) {
          const left = n - k;
          if (left <= 0) {
            pWin += (scoring[k] ?? 0) + (out[k] ?? 0);
            continue;
          }
          pWin += (scoring[k] ?? 0) * (win[row + left] ?? 0) + (out[k] ?? 0) * (win[outRow + left] ?? 0);
          pTie += (scoring[k] ?? 0) * (tie[row + left] ?? 0) + (out[k] ?? 0) * (tie[outRow + left] ?? 0);
        }
        winNow[row + n] = pWin;
        tieNow[row + n] = pTie;
      }
    }
    win = winNow;
    tie = tieNow;
  }
  return { win: win.slice(0, width), tie: tie.slice(0, width) };
}

/**
 * The kernels of one (ball, wickets down) cell for runs needed walked upwards (1, 2, ...): each at
 * the chase's aggression level for that need, which only rises with it, so the level scan resumes
 * where the last need left it (`chaseAggressionLevelFrom`).
 */
export function chaseKernelsUp(kernels: KernelLookup, ball: number, wicketsDown: number, neutralMean: number): (needed: number) => Kernel {
  let level = -1;
  let kernel = kernels(ball, wicketsDown, neutralAggressionLevel);
  return (needed) => {
    const wanted = chaseAggressionLevelFrom(level, needed, neutralMean, wicketsDown);
    if (wanted !== level) {
      level = wanted;
      kernel = kernels(ball, wicketsDown, level);
    }
    return kernel;
  };
}

/** Runs added by one legal ball with up to two wides before it: 0..8. */
export const kernelWidth = 9;

export type Kernel = { scoring: Float64Array; out: Float64Array };

/**
 * Per-ball kernels: `scoring[k]` is P(k runs, no wicket), `out[k]` is P(k runs and a wicket)
 * (k is 0 to 2: the wides before the wicket ball). Wides before a ball are geometric, as the
 * simulation bowls them; three or more (below 3e-5 a ball) are counted as two.
 */
export type KernelLookup = (ball: number, wicketsDown: number, level: number) => Kernel;

export function kernelLookup(params: CricketBattingParams): KernelLookup {
  const modelAt = ballModelLookup(params);
  const pw = cricketWidePerDelivery;
  const wideOdds = [1 - pw, pw * (1 - pw), pw * pw];
  const cache = new Map<BallModel, Kernel>();
  return (ball, wicketsDown, level) => {
    const model = modelAt(ball, wicketsDown, level);
    const known = cache.get(model);
    if (known) return known;
    const scoring = new Float64Array(kernelWidth);
    const out = new Float64Array(kernelWidth);
    wideOdds.forEach((pWide, wide) => {
      out[wide] = (out[wide] ?? 0) + pWide * model.wicket;
      model.runs.forEach((p, i) => {
        const k = wide + (cricketRunValues[i] ?? 0);
        scoring[k] = (scoring[k] ?? 0) + pWide * (1 - model.wicket) * p;
      });
    });
    const made = { scoring, out };
    cache.set(model, made);
    return made;
  };
}
