import { assert } from '../../control/control';
import type { Prng } from '../prng';
import { driveMatch } from '../match-clock';
import type { SportDriver } from '../match-clock';
import {
  cricketBallGapMatchMs,
  cricketBallInAirMatchMs,
  cricketBallsPerInnings,
  cricketBallsPerOver,
  cricketInningsBreakMatchMs,
  cricketOverGapMatchMs,
  cricketRunsSettleRealMs,
  cricketWicketSettleRealMs,
  cricketWicketsMax,
  cricketWideGapMatchMs,
  cricketWidePerDelivery,
} from '../limits';
import type { MatchEvent, Side, StepResult } from '../types';
import { ballModel, cricketRunValues, neutralAggressionLevel } from './ball-model';
import { chaseLevelAt, runsTable } from './innings-model';
import { cricketTarget, currentInnings, freshInnings, inningsFor } from './state';
import type { CricketBall, CricketInnings, CricketState } from './state';

/** Share of wickets that are catches (the ball is in the air first) and of fours hit in the air. */
const caughtShare = 0.5;
const loftedFourShare = 0.3;

/**
 * The aggression the batting side plays at: ordinary in the first innings, its required rate's in
 * the chase (the same rule the chase pricing assumes, so prices and play agree).
 */
export function cricketAggressionLevel(state: CricketState, innings: CricketInnings): number {
  const target = cricketTarget(state);
  if (target === null) return neutralAggressionLevel;
  return chaseLevelAt(runsTable(state.params[innings.batting]), innings.balls, innings.wickets, target - innings.runs);
}

function drawBall(state: CricketState, innings: CricketInnings, rng: Prng): CricketBall {
  if (rng.chance(cricketWidePerDelivery)) return { wide: true, runs: 1, wicket: false, airborne: false };
  const level = cricketAggressionLevel(state, innings);
  const model = ballModel(state.params[innings.batting], innings.balls, innings.wickets, level);
  if (rng.chance(model.wicket)) return { wide: false, runs: 0, wicket: true, airborne: rng.chance(caughtShare) };
  const runs = cricketRunValues[rng.pickWeighted(model.runs)] ?? 0;
  const airborne = runs === 6 || (runs === 4 && rng.chance(loftedFourShare));
  return { wide: false, runs, wicket: false, airborne };
}

/** Applies a ball to the innings; exported so tests can build states just after a wicket. */
export function cricketApplyBall(innings: CricketInnings, ball: CricketBall): CricketInnings {
  assert(!innings.complete, 'the innings is in progress');
  if (ball.wide) return { ...innings, runs: innings.runs + ball.runs, currentOverRuns: innings.currentOverRuns + ball.runs };
  const balls = innings.balls + 1;
  const overRunsNow = innings.currentOverRuns + ball.runs;
  const overDone = balls % cricketBallsPerOver === 0;
  const next: CricketInnings = {
    ...innings,
    runs: innings.runs + ball.runs,
    wickets: innings.wickets + (ball.wicket ? 1 : 0),
    balls,
    overRuns: overDone ? [...innings.overRuns, overRunsNow] : innings.overRuns,
    currentOverRuns: overDone ? 0 : overRunsNow,
  };
  assert(next.wickets <= cricketWicketsMax, 'at most ten wickets');
  assert(next.balls <= cricketBallsPerInnings, 'at most twenty overs');
  return next;
}

function inningsOver(innings: CricketInnings, target: number | null): boolean {
  return innings.wickets === cricketWicketsMax || innings.balls === cricketBallsPerInnings || (target !== null && innings.runs >= target);
}

function finish(state: CricketState, events: MatchEvent[]): CricketState {
  const [first, second] = state.innings;
  assert(first !== undefined && second !== undefined, 'two innings were played');
  const winner: Side | 'tie' = second.runs > first.runs ? second.batting : second.runs < first.runs ? first.batting : 'tie';
  events.push({ type: 'period', matchMs: state.matchMs, period: 'ended' });
  events.push({ type: 'end', matchMs: state.matchMs, winner: winner === 'tie' ? 'draw' : winner });
  return { ...state, period: 'ended', phase: 'ended', winner, danger: null, suspendedUntilRealMs: 0 };
}

