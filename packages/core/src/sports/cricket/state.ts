import { assert } from '../../control/control';
import { scheduledMatch } from '../match-clock';
import {
  cricketBallsPerOver,
  cricketRunsPerBallMax,
  cricketRunsPerBallMin,
  cricketWicketPerBallMax,
  cricketWicketPerBallMin,
} from '../limits';
import type { MatchClock, Side } from '../types';
import { otherSide } from '../types';

/** How a side bats against this opponent: mean runs per legal non-wicket ball, wicket chance per ball. */
export type CricketBattingParams = { runsPerBall: number; wicketPerBall: number };

export type CricketParams = {
  home: CricketBattingParams;
  away: CricketBattingParams;
  /** Decided by the toss before the match is listed. */
  battingFirst: Side;
  timeScale: number;
};

export type CricketInnings = {
  batting: Side;
  runs: number;
  wickets: number;
  /** Legal balls bowled (wides do not count). */
  balls: number;
  /** Runs of each completed over, in order. */
  overRuns: number[];
  /** Runs so far in the over in progress. */
  currentOverRuns: number;
  complete: boolean;
};

export type CricketPeriod = 'pre' | 'innings-1' | 'innings-break' | 'innings-2' | 'ended';

export type CricketBall = { wide: boolean; runs: number; wicket: boolean; airborne: boolean };

/** A ball in the air; its outcome was drawn when it was hit and is revealed when it lands. */
export type CricketDanger = { kind: 'ball-in-air'; side: Side; untilMatchMs: number; ball: CricketBall };

export type CricketState = MatchClock & {
  sport: 'cricket';
  params: CricketParams;
  period: CricketPeriod;
  /** One entry per innings started. */
  innings: CricketInnings[];
  danger: CricketDanger | null;
  nextBallAtMatchMs: number;
  winner: Side | 'tie' | null;
};

export type CricketSideScore = { runs: number; wickets: number; overs: string };

/**
 * API `scores` for cricket: `{ innings: 1, batting: "home", home: { runs: 87, wickets: 2,
 * overs: "12.3" }, away: { runs: 0, wickets: 0, overs: "0.0" }, target: null, period: "innings-1" }`.
 * `overs` is completed overs "." balls of the over in progress; `target` is set in the chase.
 */
export type CricketScores = {
  innings: number;
  batting: Side;
  home: CricketSideScore;
  away: CricketSideScore;
  target: number | null;
  period: CricketPeriod;
};

export function inningsFor(params: CricketParams, number: 1 | 2): Side {
  return number === 1 ? params.battingFirst : otherSide(params.battingFirst);
}

export function freshInnings(batting: Side): CricketInnings {
  return { batting, runs: 0, wickets: 0, balls: 0, overRuns: [], currentOverRuns: 0, complete: false };
}

export function createCricketMatch(params: CricketParams): CricketState {
  for (const side of [params.home, params.away]) {
    assert(side.runsPerBall >= cricketRunsPerBallMin && side.runsPerBall <= cricketRunsPerBallMax, 'runs per ball out of range');
    assert(side.wicketPerBall >= cricketWicketPerBallMin && side.wicketPerBall <= cricketWicketPerBallMax, 'wicket chance out of range');
  }
  return {
    ...scheduledMatch('cricket', params),
    period: 'pre',
    innings: [],
    danger: null,
    nextBallAtMatchMs: 0,
    winner: null,
  };
}

export function oversText(balls: number): string {
  return `${Math.floor(balls / cricketBallsPerOver)}.${balls % cricketBallsPerOver}`;
}

/** The chase target (first-innings runs + 1) once the first innings is complete. */
export function cricketTarget(state: CricketState): number | null {
  const first = state.innings[0];
  return first !== undefined && first.complete ? first.runs + 1 : null;
}

export function currentInnings(state: CricketState): CricketInnings | null {
  const last = state.innings[state.innings.length - 1];
  return last !== undefined && !last.complete ? last : null;
}

export function cricketScores(state: CricketState): CricketScores {
  const sideScore = (side: Side): CricketSideScore => {
    const innings = state.innings.find((i) => i.batting === side);
    return innings === undefined
      ? { runs: 0, wickets: 0, overs: oversText(0) }
      : { runs: innings.runs, wickets: innings.wickets, overs: oversText(innings.balls) };
  };
  const number = Math.max(1, state.innings.length);
  const batting = state.innings[number - 1]?.batting ?? state.params.battingFirst;
  return { innings: number, batting, home: sideScore('home'), away: sideScore('away'), target: cricketTarget(state), period: state.period };
}
