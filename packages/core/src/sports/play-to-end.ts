import { Prng } from './prng';
import type { FairMarket, MatchClock, Participants, StepResult } from './types';

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

/**
 * A sport's `homeWinProbability(state)` for `names`: the first of its fair markets (the match
 * winner), which must be priced in play (else the test fails with `unpriced`).
 */
export function homeWinProbabilityFor<S>(fairMarkets: (state: S, names: Participants) => readonly FairMarket[], names: Participants, unpriced: string) {
  return (state: S): number => {
    const market = fairMarkets(state, names)[0];
    if (market?.decision.kind !== 'priced') throw new Error(unpriced);
    return market.decision.probabilities[0] ?? 0;
  };
}

/** A sport's `playToEnd(seed, tickMs, check)`: each call plays a fresh match from `start()`. */
export function matchPlayer<S extends MatchClock>(start: () => S, step: (state: S, elapsedRealMs: number, rng: Prng) => StepResult<S>) {
  return (seed: number, tickMs: number, check: (before: S, after: S) => void): S => playToEnd(start(), step, seed, tickMs, check);
}