/** Lands a ball: runs and wickets, settle time, end of over, innings or match. */
function landBall(state: CricketState, ball: CricketBall, events: MatchEvent[]): CricketState {
  const innings = currentInnings(state);
  assert(innings !== null, 'a ball needs an innings in progress');
  const target = cricketTarget(state);
  let updated = cricketApplyBall(innings, ball);
  if (inningsOver(updated, target)) updated = { ...updated, complete: true };
  const at = state.matchMs;
  if (ball.runs > 0) events.push({ type: 'score', matchMs: at, kind: 'runs', side: innings.batting, value: updated.runs });
  if (ball.wicket) events.push({ type: 'score', matchMs: at, kind: 'wicket', side: innings.batting, value: updated.wickets });
  const settleMs = ball.wicket ? cricketWicketSettleRealMs : ball.runs > 0 ? cricketRunsSettleRealMs : 0;
  let next: CricketState = {
    ...state,
    innings: [...state.innings.slice(0, -1), updated],
    suspendedUntilRealMs: Math.max(state.suspendedUntilRealMs, state.realMs + settleMs),
  };
  if (updated.complete && state.innings.length === 2) return finish(next, events);
  if (updated.complete) {
    events.push({ type: 'period', matchMs: at, period: 'innings-break' });
    return { ...next, period: 'innings-break', nextBallAtMatchMs: at + cricketInningsBreakMatchMs };
  }
  const gap = ball.wide ? cricketWideGapMatchMs : cricketBallGapMatchMs + (updated.balls % cricketBallsPerOver === 0 ? cricketOverGapMatchMs : 0);
  next = { ...next, nextBallAtMatchMs: at + gap };
  return next;
}

function startInnings(state: CricketState, number: 1 | 2, events: MatchEvent[]): CricketState {
  const period = number === 1 ? 'innings-1' : 'innings-2';
  events.push({ type: 'period', matchMs: state.matchMs, period });
  const innings = [...state.innings, freshInnings(inningsFor(state.params, number))];
  return { ...state, period, innings, nextBallAtMatchMs: state.matchMs + cricketBallGapMatchMs };
}

function happen(state: CricketState, events: MatchEvent[], rng: Prng): CricketState {
  if (state.period === 'innings-break') return startInnings(state, 2, events);
  if (state.danger !== null) {
    const { ball } = state.danger;
    events.push({ type: 'danger-cleared', matchMs: state.matchMs });
    return landBall({ ...state, danger: null }, ball, events);
  }
  const innings = currentInnings(state);
  assert(innings !== null, 'deliveries need an innings in progress');
  const ball = drawBall(state, innings, rng);
  if (!ball.airborne) return landBall(state, ball, events);
  events.push({ type: 'danger', matchMs: state.matchMs, danger: 'ball-in-air', side: innings.batting });
  return { ...state, danger: { kind: 'ball-in-air', side: innings.batting, untilMatchMs: state.matchMs + cricketBallInAirMatchMs, ball } };
}

const cricketDriver: SportDriver<CricketState> = {
  kickOff: (state, events) => startInnings({ ...state, phase: 'live' }, 1, events),
  nextAtMatchMs: (state) => Math.max(state.matchMs, state.danger?.untilMatchMs ?? state.nextBallAtMatchMs),
  happen,
  elapse: (state) => state,
};

/** Plays `elapsedRealMs` of wall-clock time of a T20 match. */
export function stepCricket(state: CricketState, elapsedRealMs: number, rng: Prng): StepResult<CricketState> {
  return driveMatch(state, elapsedRealMs, rng, cricketDriver);
}
