import { assert } from '../../control/control';
import { clamp } from '../probability';
import {
  cricketBallsPerOver,
  cricketChaseAggressionExponent,
  cricketChaseAggressionMax,
  cricketChaseAggressionMaxByWickets,
  cricketChaseAggressionMin,
  cricketChaseAggressionStep,
  cricketChaseWicketExponent,
  cricketDeathOverFrom,
  cricketDeathRunFactor,
  cricketDeathWicketFactor,
  cricketMiddleRunFactor,
  cricketPowerplayOvers,
  cricketPowerplayRunFactor,
  cricketPowerplayWicketFactor,
  cricketTailFromWickets,
  cricketTailRunFactor,
  cricketTailWicketFactor,
  cricketWicketPerBallCap,
  cricketWidePerDelivery,
} from '../limits';
import type { CricketBattingParams } from './state';

/** Runs off the bat of a legal, non-wicket ball: 0, 1, 2, 3, 4 and 6 (index 5 is unused). */
export const cricketRunValues = [0, 1, 2, 3, 4, 6] as const;
/**
 * Three shot profiles (0.83, 1.93 and 2.30 runs a scoring ball); a ball mixes the two either side
 * of the wanted mean, so ordinary batting keeps its dots, fours and sixes, and only a side going
 * beyond ~11.5 an over trades singles for sixes.
 */
const defensive = [0.45, 0.4, 0.09, 0.01, 0.04, 0.01] as const;
const aggressive = [0.28, 0.3, 0.11, 0.01, 0.21, 0.09] as const;
const slogging = [0.3, 0.25, 0.07, 0.01, 0.17, 0.2] as const;

function meanOf(weights: readonly number[]): number {
  return weights.reduce((sum, w, i) => sum + w * (cricketRunValues[i] ?? 0), 0);
}

const defensiveMean = meanOf(defensive);
const aggressiveMean = meanOf(aggressive);
const sloggingMean = meanOf(slogging);

function mixFor(mean: number): number[] {
  const [low, high, lowMean, highMean] =
    mean <= aggressiveMean ? [defensive, aggressive, defensiveMean, aggressiveMean] : [aggressive, slogging, aggressiveMean, sloggingMean];
  const mix = (mean - lowMean) / (highMean - lowMean);
  assert(mix >= 0 && mix <= 1, 'mix within the two profiles');
  return high.map((h, i) => mix * h + (1 - mix) * (low[i] ?? 0));
}

export type BallModel = {
  /** Chance that a legal ball takes a wicket (no runs then). */
  wicket: number;
  /** Probabilities of each entry of `cricketRunValues` given no wicket. */
  runs: number[];
  runsMean: number;
  runsSecondMoment: number;
};

/** Aggression levels: level i bats at `cricketChaseAggressionMin + i * step` times the usual rate. */
export const aggressionLevels = Math.round((cricketChaseAggressionMax - cricketChaseAggressionMin) / cricketChaseAggressionStep) + 1;
/** The level of ordinary batting (aggression 1): every first innings and a chase on par. */
export const neutralAggressionLevel = Math.round((1 - cricketChaseAggressionMin) / cricketChaseAggressionStep);

export function aggressionOf(level: number): number {
  assert(Number.isInteger(level) && level >= 0 && level < aggressionLevels, 'aggression level in range');
  return cricketChaseAggressionMin + level * cricketChaseAggressionStep;
}

/**
 * Where each level starts, as runs needed over the ordinary runs to come: level i (i >= 1) when
 * the ratio is at least `levelFrom[i]`. Level i is aggression ratio^exponent rounded to a step,
 * so its lower bound is (min + (i - 0.5) step)^(1 / exponent), computed once here.
 */
const levelFrom: readonly number[] = Array.from({ length: aggressionLevels }, (_, i) =>
  i === 0 ? 0 : (cricketChaseAggressionMin + (i - 0.5) * cricketChaseAggressionStep) ** (1 / cricketChaseAggressionExponent),
);

/**
 * How hard a chasing side bats with `runsNeeded` to get while an ordinary innings from here would
 * add `neutralRunsMean`: behind the rate it attacks (more runs, more wickets), ahead of it it
 * plays safe. Quantised to a level so the same few ball models serve every state; a comparison
 * with fixed bounds, so the chase recursion and the simulation agree to the bit.
 */
export function chaseAggressionLevel(runsNeeded: number, neutralRunsMean: number, wicketsDown = 0): number {
  return chaseAggressionLevelFrom(0, runsNeeded, neutralRunsMean, wicketsDown);
}

/**
 * The highest level a chase bats at with this many wickets down: with the tail in, a side behind
 * the rate stops slogging and bats the overs out (most failed chases are not bowled out).
 */
