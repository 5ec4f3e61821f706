import { assertRatesInRange, scheduledMatch } from '../match-clock';
import {
  soccerAddedMinutesFirstHalfMax,
  soccerAddedMinutesFirstHalfMin,
  soccerAddedMinutesSecondHalfMax,
  soccerAddedMinutesSecondHalfMin,
  soccerGoalsPer90Max,
  soccerGoalsPer90Min,
  soccerHalfMatchMs,
  soccerTempoDecided,
  soccerTempoLevel,
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

/** Whole added minutes of a half, each equally likely (what the simulation draws at 45:00). */
function addedMinutesRange(half: '1H' | '2H'): number[] {
  const [min, max] =
    half === '1H'
      ? [soccerAddedMinutesFirstHalfMin, soccerAddedMinutesFirstHalfMax]
      : [soccerAddedMinutesSecondHalfMin, soccerAddedMinutesSecondHalfMax];
  return Array.from({ length: max - min + 1 }, (_, i) => (min + i) * 60_000);
}

export type RemainingPlay = { ms: number; p: number };

/** Every possible split of `base` plus one added time per unknown half, with its probability. */
function withAddedTimes(baseMs: number, halves: readonly ('1H' | '2H')[]): RemainingPlay[] {
  let outcomes: RemainingPlay[] = [{ ms: baseMs, p: 1 }];
  for (const half of halves) {
    const added = addedMinutesRange(half);
    outcomes = outcomes.flatMap((o) => added.map((ms) => ({ ms: o.ms + ms, p: o.p / added.length })));
  }
  return outcomes;
}

/**
 * Distribution of the minutes of play still to come (regular + added): exact over the added times
 * not yet announced, each uniform over its whole minutes as the simulation draws them.
 */
export function soccerRemainingPlay(state: SoccerState): RemainingPlay[] {
  const thisHalf = state.period === '1H' ? '1H' : '2H';
  const halfLeftMs = Math.max(0, soccerHalfMatchMs + (state.addedMs ?? 0) - state.periodMs);
  const unknownNow: ('1H' | '2H')[] = state.addedMs === null ? [thisHalf] : [];
  switch (state.period) {
    case 'pre':
      return withAddedTimes(2 * soccerHalfMatchMs, ['1H', '2H']);
    case '1H':
      return withAddedTimes(halfLeftMs + soccerHalfMatchMs, [...unknownNow, '2H']);
    case 'HT':
      return withAddedTimes(soccerHalfMatchMs, ['2H']);
    case '2H':
      return withAddedTimes(halfLeftMs, unknownNow);
    case 'FT':
      return [{ ms: 0, p: 1 }];
  }
}

/**
 * Tempo of play at a goal difference: a level game is cagier (fewer dangerous attacks) and a game
 * decided by two or more goals slows down. This state dependence is the process form of the
 * Dixon-Coles low-score correction: more 0-0 and 1-1, fewer 1-0 and fewer high scores.
 */
export function soccerTempo(goalDifference: number): number {
  if (goalDifference === 0) return soccerTempoLevel;
  return Math.abs(goalDifference) >= 2 ? soccerTempoDecided : 1;
}
