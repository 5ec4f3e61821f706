import { assert } from '../../control/control';
import type { Prng } from '../prng';
import { driveMatch } from '../match-clock';
import type { SportDriver } from '../match-clock';
import {
  soccerAddedMinutesFirstHalfMax,
  soccerAddedMinutesFirstHalfMin,
  soccerAddedMinutesSecondHalfMax,
  soccerAddedMinutesSecondHalfMin,
  soccerAttackMatchMsMax,
  soccerAttackMatchMsMin,
  soccerAttacksPer90,
  soccerGoalSettleRealMs,
  soccerGoalsMax,
  soccerGoalsPer90Average,
  soccerHalfMatchMs,
  soccerHalfTimeMatchMs,
  soccerPenaltyConversion,
  soccerPenaltyMatchMs,
  soccerPenaltyShare,
} from '../limits';
import type { MatchEvent, Side, StepResult } from '../types';
import { soccerClock, soccerGoalCount, soccerTempo } from './state';
import type { SoccerState } from './state';

const ninetyMinutesMs = 2 * soccerHalfMatchMs;

/** Stronger attacks create more chances: attack rate grows with the square root of goal rate. */
export function soccerAttacksPer90For(goalsPer90: number): number {
  return soccerAttacksPer90 * Math.sqrt(goalsPer90 / soccerGoalsPer90Average);
}

/**
 * Open-play conversion chosen so that attacks x conversion + penalties x penalty conversion equals
 * the side's goal rate: the simulation then scores, on average, what the Poisson pricer expects.
 */
export function soccerOpenPlayConversion(goalsPer90: number): number {
  const attacks = soccerAttacksPer90For(goalsPer90);
  const penaltyGoals = attacks * soccerPenaltyShare * soccerPenaltyConversion;
  const conversion = (goalsPer90 - penaltyGoals) / (attacks * (1 - soccerPenaltyShare));
  assert(conversion > 0 && conversion < 1, 'open-play conversion is a probability');
  return conversion;
}

const expectedDangerMs =
  (1 - soccerPenaltyShare) * ((soccerAttackMatchMsMin + soccerAttackMatchMsMax) / 2) + soccerPenaltyShare * soccerPenaltyMatchMs;

function goalsPer90(state: SoccerState, side: Side): number {
  return side === 'home' ? state.params.homeGoalsPer90 : state.params.awayGoalsPer90;
}

/**
 * Gap to the next attack at the current score's tempo; the danger time is taken off the mean so
 * attacks keep their rate (attacks x tempo per 90 minutes).
 */
function nextAttackGapMs(state: SoccerState, rng: Prng): number {
  const tempo = soccerTempo(soccerGoalCount(state, 'home') - soccerGoalCount(state, 'away'));
  const attacksPer90 = tempo * (soccerAttacksPer90For(state.params.homeGoalsPer90) + soccerAttacksPer90For(state.params.awayGoalsPer90));
  const meanGapMs = ninetyMinutesMs / attacksPer90 - expectedDangerMs;
  assert(meanGapMs > 0, 'attacks leave time between them');
  return Math.round(rng.nextExponential(meanGapMs));
}

type Happening = { kind: 'resolve-danger' | 'announce-added' | 'end-period' | 'attack'; atPeriodMs: number };

function halfEndMs(state: SoccerState): number | null {
  return state.addedMs === null ? null : soccerHalfMatchMs + state.addedMs;
}

/** The next thing due in the current period. A half never ends during an attack. */
function nextHappening(state: SoccerState): Happening {
  if (state.period === 'HT') return { kind: 'end-period', atPeriodMs: soccerHalfTimeMatchMs };
  assert(state.period === '1H' || state.period === '2H', 'happenings only in play or at half time');
  if (state.danger !== null) {
    const atPeriodMs = state.periodMs + (state.danger.untilMatchMs - state.matchMs);
    return { kind: 'resolve-danger', atPeriodMs };
  }
  const end = halfEndMs(state);
  const boundary: Happening =
    end === null ? { kind: 'announce-added', atPeriodMs: soccerHalfMatchMs } : { kind: 'end-period', atPeriodMs: end };
  if (state.nextAttackPeriodMs < boundary.atPeriodMs) return { kind: 'attack', atPeriodMs: Math.max(state.periodMs, state.nextAttackPeriodMs) };
  return { ...boundary, atPeriodMs: Math.max(state.periodMs, boundary.atPeriodMs) };
}

