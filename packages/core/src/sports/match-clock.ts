import { assert } from '../control/control';
import type { Prng } from './prng';
import { stepElapsedRealMsMax, stepIterationsMax } from './limits';
import type { MatchClock, MatchEvent, StepResult } from './types';

/**
 * What a sport tells the shared clock driver. A sport is event-driven: `nextAtMatchMs` names the
 * match time of the next happening (an attack, a point, a ball, a possession, a period change),
 * `happen` performs it once the clock stands there, and `elapse` moves its own period clock.
 */
export type SportDriver<S extends MatchClock> = {
  kickOff: (state: S, events: MatchEvent[], rng: Prng) => S;
  nextAtMatchMs: (state: S) => number;
  happen: (state: S, events: MatchEvent[], rng: Prng) => S;
  elapse: (state: S, matchMs: number) => S;
};

function moveTo<S extends MatchClock>(state: S, matchMs: number, driver: SportDriver<S>, origin: MatchClock): S {
  assert(matchMs >= state.matchMs, 'the match clock never runs backwards');
  const moved = driver.elapse(state, matchMs - state.matchMs);
  // Real time follows match time through the time scale, measured from the start of this step.
  const realMs = origin.realMs + (matchMs - origin.matchMs) / state.timeScale;
  return { ...moved, matchMs, realMs };
}

/**
 * `step(state, elapsedMs, rng)` for any sport: plays `elapsedRealMs` of wall-clock time (at most
 * `stepElapsedRealMsMax`) and returns the new state with what happened. The input is not changed.
 * A scheduled match kicks off at the start of the step. If the iteration bound is reached the
 * clock stops at the last happening and the rest is caught up by the next call.
 */
export function driveMatch<S extends MatchClock>(
  state: S,
  elapsedRealMs: number,
  rng: Prng,
  driver: SportDriver<S>,
): StepResult<S> {
  assert(Number.isFinite(elapsedRealMs) && elapsedRealMs >= 0, 'elapsed time must be finite and non-negative');
  const events: MatchEvent[] = [];
  if (state.phase === 'ended') return { state, events };
  const origin: MatchClock = state;
  const targetMatchMs = state.matchMs + Math.min(elapsedRealMs, stepElapsedRealMsMax) * state.timeScale;
  let current = state.phase === 'scheduled' ? driver.kickOff(state, events, rng) : state;
  assert(current.phase === 'live', 'a kicked-off match is live');
  let caughtUp = false;
  for (let i = 0; i < stepIterationsMax; i += 1) {
    if (current.phase === 'ended') break;
    const at = driver.nextAtMatchMs(current);
    assert(at >= current.matchMs, 'the next happening is not in the past');
    if (at > targetMatchMs) {
      caughtUp = true;
      break;
    }
    current = driver.happen(moveTo(current, at, driver, origin), events, rng);
  }
  if (current.phase === 'ended' || !caughtUp) return { state: current, events };
  return { state: moveTo(current, targetMatchMs, driver, origin), events };
}

/** Markets are suspended while a dangerous moment lasts and during the settle time after a score. */
export function inSettleTime(clock: MatchClock): boolean {
  return clock.phase === 'live' && clock.realMs < clock.suspendedUntilRealMs;
}

/** The clock of a match not yet started: nothing played, markets open, `timeScale` match ms per real ms. */
export function scheduledClock(timeScale: number): MatchClock {
  assert(timeScale > 0, 'timeScale must be positive');
  return { phase: 'scheduled', matchMs: 0, realMs: 0, timeScale, suspendedUntilRealMs: 0 };
}

/** Asserts each of a sport's rates (home and away) lies in [min, max]; `message` names the bad one. */
export function assertRatesInRange(rates: readonly number[], min: number, max: number, message: string): void {
  for (const rate of rates) assert(rate >= min && rate <= max, message);
}

/** The common head of every sport's new state: its name, its params and a scheduled clock. */
export function scheduledMatch<const Sport extends string, Params extends { timeScale: number }>(sport: Sport, params: Params) {
  return { sport, params, ...scheduledClock(params.timeScale) };
}