const levelCaps: readonly number[] = cricketChaseAggressionMaxByWickets.map((cap) => Math.round((cap - cricketChaseAggressionMin) / cricketChaseAggressionStep));

/**
 * `chaseAggressionLevel` for a caller walking runs needed upwards: the level only rises with the
 * runs needed, so the scan may start at the level of a smaller need (same comparisons, same
 * answer, fewer steps).
 */
export function chaseAggressionLevelFrom(levelAtMost: number, runsNeeded: number, neutralRunsMean: number, wicketsDown = 0): number {
  assert(runsNeeded > 0, 'a chase still needs runs');
  const cap = levelCaps[wicketsDown] ?? aggressionLevels - 1;
  if (neutralRunsMean <= 0) return cap;
  const ratio = runsNeeded / neutralRunsMean;
  let level = Math.max(0, levelAtMost);
  while (level + 1 < aggressionLevels && ratio >= (levelFrom[level + 1] ?? Infinity)) level += 1;
  return Math.min(cap, level);
}

type Phase = 0 | 1 | 2;

function phaseOf(ballIndex: number): Phase {
  const over = Math.floor(ballIndex / cricketBallsPerOver) + 1;
  return over <= cricketPowerplayOvers ? 0 : over >= cricketDeathOverFrom ? 2 : 1;
}

const phaseRunFactors = [cricketPowerplayRunFactor, cricketMiddleRunFactor, cricketDeathRunFactor] as const;
const phaseWicketFactors = [cricketPowerplayWicketFactor, 1, cricketDeathWicketFactor] as const;

function buildModel(params: CricketBattingParams, phase: Phase, tail: boolean, level: number): BallModel {
  const aggression = aggressionOf(level);
  const runFactor = phaseRunFactors[phase] * (tail ? cricketTailRunFactor : 1) * aggression;
  const mean = clamp(params.runsPerBall * runFactor, defensiveMean, sloggingMean);
  const runs = mixFor(mean);
  const wicketFactor = phaseWicketFactors[phase] * (tail ? cricketTailWicketFactor : 1) * aggression ** cricketChaseWicketExponent;
  const wicket = clamp(params.wicketPerBall * wicketFactor, 0, cricketWicketPerBallCap);
  const runsSecondMoment = runs.reduce((sum, w, i) => sum + w * (cricketRunValues[i] ?? 0) ** 2, 0);
  return { wicket, runs, runsMean: meanOf(runs), runsSecondMoment };
}

/**
 * The legal ball at `ballIndex` (0-based within the innings) with `wicketsDown`, batted at
 * aggression `level`: powerplay, middle and death overs change the scoring and wicket rates; the
 * tail scores less and bats to last the overs; a chase attacks or defends to its required rate.
 */
export function ballModel(params: CricketBattingParams, ballIndex: number, wicketsDown: number, level = neutralAggressionLevel): BallModel {
  assert(Number.isInteger(ballIndex) && ballIndex >= 0, 'ball index');
  return buildModel(params, phaseOf(ballIndex), wicketsDown >= cricketTailFromWickets, level);
}

/** Wides before a legal ball are geometric: mean pw / (1 - pw), variance pw / (1 - pw)^2. */
export const widesMean = cricketWidePerDelivery / (1 - cricketWidePerDelivery);
export const widesSecondMoment = cricketWidePerDelivery / (1 - cricketWidePerDelivery) ** 2 + widesMean ** 2;

export type BallModelLookup = (ballIndex: number, wicketsDown: number, level?: number) => BallModel;

/**
 * The ball model only varies by phase (powerplay, middle, death), by whether the tail is in and by
 * the aggression level, so a recursion over 120 balls x 10 wickets x runs needs at most
 * 3 x 2 x `aggressionLevels` of them: each built on first use, looked up after (same object, so
 * callers can cache what they derive from it).
 */
export function ballModelLookup(params: CricketBattingParams): BallModelLookup {
  const tailFrom = cricketTailFromWickets;
  const levels = aggressionLevels;
  const models: (BallModel | undefined)[] = new Array<BallModel | undefined>(3 * 2 * levels).fill(undefined);
  return (ballIndex, wicketsDown, level = neutralAggressionLevel) => {
    assert(level >= 0 && level < levels, 'aggression level in range');
    const phase = phaseOf(ballIndex);
    const tail = wicketsDown >= tailFrom;
    const slot = (phase * 2 + (tail ? 1 : 0)) * levels + level;
    const known = models[slot];
    if (known !== undefined) return known;
    const made = buildModel(params, phase, tail, level);
    models[slot] = made;
    return made;
  };
}
