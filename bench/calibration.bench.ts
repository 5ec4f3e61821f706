import { pathToFileURL } from 'node:url';
import { calibrationFailures, formatReport, runCalibration } from '../packages/core/src/sports/calibration/harness';
import type { CalibrationSpec } from '../packages/core/src/sports/calibration/harness';
import { basketballCalibration } from '../packages/core/src/sports/calibration/basketball';
import { cricketCalibration } from '../packages/core/src/sports/calibration/cricket';

/**
 * `npm run bench` (or `npx tsx bench/calibration.bench.ts` alone): the sports calibration suite at
 * full size. Each sport plays its matches from the calendar's own fixture draws (seed 17, match i
 * reproducible on its own), prints every figure simulated beside the real value with its band,
 * and every market the feed offers (before the start and at one random in-play moment per match)
 * with its margin-free priced probability, the share it won and the 99% Wilson interval.
 * CALIBRATION_BENCH_SCALE (default 1) scales the match counts (0.1 for a quick look).
 */
const sports: readonly { spec: CalibrationSpec; matches: number }[] = [
  { spec: basketballCalibration, matches: 20_000 },
  { spec: cricketCalibration, matches: 5_000 },
];

export function reportCalibration(): void {
  const scale = Math.min(10, Math.max(0.01, Number(process.env.CALIBRATION_BENCH_SCALE ?? 1)));
  for (const { spec, matches } of sports) {
    const started = performance.now();
    const report = runCalibration(spec, 17, Math.max(50, Math.round(matches * scale)));
    for (const line of formatReport(report)) console.log(line);
    const failed = calibrationFailures(report);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`  ${spec.sport}: ${failed.length === 0 ? 'all within' : `${failed.length} outside`} (${seconds} s)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) reportCalibration();