function startAttack(state: SoccerState, events: MatchEvent[], rng: Prng): SoccerState {
  const homeAttacks = soccerAttacksPer90For(state.params.homeGoalsPer90);
  const awayAttacks = soccerAttacksPer90For(state.params.awayGoalsPer90);
  const side: Side = rng.pickWeighted([homeAttacks, awayAttacks]) === 0 ? 'home' : 'away';
  const penalty = rng.chance(soccerPenaltyShare);
  const scores = rng.chance(penalty ? soccerPenaltyConversion : soccerOpenPlayConversion(goalsPer90(state, side)));
  const durationMs = penalty ? soccerPenaltyMatchMs : rng.nextIntBetween(soccerAttackMatchMsMin, soccerAttackMatchMsMax);
  const kind = penalty ? 'penalty' : 'attack';
  events.push({ type: 'danger', matchMs: state.matchMs, danger: kind, side });
  return { ...state, danger: { kind, side, untilMatchMs: state.matchMs + durationMs, scores } };
}

/** Records a goal: used by the simulation and by tests that need a state just after a goal. */
export function soccerRecordGoal(state: SoccerState, side: Side, penalty: boolean): SoccerState {
  assert(state.goals.length < soccerGoalsMax, 'goal count bound');
  assert(state.period === '1H' || state.period === '2H', 'goals are scored in play');
  const goal = { side, matchMs: state.matchMs, clock: soccerClock(state), penalty };
  return { ...state, goals: [...state.goals, goal], suspendedUntilRealMs: state.realMs + soccerGoalSettleRealMs };
}

function resolveDanger(state: SoccerState, events: MatchEvent[], rng: Prng): SoccerState {
  const danger = state.danger;
  assert(danger !== null, 'a danger to resolve');
  let next: SoccerState = { ...state, danger: null };
  if (danger.scores) {
    next = soccerRecordGoal(next, danger.side, danger.kind === 'penalty');
    events.push({ type: 'score', matchMs: state.matchMs, kind: 'goal', side: danger.side, value: soccerGoalCount(next, danger.side) });
  }
  events.push({ type: 'danger-cleared', matchMs: state.matchMs });
  return { ...next, nextAttackPeriodMs: state.periodMs + nextAttackGapMs(next, rng) };
}

function addedMinutes(state: SoccerState, rng: Prng): number {
  return state.period === '1H'
    ? rng.nextIntBetween(soccerAddedMinutesFirstHalfMin, soccerAddedMinutesFirstHalfMax)
    : rng.nextIntBetween(soccerAddedMinutesSecondHalfMin, soccerAddedMinutesSecondHalfMax);
}

function endPeriod(state: SoccerState, events: MatchEvent[], rng: Prng): SoccerState {
  const at = state.matchMs;
  if (state.period === '1H') {
    events.push({ type: 'period', matchMs: at, period: 'HT' });
    return { ...state, period: 'HT', periodMs: 0, addedMs: null };
  }
  if (state.period === 'HT') {
    events.push({ type: 'period', matchMs: at, period: '2H' });
    const secondHalf: SoccerState = { ...state, period: '2H', periodMs: 0, addedMs: null };
    return { ...secondHalf, nextAttackPeriodMs: nextAttackGapMs(secondHalf, rng) };
  }
  assert(state.period === '2H', 'only the second half ends the match');
  const home = soccerGoalCount(state, 'home');
  const away = soccerGoalCount(state, 'away');
  events.push({ type: 'period', matchMs: at, period: 'FT' });
  events.push({ type: 'end', matchMs: at, winner: home > away ? 'home' : away > home ? 'away' : 'draw' });
  return { ...state, period: 'FT', phase: 'ended', suspendedUntilRealMs: 0 };
}

const soccerDriver: SportDriver<SoccerState> = {
  kickOff: (state, events, rng) => {
    events.push({ type: 'period', matchMs: state.matchMs, period: '1H' });
    const live: SoccerState = { ...state, phase: 'live', period: '1H', periodMs: 0 };
    return { ...live, nextAttackPeriodMs: nextAttackGapMs(live, rng) };
  },
  nextAtMatchMs: (state) => state.matchMs + (nextHappening(state).atPeriodMs - state.periodMs),
  happen: (state, events, rng) => {
    const happening = nextHappening(state);
    switch (happening.kind) {
      case 'resolve-danger':
        return resolveDanger(state, events, rng);
      case 'announce-added':
        return { ...state, addedMs: addedMinutes(state, rng) * 60_000 };
      case 'end-period':
        return endPeriod(state, events, rng);
      case 'attack':
        return startAttack(state, events, rng);
    }
  },
  elapse: (state, matchMs) => ({ ...state, periodMs: state.periodMs + matchMs }),
};

/** Plays `elapsedRealMs` of wall-clock time of a soccer match. */
export function stepSoccer(state: SoccerState, elapsedRealMs: number, rng: Prng): StepResult<SoccerState> {
  return driveMatch(state, elapsedRealMs, rng, soccerDriver);
}
