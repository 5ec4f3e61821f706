import { assertRatesInRange, scheduledMatch } from '../match-clock';
import {
  soccerAddedMinutesFirstHalfMax,
  soccerAddedMinutesFirstHalfMin,
  soccerAddedMinutesSecondHalfMax,
  soccerAddedMinutesSecondHalfMin,
  soccerGoalsPer90Max,
  soccerGoalsPer90Min,
  soccerHalfMatchMs,
} from '../limits';
import type { MatchClock, Side } from '../types';

export type SoccerPeriod = 'pre' | '1H' | 'HT' | '2H' | 'FT';

/** Expected goals per 90 minutes of each side against this opponent (home advantage included). */
export type SoccerParams = { homeGoalsPer90: number; awayGoalsPer90: number; timeScale: number };

export type SoccerGoal = { side: Side; matchMs: number; clock: string; penalty: boolean };

/** A dangerous attack or a penalty in progress; its outcome is drawn at the start (kept hidden). */
export type SoccerDanger = { kind: 'attack' | 'penalty'; side: Side; untilMatchMs: number; scores: boolean };

export type SoccerState = MatchClock & {
  sport: 'soccer';
  params: SoccerParams;
  period: SoccerPeriod;
  /** Ms played in the current period (0 at each kick-off). */
  periodMs: number;
  /** Added time of the current half, announced at 45:00; null before the announcement. */
  addedMs: number | null;
  goals: SoccerGoal[];
  danger: SoccerDanger | null;
  /** Period ms at which the next dangerous attack starts. */
  nextAttackPeriodMs: number;
};

/** API `scores` for soccer: `{ home: 2, away: 1, clock: "67'", period: "2H" }`. */
export type SoccerScores = { home: number; away: number; clock: string; period: SoccerPeriod };

export function createSoccerMatch(params: SoccerParams): SoccerState {
  assertRatesInRange([params.homeGoalsPer90, params.awayGoalsPer90], soccerGoalsPer90Min, soccerGoalsPer90Max, 'goals per 90 out of range');
  return {
    ...scheduledMatch('soccer', params),
    period: 'pre',
    periodMs: 0,
    addedMs: null,
    goals: [],
    danger: null,
    nextAttackPeriodMs: 0,
  };
}

export function soccerGoalCount(state: SoccerState, side: Side): number {
  return state.goals.filter((g) => g.side === side).length;
}

/** Match clock as shown on TV: "67'", "45+2'", "HT", "FT". Minutes count from 1 ("1'" in the first minute). */
export function soccerClock(state: Pick<SoccerState, 'period' | 'periodMs'>): string {
  const minute = Math.floor(state.periodMs / 60_000) + 1;
  const regularMinutes = soccerHalfMatchMs / 60_000;
  switch (state.period) {
    case 'pre':
      return "0'";
    case 'HT':
      return 'HT';
    case 'FT':
      return 'FT';
    case '1H':
    case '2H': {
      const offset = state.period === '2H' ? regularMinutes : 0;
      if (minute <= regularMinutes) return `${minute + offset}'`;
      return `${regularMinutes + offset}+${minute - regularMinutes}'`;
    }
  }
}

export function soccerScores(state: SoccerState): SoccerScores {
  return {
    home: soccerGoalCount(state, 'home'),
    away: soccerGoalCount(state, 'away'),
    clock: soccerClock(state),
    period: state.period,
  };
}

/** Mean added time of a half, used by pricing before the board goes up. */
export function soccerExpectedAddedMs(half: '1H' | '2H'): number {
  const [min, max] =
    half === '1H'
      ? [soccerAddedMinutesFirstHalfMin, soccerAddedMinutesFirstHalfMax]
      : [soccerAddedMinutesSecondHalfMin, soccerAddedMinutesSecondHalfMax];
  return ((min + max) / 2) * 60_000;
}

/** Minutes of play still to come (regular + added), expected where the added time is unknown. */
export function soccerRemainingPlayMs(state: SoccerState): number {
  const secondHalfMs = soccerHalfMatchMs + soccerExpectedAddedMs('2H');
  const thisHalfLeft = (): number => {
    const added = state.addedMs ?? soccerExpectedAddedMs(state.period === '1H' ? '1H' : '2H');
    return Math.max(0, soccerHalfMatchMs + added - state.periodMs);
  };
  switch (state.period) {
    case 'pre':
      return soccerHalfMatchMs + soccerExpectedAddedMs('1H') + secondHalfMs;
    case '1H':
      return thisHalfLeft() + secondHalfMs;
    case 'HT':
      return secondHalfMs;
    case '2H':
      return thisHalfLeft();
    case 'FT':
      return 0;
  }
}
