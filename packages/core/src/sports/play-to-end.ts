import { Prng } from './prng';
import type { MatchClock, StepResult } from './types';

/** Steps a simulation never takes to end a match; a match still going after them is a bug the caller sees. */
export const playToEndStepsMax = 10_000;

/**
 * Plays a match from `start` in real-time steps of `tickMs` with a `seed`ed source until it ends
 * (at most `playToEndStepsMax` steps), calling `check(before, after)` on every step. The simulation
 * tests' driver: the same seed plays the same match.
 */
export function playToEnd<S extends MatchClock>(
  start: S,
  step: (state: S, elapsedRealMs: number, rng: Prng) => StepResult<S>,
  seed: number,
  tickMs: number,
  check: (before: S, after: S) => void,
): S {
  const rng = Prng.fromSeed(seed);
  let state = start;
  for (let i = 0; i < playToEndStepsMax && state.phase !== 'ended'; i += 1) {
    const next = step(state, tickMs, rng).state;
    check(state, next);
    state = next;
  }
  return state;
}
