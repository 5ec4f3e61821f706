import { describe, expect, it } from 'vitest';
import { calibrationFailures, runCalibration } from './harness';
import { basketballCalibration } from './basketball';

describe('basketball calibration (small run; full size in npm run bench)', () => {
  it('prices every offered market within its interval and plays like the NBA', () => {
    const report = runCalibration(basketballCalibration, 7, 400);
    expect(calibrationFailures(report)).toEqual([]);
    expect(report.markets.length).toBeGreaterThanOrEqual(30);
  }, 60_000);
});
