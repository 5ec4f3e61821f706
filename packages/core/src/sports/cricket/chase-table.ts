import { assert } from '../../control/control';
import { cricketBallsPerInnings, cricketWicketsMax } from '../limits';
import { chaseKernelsUp, kernelLookup, kernelWidth, runsTable } from './innings-model';
import type { CricketBattingParams } from './state';

/** What pricing needs of a chase at one state: win, tie and the innings-runs line's over. */
export type ChaseOutlook = { win: number; tie: number; over: number };

export type ChaseTable = {
  /** The second-innings runs line: the chase's mean runs from its first ball, rounded down, plus a half. */
  line: number;
  /** The outlook with `runs` scored from `ballsBowled` balls and `wicketsDown` down (runs below the target). */
  at: (ballsBowled: number, wicketsDown: number, runs: number) => ChaseOutlook;
};

type Values = { win: Float32Array; tie: Float32Array; mean: Float32Array; over: Float32Array };

/**
 * Every state of one chase (a chaser and a target) priced at once by backward recursion over
 * (ball, wickets down, runs so far), each cell batting at the aggression its required rate calls
 * for, as `chaseRunsPmf`'s forward recursion does from a single state (same model, same answers up
 * to rounding). The feed reprices a chase after every ball, so one table per chase replaces a
 * forward recursion per ball with a lookup. Two passes: the first gives win, tie and the mean runs
 * (hence the line), the second the chance of passing the line. Stored as float32 (~1.6 MB for a
 * target of 250), a few chases memoised.
 */
export function chaseTable(params: CricketBattingParams, target: number): ChaseTable {
  assert(Number.isInteger(target) && target > 0, 'a chase has a positive target');
  const key = `${params.runsPerBall}|${params.wicketPerBall}|${target}`;
  const known = tableMemo.get(key);
  if (known) return known;
  const values = chaseValues(params, target, null);
  const line = Math.floor(values.mean[0] ?? 0) + 0.5;
  const over = chaseValues(params, target, Math.ceil(line)).over;
  const width = target;
  const cells = cricketWicketsMax + 1;
  const table: ChaseTable = {
    line,
    at: (ballsBowled, wicketsDown, runs) => {
      assert(ballsBowled >= 0 && ballsBowled <= cricketBallsPerInnings && wicketsDown >= 0 && wicketsDown <= cricketWicketsMax, 'chase state in range');
      assert(runs >= 0 && runs < target, 'the chase is short of its target');
      const at = (ballsBowled * cells + wicketsDown) * width + runs;
      return { win: values.win[at] ?? 0, tie: values.tie[at] ?? 0, over: over[at] ?? 0 };
    },
  };
  if (tableMemo.size >= tableMemoSize) tableMemo.delete(tableMemo.keys().next().value ?? '');
  tableMemo.set(key, table);
  return table;
}

/** More chases than the calendar has in play at once. */
const tableMemoSize = 16;
const tableMemo = new Map<string, ChaseTable>();

/**
 * One backward pass. Without `overFrom`: win, tie and mean runs to come; with it: the chance the
 * innings ends on `overFrom` runs or more (the other arrays are then left empty).
 */
function chaseValues(params: CricketBattingParams, target: number, overFrom: number | null): Values {
  const ballsMax = cricketBallsPerInnings;
  const wicketsMax = cricketWicketsMax;
  const kernelSize = kernelWidth;
  const width = target;
  const cells = wicketsMax + 1;
  const rowSize = cells * width;
  const kernels = kernelLookup(params);
  const neutral = runsTable(params);
  const wanted = overFrom === null;
  const store = (n: number) => new Float32Array(n);
  const size = (ballsMax + 1) * rowSize;
  const out: Values = wanted
    ? { win: store(size), tie: store(size), mean: store(size), over: store(0) }
    : { win: store(0), tie: store(0), mean: store(0), over: store(size) };
  // Working rows in float64: the ball after (`a*`) and this ball (`b*`). Value 0 is win or over, 1 tie, 2 mean.
  let after = [new Float64Array(rowSize), new Float64Array(rowSize), new Float64Array(rowSize)];
  const terminal = (r: number): [number, number, number] => (wanted ? [0, r === target - 1 ? 1 : 0, 0] : [overFrom !== null && r >= overFrom ? 1 : 0, 0, 0]);
  const absorbed = (t: number): number => (wanted ? 1 : overFrom !== null && t >= overFrom ? 1 : 0);
  const save = (ball: number, rows: Float64Array[]) => {
    const at = ball * rowSize;
    if (wanted) {
      out.win.set(rows[0] as Float64Array, at);
      out.tie.set(rows[1] as Float64Array, at);
      out.mean.set(rows[2] as Float64Array, at);
    } else out.over.set(rows[0] as Float64Array, at);
  };
  for (let w = 0; w <= wicketsMax; w += 1) {
    for (let r = 0; r < width; r += 1) {
      const [v0, v1, v2] = terminal(r);
      (after[0] as Float64Array)[w * width + r] = v0;
      (after[1] as Float64Array)[w * width + r] = v1;
      (after[2] as Float64Array)[w * width + r] = v2;
    }
  }
  save(ballsMax, after);
  for (let ball = ballsMax - 1; ball >= 0; ball -= 1) {
    const now = [new Float64Array(rowSize), new Float64Array(rowSize), new Float64Array(rowSize)];
    const [a0, a1, a2] = after as [Float64Array, Float64Array, Float64Array];
    const [n0, n1, n2] = now as [Float64Array, Float64Array, Float64Array];
    // All out stays all out.
    n0.set(a0.subarray(wicketsMax * width), wicketsMax * width);
    n1.set(a1.subarray(wicketsMax * width), wicketsMax * width);
    n2.set(a2.subarray(wicketsMax * width), wicketsMax * width);
    for (let w = 0; w < wicketsMax; w += 1) {
      const row = w * width;
      const outRow = row + width;
      const kernelFor = chaseKernelsUp(kernels, ball, w, neutral.meanAt(ball, w));
      // Runs needed rise as runs so far fall.
      for (let r = width - 1; r >= 0; r -= 1) {
        const { scoring, out: fall } = kernelFor(target - r);
        let v0 = 0;
        let v1 = 0;
        let v2 = 0;
        for (let k = 0; k < kernelSize; k += 1) {
          const s = scoring[k] ?? 0;
          const o = fall[k] ?? 0;
          const t = r + k;
          if (t >= width) {
            v0 += (s + o) * absorbed(t);
            v2 += (s + o) * k;
            continue;
          }
          v0 += s * (a0[row + t] ?? 0) + o * (a0[outRow + t] ?? 0);
          if (wanted) {
            v1 += s * (a1[row + t] ?? 0) + o * (a1[outRow + t] ?? 0);
            v2 += (s + o) * k + s * (a2[row + t] ?? 0) + o * (a2[outRow + t] ?? 0);
          }
        }
        n0[row + r] = v0;
        n1[row + r] = v1;
        n2[row + r] = v2;
      }
    }
    save(ball, now);
    after = now;
  }
  return out;
}
