import { assert } from '../../control/control';
import { convolve } from '../probability';
import {
  cricketBallsPerInnings,
  cricketBallsPerOver,
  cricketDeathOverFrom,
  cricketPowerplayOvers,
  cricketTailFromWickets,
  cricketWicketsMax,
  cricketWidePerDelivery,
} from '../limits';
import { ballModel, cricketRunValues, widesMean, widesSecondMoment } from './ball-model';
import type { BallModel } from './ball-model';
import type { CricketBattingParams } from './state';

export type RunsOutlook = { mean: number; variance: number };

/** Outlook of the runs still to come for every (balls bowled, wickets down) of one side's innings. */
export type RunsTable = { at: (ballsBowled: number, wicketsDown: number) => RunsOutlook };


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
  const tailFrom = cricketTailFromWickets;
  const perOver = cricketBallsPerOver;
  const powerplayOvers = cricketPowerplayOvers;
  const deathFrom = cricketDeathOverFrom;
  const wideMean = widesMean;
  const wideSecond = widesSecondMoment;
  const width = wicketsMax + 1;
  // The ball model only varies by phase (3) and by tail (2), so each distinct one is built once.
  const models: BallModel[] = [];
  for (let phase = 0; phase < 3; phase += 1) {
    const ball = [0, cricketPowerplayOvers, cricketDeathOverFrom - 1][phase] ?? 0;
    models.push(ballModel(params, ball * cricketBallsPerOver, 0), ballModel(params, ball * cricketBallsPerOver, cricketTailFromWickets));
  }
  // Row `ball` holds the outlook before legal ball `ball`; row 120 and column 10 are zero.
  const means = new Float64Array((ballsMax + 1) * width);
  const seconds = new Float64Array((ballsMax + 1) * width);
  for (let ball = ballsMax - 1; ball >= 0; ball -= 1) {
    const row = ball * width;
    const next = row + width;
    const over = Math.floor(ball / perOver) + 1;
    const phase = over <= powerplayOvers ? 0 : over >= deathFrom ? 2 : 1;
    for (let w = 0; w < wicketsMax; w += 1) {
      const model = models[phase * 2 + (w >= tailFrom ? 1 : 0)];
      assert(model !== undefined, 'ball model exists');
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
  };
}

export function remainingRuns(params: CricketBattingParams, ballsBowled: number, wicketsDown: number): RunsOutlook {
  return runsTable(params).at(ballsBowled, wicketsDown);
}

/**
 * Distribution of runs in one over (index = runs), wickets and wides included, from the wickets
 * down at its start. Wides are cut at two per ball (the rest of the tail is lumped into two).
 */
export function overRunsPmf(params: CricketBattingParams, overIndex: number, wicketsDown: number): number[] {
  const pw = cricketWidePerDelivery;
  const wides = [1 - pw, pw * (1 - pw), pw * pw];
  let pmf = [1];
  for (let b = 0; b < cricketBallsPerOver; b += 1) {
    const model = ballModel(params, overIndex * cricketBallsPerOver + b, wicketsDown);
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

/** The innings-runs line: the fresh innings expectation rounded down, plus a half. */
export function inningsRunsLine(table: RunsTable): number {
  return Math.floor(table.at(0, 0).mean) + 0.5;
}
