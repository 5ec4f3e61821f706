import { assert } from '../../control/control';
import type { Prng } from '../prng';
import { driveMatch } from '../match-clock';
import type { SportDriver } from '../match-clock';
import {
  tennisChangeoverMatchMs,
  tennisGameSettleRealMs,
  tennisGamesMax,
  tennisPointGapMatchMs,
  tennisPointSettleRealMs,
  tennisSetBreakMatchMs,
  tennisSetsToWin,
} from '../limits';
import type { MatchEvent, Side, StepResult } from '../types';
import { otherSide, sides } from '../types';
import { currentPointServer, currentSet, isSetOver, serveWin, setsWon, setsWonIn, tennisFormNodes } from './state';
import type { TennisDanger, TennisState } from './state';

function gameWonBy(points: [number, number], tiebreak: boolean): Side | null {
  const target = tiebreak ? 7 : 4;
  const [h, a] = points;
  if (h >= target && h - a >= 2) return 'home';
  if (a >= target && a - h >= 2) return 'away';
  return null;
}

function withPoint(points: [number, number], side: Side): [number, number] {
  return side === 'home' ? [points[0] + 1, points[1]] : [points[0], points[1] + 1];
}

/** Whether `side` wins the match, the set or just the game by winning the next point. */
function pointStakes(state: TennisState, side: Side): TennisDanger['kind'] | 'game' | null {
  if (gameWonBy(withPoint(state.points, side), state.tiebreak) !== side) return null;
  const [h, a] = currentSet(state);
  const games: [number, number] = side === 'home' ? [h + 1, a] : [h, a + 1];
  if (!isSetOver(games[0], games[1])) return state.tiebreak || side === state.server ? 'game' : 'break-point';
  return setsWon(state, side) + 1 === tennisSetsToWin ? 'match-point' : 'set-point';
}

/** The dangerous moment before the next point: match point over set point over break point. */
export function tennisDangerFor(state: TennisState): TennisDanger | null {
  if (state.phase !== 'live') return null;
  const rank = { 'match-point': 3, 'set-point': 2, 'break-point': 1 } as const;
  let best: TennisDanger | null = null;
  for (const side of sides) {
    const stakes = pointStakes(state, side);
    if (stakes === null || stakes === 'game') continue;
    if (best === null || rank[stakes] > rank[best.kind]) best = { kind: stakes, side };
  }
  return best;
}

/** Closes the current game for `winner`, moving on to the next game, set or the end. */
export function tennisCompleteGame(state: TennisState, winner: Side, events: MatchEvent[]): TennisState {
  assert(state.games.length < tennisGamesMax, 'games bound');
  const [h, a] = currentSet(state);
  const games: [number, number] = winner === 'home' ? [h + 1, a] : [h, a + 1];
  const record = { set: state.sets.length, game: h + a + 1, server: state.server, winner, tiebreak: state.tiebreak };
  const sets = [...state.sets.slice(0, -1), games];
  // After a tie-break the receiver of its first point serves next, as after any other game.
  const next: TennisState = { ...state, sets, points: [0, 0], tiebreak: false, server: otherSide(state.server), games: [...state.games, record] };
  events.push({ type: 'score', matchMs: state.matchMs, kind: 'game', side: winner, value: winner === 'home' ? games[0] : games[1] });
  if (!isSetOver(games[0], games[1])) return { ...next, tiebreak: games[0] === 6 && games[1] === 6 };
  const won = setsWonIn(sets, winner);
  events.push({ type: 'score', matchMs: state.matchMs, kind: 'set', side: winner, value: won });
  if (won === tennisSetsToWin) {
    events.push({ type: 'period', matchMs: state.matchMs, period: 'FT' });
    events.push({ type: 'end', matchMs: state.matchMs, winner });
    return { ...next, phase: 'ended', winner, danger: null, suspendedUntilRealMs: 0 };
  }
  events.push({ type: 'period', matchMs: state.matchMs, period: `S${sets.length + 1}` });
  return { ...next, sets: [...sets, [0, 0]] };
}

function breakAfter(state: TennisState, gamesBefore: number): number {
  if (state.phase === 'ended') return 0;
  if (state.sets.length > 1 && currentSet(state)[0] + currentSet(state)[1] === 0 && state.points[0] + state.points[1] === 0) {
    return tennisSetBreakMatchMs;
  }
  // Players change ends after the first game of a set and every two games after it.
  const [h, a] = currentSet(state);
  return h + a !== gamesBefore && (h + a) % 2 === 1 ? tennisChangeoverMatchMs : 0;
}

/** Plays one point (server wins with their serve probability) and updates danger and settle time. */
function playPoint(state: TennisState, events: MatchEvent[], rng: Prng): TennisState {
  const server = currentPointServer(state);
  const winner = rng.chance(serveWin(state, server)) ? server : otherSide(server);
  const points = withPoint(state.points, winner);
  events.push({ type: 'score', matchMs: state.matchMs, kind: 'point', side: winner, value: winner === 'home' ? points[0] : points[1] });
  const [h, a] = currentSet(state);
  let next: TennisState = { ...state, points, suspendedUntilRealMs: state.realMs + tennisPointSettleRealMs };
  const gameWinner = gameWonBy(points, state.tiebreak);
  if (gameWinner !== null) {
    next = tennisCompleteGame(next, gameWinner, events);
    next = { ...next, suspendedUntilRealMs: state.realMs + tennisGameSettleRealMs };
  }
  const danger = tennisDangerFor(next);
  if (danger !== null && (state.danger === null || danger.kind !== state.danger.kind || danger.side !== state.danger.side)) {
    events.push({ type: 'danger', matchMs: state.matchMs, danger: danger.kind, side: danger.side });
  } else if (danger === null && state.danger !== null) {
    events.push({ type: 'danger-cleared', matchMs: state.matchMs });
  }
  const gapMs = tennisPointGapMatchMs + rng.nextIntBetween(-5_000, 5_000) + breakAfter(next, h + a);
  return { ...next, danger, nextPointAtMatchMs: state.matchMs + gapMs };
}

const tennisDriver: SportDriver<TennisState> = {
  kickOff: (state, events, rng) => {
    events.push({ type: 'period', matchMs: state.matchMs, period: 'S1' });
    const form = tennisFormNodes[rng.pickWeighted(tennisFormNodes.map((node) => node.p))]?.form ?? 0;
    return { ...state, phase: 'live', form, nextPointAtMatchMs: state.matchMs + tennisPointGapMatchMs };
  },
  nextAtMatchMs: (state) => Math.max(state.matchMs, state.nextPointAtMatchMs),
  happen: playPoint,
  elapse: (state) => state,
};

/** Plays `elapsedRealMs` of wall-clock time of a tennis match. */
export function stepTennis(state: TennisState, elapsedRealMs: number, rng: Prng): StepResult<TennisState> {
  return driveMatch(state, elapsedRealMs, rng, tennisDriver);
}
