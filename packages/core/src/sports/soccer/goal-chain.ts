import { assert } from '../../control/control';
import { soccerGoalsRemainingMax, soccerTempoDecided, soccerTempoLevel } from '../limits';
import type { RemainingPlay } from './state';
import { soccerTempo } from './state';

/**
 * The goals still to come as a continuous-time Markov chain on (home goals, away goals): each side
 * scores at its rate per 90 minutes times the tempo of the current goal difference. Solved exactly
 * by uniformization: with Λ the largest total rate, the chain is a Poisson(Λt) number of jumps of
 * the discrete chain "home scores with rate/Λ, away with rate/Λ, else stay". The jump vectors are
 * shared by every possible remaining time, so the unknown added time is mixed in exactly.
 */
export type GoalRates = { home: number; away: number };

const side = soccerGoalsRemainingMax + 1;
const tailTolerance = 1e-13;
const ninetyMinutesMs = 90 * 60_000;

type Cells = Float64Array<ArrayBuffer>;

/**
 * One jump of the uniformized chain into `next` (overwritten); a side at the cap keeps its count
 * (the tail is lumped there). After n jumps only cells with i + j <= n hold mass.
 */
function jump(mass: Cells, next: Cells, rates: GoalRates, startDiff: number, total: number, reach: number): void {
  next.fill(0);
  for (let i = 0; i < side && i <= reach; i += 1) {
    for (let j = 0; j < side && i + j <= reach; j += 1) {
      const p = mass[i * side + j] ?? 0;
      if (p === 0) continue;
      const tempo = soccerTempo(startDiff + i - j);
      const home = (p * rates.home * tempo) / total;
      const away = (p * rates.away * tempo) / total;
      const hi = Math.min(i + 1, soccerGoalsRemainingMax);
      const aj = Math.min(j + 1, soccerGoalsRemainingMax);
      next[i * side + j] = (next[i * side + j] ?? 0) + p - home - away;
      next[hi * side + j] = (next[hi * side + j] ?? 0) + home;
      next[i * side + aj] = (next[i * side + aj] ?? 0) + away;
    }
  }
}

/** P(N = n) for N ~ Poisson(mean) mixed over the remaining times, n = 0.. until the tail is negligible. */
function mixedPoissonWeights(remaining: readonly RemainingPlay[], rate: number): number[] {
  const means = remaining.map((r) => (rate * r.ms) / ninetyMinutesMs);
  const terms = remaining.map((r, k) => r.p * Math.exp(-(means[k] ?? 0)));
  const weights: number[] = [];
  let sum = 0;
  for (let n = 0; 1 - sum > tailTolerance && n < 400; n += 1) {
    const w = terms.reduce((s, t) => s + t, 0);
    weights.push(w);
    sum += w;
    terms.forEach((t, k) => (terms[k] = (t * (means[k] ?? 0)) / (n + 1)));
  }
  return weights;
}

/**
 * Probability of each count of remaining goals, `grid[i * (max + 1) + j]` = P(home scores i more,
 * away j more), from a goal difference of `startDiff` with `remaining` play to come.
 */
export function remainingGoalGrid(rates: GoalRates, startDiff: number, remaining: readonly RemainingPlay[]): number[] {
  const total = (rates.home + rates.away) * Math.max(1, soccerTempoLevel, soccerTempoDecided);
  assert(total > 0, 'some side scores');
  const weights = mixedPoissonWeights(remaining, total);
  let mass: Cells = new Float64Array(side * side);
  let spare: Cells = new Float64Array(side * side);
  mass[0] = 1;
  const grid = new Float64Array(side * side);
  let used = 0;
  weights.forEach((w, n) => {
    if (n > 0) {
      jump(mass, spare, rates, startDiff, total, n - 1);
      [mass, spare] = [spare, mass];
    }
    used += w;
    for (let k = 0; k < grid.length; k += 1) grid[k] = (grid[k] ?? 0) + w * (mass[k] ?? 0);
  });
  // The Poisson tail beyond the last term (below the tolerance) stays where the chain stood.
  for (let k = 0; k < grid.length; k += 1) grid[k] = (grid[k] ?? 0) + (1 - used) * (mass[k] ?? 0);
  return Array.from(grid);
}

/** P(no goal) and P(home scores next) before the next goal, when the tempo is fixed at the current one. */
export function nextGoalChances(rates: GoalRates, diff: number, remaining: readonly RemainingPlay[]): { none: number; home: number } {
  const rate = (rates.home + rates.away) * soccerTempo(diff);
  const none = remaining.reduce((s, r) => s + r.p * Math.exp((-rate * r.ms) / ninetyMinutesMs), 0);
  return { none, home: (rates.home / (rates.home + rates.away)) * (1 - none) };
}

export const goalGridSide = side;
