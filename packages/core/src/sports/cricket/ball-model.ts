import { assert } from '../../control/control';
import { clamp } from '../probability';
import {
  cricketBallsPerOver,
  cricketDeathOverFrom,
  cricketDeathRunFactor,
  cricketDeathWicketFactor,
  cricketMiddleRunFactor,
  cricketPowerplayOvers,
  cricketTailFromWickets,
  cricketTailRunFactor,
  cricketTailWicketFactor,
  cricketWidePerDelivery,
} from '../limits';
import type { CricketBattingParams } from './state';

/** Runs off the bat of a legal, non-wicket ball: 0, 1, 2, 3, 4 and 6 (index 5 is unused). */
export const cricketRunValues = [0, 1, 2, 3, 4, 6] as const;
/** Two shot profiles; a ball is a mix of them that hits the wanted mean (1.93 vs 0.83 runs). */
const aggressive = [0.3, 0.3, 0.1, 0.01, 0.17, 0.12] as const;
const defensive = [0.45, 0.4, 0.09, 0.01, 0.04, 0.01] as const;

function meanOf(weights: readonly number[]): number {
  return weights.reduce((sum, w, i) => sum + w * (cricketRunValues[i] ?? 0), 0);
}

const aggressiveMean = meanOf(aggressive);
const defensiveMean = meanOf(defensive);

export type BallModel = {
  /** Chance that a legal ball takes a wicket (no runs then). */
  wicket: number;
  /** Probabilities of each entry of `cricketRunValues` given no wicket. */
  runs: number[];
  runsMean: number;
  runsSecondMoment: number;
};

/**
 * The legal ball at `ballIndex` (0-based within the innings) with `wicketsDown`: powerplay,
 * middle and death overs change the scoring rate; the tail scores less and falls faster.
 */
export function ballModel(params: CricketBattingParams, ballIndex: number, wicketsDown: number): BallModel {
  assert(Number.isInteger(ballIndex) && ballIndex >= 0, 'ball index');
  const over = Math.floor(ballIndex / cricketBallsPerOver) + 1;
  const death = over >= cricketDeathOverFrom;
  const tail = wicketsDown >= cricketTailFromWickets;
  const phase = over <= cricketPowerplayOvers ? 1 : death ? cricketDeathRunFactor : cricketMiddleRunFactor;
  const mean = clamp(params.runsPerBall * phase * (tail ? cricketTailRunFactor : 1), defensiveMean, aggressiveMean);
  const mix = (mean - defensiveMean) / (aggressiveMean - defensiveMean);
  const runs = aggressive.map((a, i) => mix * a + (1 - mix) * (defensive[i] ?? 0));
  const wicket = clamp(params.wicketPerBall * (death ? cricketDeathWicketFactor : 1) * (tail ? cricketTailWicketFactor : 1), 0, 0.25);
  const runsSecondMoment = runs.reduce((sum, w, i) => sum + w * (cricketRunValues[i] ?? 0) ** 2, 0);
  return { wicket, runs, runsMean: meanOf(runs), runsSecondMoment };
}

/** Wides before a legal ball are geometric: mean pw / (1 - pw), variance pw / (1 - pw)^2. */
export const widesMean = cricketWidePerDelivery / (1 - cricketWidePerDelivery);
export const widesSecondMoment = cricketWidePerDelivery / (1 - cricketWidePerDelivery) ** 2 + widesMean ** 2;

/**
 * The ball model only varies by phase (powerplay, middle, death) and by whether the tail is in,
 * so a recursion over 120 balls x 10 wickets needs just six of them: built once, looked up after.
 */
export function ballModelLookup(params: CricketBattingParams): (ballIndex: number, wicketsDown: number) => BallModel {
  const perOver = cricketBallsPerOver;
  const powerplayOvers = cricketPowerplayOvers;
  const deathFrom = cricketDeathOverFrom;
  const tailFrom = cricketTailFromWickets;
  const firstBallOfPhase = [0, powerplayOvers * perOver, (deathFrom - 1) * perOver];
  const models = firstBallOfPhase.flatMap((ball) => [ballModel(params, ball, 0), ballModel(params, ball, tailFrom)]);
  return (ballIndex, wicketsDown) => {
    const over = Math.floor(ballIndex / perOver) + 1;
    const phase = over <= powerplayOvers ? 0 : over >= deathFrom ? 2 : 1;
    const model = models[phase * 2 + (wicketsDown >= tailFrom ? 1 : 0)];
    assert(model !== undefined, 'a ball model for every phase');
    return model;
  };
}
