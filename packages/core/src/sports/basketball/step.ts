import { assert } from '../../control/control';
import type { Prng } from '../prng';
import { driveMatch } from '../match-clock';
import type { SportDriver } from '../match-clock';
import {
  basketballBasketSettleRealMs,
  basketballEndGamePossessions,
  basketballFinalSecondsMargin,
  basketballFinalSecondsMatchMs,
  basketballHalfTimeMatchMs,
  basketballOvertimesMax,
  basketballPossessionMatchMsMax,
  basketballPossessionMatchMsMin,
  basketballQuarterBreakMatchMs,
  basketballQuarters,
} from '../limits';
import type { MatchEvent, Side, StepResult } from '../types';
import { otherSide } from '../types';
import { endGamePoints, possessionModel } from './possession-model';
import { basketballPoints, periodLengthMs, periodName } from './state';
import type { BasketballBreak, BasketballState } from './state';

/** Possessions last whole seconds, uniform between the bounds (the pricing counts them the same way). */
function possessionEnd(clockMs: number, rng: Prng): number {
  return clockMs - 1000 * rng.nextIntBetween(basketballPossessionMatchMsMin / 1000, basketballPossessionMatchMsMax / 1000);
}

/** Ends of the possessions after one ending at `fromClockMs`: `count` of them, each drawn after the one before. */
function endsAfter(fromClockMs: number, count: number, rng: Prng): number[] {
  const ends: number[] = [];
  for (let i = 0; i < count; i += 1) ends.push(possessionEnd(ends[i - 1] ?? fromClockMs, rng));
  return ends;
}

/** Adds points to the period in play; exported so tests can build states just after a basket. */
export function basketballAddPoints(state: BasketballState, side: Side, points: number): BasketballState {
  assert(points >= 0 && points <= 3, 'a possession scores 0 to 3 points');
  const last = state.periodScores[state.periodScores.length - 1];
  assert(last !== undefined, 'points are scored in a period');
  const updated: [number, number] = side === 'home' ? [last[0] + points, last[1]] : [last[0], last[1] + points];
  return { ...state, periodScores: [...state.periodScores.slice(0, -1), updated] };
}

/** Final seconds of a close fourth quarter or overtime: prices are pulled. */
function withFinalSeconds(state: BasketballState, events: MatchEvent[]): BasketballState {
  const close = Math.abs(basketballPoints(state, 'home') - basketballPoints(state, 'away')) <= basketballFinalSecondsMargin;
  const finalSeconds =
    state.breakKind === null && state.quarter >= basketballQuarters && state.clockMs <= basketballFinalSecondsMatchMs && close;
  if (finalSeconds && !state.finalSeconds) events.push({ type: 'danger', matchMs: state.matchMs, danger: 'final-seconds', side: null });
  if (!finalSeconds && state.finalSeconds) events.push({ type: 'danger-cleared', matchMs: state.matchMs });
  return { ...state, finalSeconds };
}

function playPossession(state: BasketballState, events: MatchEvent[], rng: Prng): BasketballState {
  const side = state.possession;
  const rate = side === 'home' ? state.params.homePointsPer48 : state.params.awayPointsPer48;
  const lead = basketballPoints(state, side) - basketballPoints(state, otherSide(side));
  // The next possessions are drawn ahead: how many of them complete tells whether this one is in the end game.
  const known = state.laterEndsAtClockMs.slice(0, basketballEndGamePossessions - 1);
  const ends = [...known, ...endsAfter(known[known.length - 1] ?? state.clockMs, basketballEndGamePossessions - known.length, rng)];
  const after = ends.filter((end) => end > 0).length;
  const endGame = state.quarter >= basketballQuarters && after < basketballEndGamePossessions;
  const points = rng.pickWeighted(endGame ? endGamePoints(rate, lead, after === 0) : possessionModel(rate, lead).points);
  let next: BasketballState = { ...state, possession: otherSide(side), possessionEndsAtClockMs: ends[0] ?? 0, laterEndsAtClockMs: ends.slice(1) };
  if (points > 0) {
    next = { ...basketballAddPoints(next, side, points), suspendedUntilRealMs: state.realMs + basketballBasketSettleRealMs };
    events.push({ type: 'score', matchMs: state.matchMs, kind: 'basket', side, value: basketballPoints(next, side) });
  }
  return withFinalSeconds(next, events);
}

