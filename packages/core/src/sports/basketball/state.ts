import { assertRatesInRange, scheduledMatch } from '../match-clock';
import { basketballOvertimeMatchMs, basketballPointsPer48Max, basketballPointsPer48Min, basketballQuarterMatchMs, basketballQuarters } from '../limits';
import type { MatchClock, Side } from '../types';

/** Expected points per 48 minutes of each side against this opponent (home advantage included). */
export type BasketballParams = { homePointsPer48: number; awayPointsPer48: number; timeScale: number };

export type BasketballBreak = 'quarter-break' | 'half-time' | 'before-overtime';

export type BasketballState = MatchClock & {
  sport: 'basketball';
  params: BasketballParams;
  /** 1-4 are quarters, 5 and up overtimes; 0 before tip-off. */
  quarter: number;
  /** Game clock left in the quarter (counts down). */
  clockMs: number;
  /** A break before `quarter + 1`, with the match time it ends at. */
  breakKind: BasketballBreak | null;
  breakEndsAtMatchMs: number;
  /** Points per quarter/overtime, home first; the last entry is the one in play. */
  periodScores: [number, number][];
  possession: Side;
  /** Game clock (remaining) at which the current possession ends. */
  possessionEndsAtClockMs: number;
  /**
   * Game clock at which each of the following possessions ends (drawn ahead, so a possession knows
   * it is in the end game; at or below 0: it does not complete). Hidden from the feed.
   */
  laterEndsAtClockMs: number[];
  finalSeconds: boolean;
  winner: Side | null;
};

/**
 * API `scores` for basketball: `{ home: 88, away: 85, quarter: 4, clock: "02:31", period: "Q4",
 * quarters: [[25,22],[20,24],[23,19],[20,20]] }`. Overtimes are quarter 5 up with period "OT1"...;
 * `period` is "HT"/"break" during breaks and "FT" at the end.
 */
export type BasketballScores = {
  home: number;
  away: number;
  quarter: number;
  clock: string;
  period: string;
  quarters: [number, number][];
};

export function createBasketballMatch(params: BasketballParams): BasketballState {
  assertRatesInRange([params.homePointsPer48, params.awayPointsPer48], basketballPointsPer48Min, basketballPointsPer48Max, 'points per 48 out of range');
  return {
    ...scheduledMatch('basketball', params),
    quarter: 0,
    clockMs: basketballQuarterMatchMs,
    breakKind: null,
    breakEndsAtMatchMs: 0,
    periodScores: [],
    possession: 'home',
    possessionEndsAtClockMs: basketballQuarterMatchMs,
    laterEndsAtClockMs: [],
    finalSeconds: false,
    winner: null,
  };
}

export function periodLengthMs(quarter: number): number {
  return quarter <= basketballQuarters ? basketballQuarterMatchMs : basketballOvertimeMatchMs;
}

export function basketballPoints(state: Pick<BasketballState, 'periodScores'>, side: Side): number {
  return state.periodScores.reduce((sum, [h, a]) => sum + (side === 'home' ? h : a), 0);
}

export function periodName(quarter: number): string {
  return quarter <= basketballQuarters ? `Q${quarter}` : `OT${quarter - basketballQuarters}`;
}

function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export function basketballScores(state: BasketballState): BasketballScores {
  let period: string;
  if (state.phase === 'ended') period = 'FT';
  else if (state.quarter === 0) period = 'pre';
  else if (state.breakKind === 'half-time') period = 'HT';
  else if (state.breakKind !== null) period = 'break';
  else period = periodName(state.quarter);
  return {
    home: basketballPoints(state, 'home'),
    away: basketballPoints(state, 'away'),
    quarter: state.quarter,
    clock: clockText(state.breakKind === null ? state.clockMs : 0),
    period,
    quarters: state.periodScores.map(([h, a]) => [h, a]),
  };
}
