import { assert } from '../../control/control';
import { basketballPossessionMatchMsMax, basketballPossessionMatchMsMin, basketballQuarterMatchMs, basketballQuarters } from '../limits';

/** Mean possession length; possessions alternate, so each side has one every two of them. */
export const meanPossessionMs = (basketballPossessionMatchMsMin + basketballPossessionMatchMsMax) / 2;
const regulationMs = basketballQuarters * basketballQuarterMatchMs;
export const possessionsPerSidePer48 = regulationMs / meanPossessionMs / 2;

/** Shape of a possession's points: made threes, twos and lone free throws, scaled to the side's rate. */
const shape = { three: 0.13, two: 0.37, one: 0.06 } as const;
const shapeMean = 3 * shape.three + 2 * shape.two + shape.one;

export type PossessionModel = { points: [number, number, number, number]; mean: number; variance: number };

/** Points distribution (0, 1, 2, 3) of one possession of a side scoring `pointsPer48`. */
export function possessionModel(pointsPer48: number): PossessionModel {
  const perPossession = pointsPer48 / possessionsPerSidePer48;
  const k = perPossession / shapeMean;
  const one = shape.one * k;
  const two = shape.two * k;
  const three = shape.three * k;
  const scoring = one + two + three;
  assert(scoring < 1, 'a possession scores with probability below 1');
  const secondMoment = one + 4 * two + 9 * three;
  return { points: [1 - scoring, one, two, three], mean: perPossession, variance: secondMoment - perPossession ** 2 };
}

/** Normal outlook of one side's points over `remainingMs` of game clock. */
export function sidePointsOutlook(pointsPer48: number, remainingMs: number): { mean: number; variance: number } {
  assert(remainingMs >= 0, 'remaining time is non-negative');
  const model = possessionModel(pointsPer48);
  const possessions = (remainingMs / regulationMs) * possessionsPerSidePer48;
  return { mean: possessions * model.mean, variance: possessions * model.variance };
}
