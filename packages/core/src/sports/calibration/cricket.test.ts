import { describe, expect, it } from 'vitest';
import { calibrationFailures, runCalibration } from './harness';
import { cricketCalibration } from './cricket';

describe('cricket calibration (small run; full size in npm run bench)', () => {
  it('prices every offered market within its interval and plays like T20 cricket', () => {
    const report = runCalibration(cricketCalibration, 7, 40, 2.576, 15);
    expect(calibrationFailures(report)).toEqual([]);
    expect(report.markets.length).toBeGreaterThanOrEqual(10);
  }, 60_000);
});
