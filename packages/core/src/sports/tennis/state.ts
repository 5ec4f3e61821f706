import { assert } from '../../control/control';
import { assertRatesInRange, scheduledMatch } from '../match-clock';
import { tennisFormSd, tennisServeWinMax, tennisServeWinMin } from '../limits';
import { clamp } from '../probability';
import type { MatchClock, Side } from '../types';
import { otherSide } from '../types';

/** Probability that each player wins a point on their own serve, and who serves first. */
export type TennisParams = { homeServeWin: number; awayServeWin: number; firstServer: Side; timeScale: number };

export type TennisGameRecord = { set: number; game: number; server: Side; winner: Side; tiebreak: boolean };

export type TennisDanger = { kind: 'break-point' | 'set-point' | 'match-point'; side: Side };

export type TennisState = MatchClock & {
  sport: 'tennis';
  params: TennisParams;
  /** Games per set, home first; the last entry is the set in play while the match is live. */
  sets: [number, number][];
  /** Points won in the current game or tie-break, home first. */
  points: [number, number];
  tiebreak: boolean;
  /** Server of the current game; in a tie-break, the player who served its first point. */
  server: Side;
  games: TennisGameRecord[];
  danger: TennisDanger | null;
  nextPointAtMatchMs: number;
  winner: Side | null;
  /**
   * The day's form, drawn at the first point: home serves `form` better than rated and away the
   * same worse. Null before the start; a live match without it plays at form 0.
   */
  form: number | null;
};

/**
 * API `scores` for tennis: `{ sets: [[6,4],[3,2]], points: ["30","15"], server: "home",
 * tiebreak: false, period: "S2" }`. Points read 0/15/30/40/AD; in a tie-break they are the raw
 * counts ("5", "4"). `period` is "S1".."S3" while live and "FT" when finished.
 */
export type TennisScores = {
  sets: [number, number][];
  points: [string, string];
  server: Side;
  tiebreak: boolean;
  period: string;
};

export function createTennisMatch(params: TennisParams): TennisState {
  assertRatesInRange([params.homeServeWin, params.awayServeWin], tennisServeWinMin, tennisServeWinMax, 'serve win probability out of range');
  return {
    ...scheduledMatch('tennis', params),
    sets: [[0, 0]],
    points: [0, 0],
    tiebreak: false,
    server: params.firstServer,
    games: [],
    danger: null,
    nextPointAtMatchMs: 0,
    winner: null,
    form: null,
  };
}

/** A form value and its probability: the distribution the match draws from at the start. */
export type TennisFormNode = { form: number; p: number };

/**
 * The day's form: a five-point distribution (the Gauss-Hermite nodes of a normal with sd
 * `tennisFormSd`), so that the simulation draws exactly the mixture the pre-match price averages.
 */
export const tennisFormNodes: readonly TennisFormNode[] = [
  { form: -2.856970013872806, p: 0.011257411327721 },
  { form: -1.355626179974266, p: 0.222075922005613 },
  { form: 0, p: 0.533333333333333 },
  { form: 1.355626179974266, p: 0.222075922005613 },
  { form: 2.856970013872806, p: 0.011257411327721 },
].map((node) => ({ form: node.form * tennisFormSd, p: node.p }));

/** Serve-point win probabilities on the day: the rated ones moved by the form (home up, away down). */
export function servesOnForm(params: TennisParams, form: number): { homeServeWin: number; awayServeWin: number } {
  return {
    homeServeWin: clamp(params.homeServeWin + form, tennisServeWinMin, tennisServeWinMax),
    awayServeWin: clamp(params.awayServeWin - form, tennisServeWinMin, tennisServeWinMax),
  };
}

/** P(`side` wins a point on serve) in this match, the day's form included. */
export function serveWin(state: TennisState, side: Side): number {
  const serves = servesOnForm(state.params, state.form ?? 0);
  return side === 'home' ? serves.homeServeWin : serves.awayServeWin;
}

/** Tie-break serve order: the first server serves point 0, then each player serves two in turn. */
export function tiebreakPointServer(firstServer: Side, pointsPlayed: number): Side {
  return Math.floor((pointsPlayed + 1) / 2) % 2 === 0 ? firstServer : otherSide(firstServer);
}

export function currentPointServer(state: TennisState): Side {
  return state.tiebreak ? tiebreakPointServer(state.server, state.points[0] + state.points[1]) : state.server;
}

export function currentSet(state: TennisState): [number, number] {
  const set = state.sets[state.sets.length - 1];
  assert(set !== undefined, 'a match always has a set entry');
  return set;
}

/** Sets won by `side` among completed sets. */
export function setsWonIn(completed: readonly (readonly [number, number])[], side: Side): number {
  return completed.filter(([h, a]) => (side === 'home' ? h > a : a > h)).length;
}

export function setsWon(state: TennisState, side: Side): number {
  return setsWonIn(state.phase === 'ended' ? state.sets : state.sets.slice(0, -1), side);
}

/** A set is over at 6 games with a 2-game lead, or at 7 (7-5, or 7-6 after the tie-break). */
export function isSetOver(home: number, away: number): boolean {
  const hi = Math.max(home, away);
  const lo = Math.min(home, away);
  return (hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6));
}

/** A set score that can appear on a scoreboard; `finished` demands a completed set. */
export function isLegalSetScore(home: number, away: number, finished: boolean): boolean {
  if (finished) return isSetOver(home, away);
  return home <= 6 && away <= 6 && !isSetOver(home, away);
}

function regularPointText(mine: number, theirs: number): string {
  if (mine >= 3 && theirs >= 3) return mine > theirs ? 'AD' : '40';
  return ['0', '15', '30', '40'][Math.min(mine, 3)] ?? '40';
}

export function tennisScores(state: TennisState): TennisScores {
  const [h, a] = state.points;
  const points: [string, string] = state.tiebreak
    ? [String(h), String(a)]
    : [regularPointText(h, a), regularPointText(a, h)];
  return {
    sets: state.sets.map(([x, y]) => [x, y]),
    points,
    server: currentPointServer(state),
    tiebreak: state.tiebreak,
    period: state.phase === 'ended' ? 'FT' : `S${state.sets.length}`,
  };
}