function startPeriod(state: BasketballState, events: MatchEvent[], rng: Prng): BasketballState {
  const quarter = state.quarter + 1;
  const clockMs = periodLengthMs(quarter);
  events.push({ type: 'period', matchMs: state.matchMs, period: periodName(quarter) });
  const possession: Side = rng.chance(0.5) ? 'home' : 'away';
  const firstEnd = possessionEnd(clockMs, rng);
  return {
    ...state,
    quarter,
    clockMs,
    breakKind: null,
    periodScores: [...state.periodScores, [0, 0]],
    possession,
    possessionEndsAtClockMs: firstEnd,
    laterEndsAtClockMs: endsAfter(firstEnd, basketballEndGamePossessions - 1, rng),
  };
}

function endPeriod(state: BasketballState, events: MatchEvent[], rng: Prng): BasketballState {
  let current = withFinalSeconds({ ...state, clockMs: 0, breakKind: 'quarter-break' }, events);
  const home = basketballPoints(current, 'home');
  const away = basketballPoints(current, 'away');
  const overtimes = current.quarter - basketballQuarters;
  if (current.quarter >= basketballQuarters && home === away && overtimes >= basketballOvertimesMax) {
    // A safety valve that keeps the match finite: the last allowed overtime ends on one free throw.
    const side: Side = rng.chance(0.5) ? 'home' : 'away';
    current = basketballAddPoints(current, side, 1);
    events.push({ type: 'score', matchMs: current.matchMs, kind: 'basket', side, value: basketballPoints(current, side) });
  }
  const homeFinal = basketballPoints(current, 'home');
  const awayFinal = basketballPoints(current, 'away');
  if (current.quarter >= basketballQuarters && homeFinal !== awayFinal) {
    const winner: Side = homeFinal > awayFinal ? 'home' : 'away';
    events.push({ type: 'period', matchMs: current.matchMs, period: 'FT' });
    events.push({ type: 'end', matchMs: current.matchMs, winner });
    return { ...current, phase: 'ended', breakKind: null, winner, finalSeconds: false, suspendedUntilRealMs: 0 };
  }
  const breakKind: BasketballBreak =
    current.quarter === 2 ? 'half-time' : current.quarter >= basketballQuarters ? 'before-overtime' : 'quarter-break';
  const breakMs = breakKind === 'half-time' ? basketballHalfTimeMatchMs : basketballQuarterBreakMatchMs;
  events.push({ type: 'period', matchMs: current.matchMs, period: breakKind === 'half-time' ? 'HT' : 'break' });
  return { ...current, breakKind, breakEndsAtMatchMs: current.matchMs + breakMs };
}

const basketballDriver: SportDriver<BasketballState> = {
  kickOff: (state, events, rng) => startPeriod({ ...state, phase: 'live' }, events, rng),
  nextAtMatchMs: (state) => {
    if (state.breakKind !== null) return Math.max(state.matchMs, state.breakEndsAtMatchMs);
    return state.matchMs + state.clockMs - Math.max(0, Math.min(state.clockMs, state.possessionEndsAtClockMs));
  },
  happen: (state, events, rng) => {
    if (state.breakKind !== null) return startPeriod(state, events, rng);
    // A possession still running at the buzzer ends the period without a score.
    if (state.clockMs <= 0) return endPeriod(state, events, rng);
    return playPossession(state, events, rng);
  },
  elapse: (state, matchMs) => (state.breakKind !== null ? state : { ...state, clockMs: Math.max(0, state.clockMs - matchMs) }),
};

/** Plays `elapsedRealMs` of wall-clock time of a basketball match. */
export function stepBasketball(state: BasketballState, elapsedRealMs: number, rng: Prng): StepResult<BasketballState> {
  return driveMatch(state, elapsedRealMs, rng, basketballDriver);
}
