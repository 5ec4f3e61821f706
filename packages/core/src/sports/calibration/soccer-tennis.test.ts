import { describe, expect, it } from 'vitest';
import { calibrationFailures, runCalibration } from './harness';
import type { CalibrationSpec } from './harness';
import { runPriceBands } from './price-bands';
import { soccerCalibration } from './soccer';
import { tennisCalibration } from './tennis';

/**
 * A seconds-long run of the calibration suite (the full 20,000 matches per sport run in
 * `npm run bench`): every figure inside its band around the real value, every market the feed
 * offers before the start and in play priced inside the Wilson interval of how often it won.
 */
function failuresOf(spec: CalibrationSpec, matches: number): string[] {
  return calibrationFailures(runCalibration(spec, 17, matches));
}

describe('calibration: soccer and tennis', () => {
  it('soccer: big-5 league figures and every market priced as often as it wins', () => {
    expect(failuresOf(soccerCalibration, 1_500)).toEqual([]);
  }, 60_000);

  it('tennis: ATP figures and every market priced as often as it wins', () => {
    expect(failuresOf(tennisCalibration, 1_000)).toEqual([]);
  }, 60_000);

  it('every price band of every market wins as often as priced (favourites and outsiders apart)', () => {
    for (const spec of [soccerCalibration, tennisCalibration]) {
      // About 85 bands are checked at once, so each at 99.9% (z = 3.29) keeps noise from failing the run.
      const bad = runPriceBands(spec, 23, 600, 3.29).filter((band) => !band.ok);
      expect(bad.map((b) => `${spec.sport} ${b.group}: priced ${b.priced.toFixed(3)} won ${b.observed.toFixed(3)} (n=${b.n})`)).toEqual([]);
    }
  }, 60_000);
});
