import { assert } from '../../control/control';
import type { Side } from '../types';
import { otherSide } from '../types';
import { isSetOver, tiebreakPointServer } from './state';

/**
 * Point-by-point Markov model of tennis with constant serve-point win probabilities (the classic
 * Newton-Keller/Klaassen-Magnus model). Everything is exact recursion over score states; only the
 * deuce and tie-break "endless" tails use their closed forms.
 */
export type ServeModel = { homeServeWin: number; awayServeWin: number };

/** P(server wins the game) from `serverPoints`-`receiverPoints`. Deuce: p^2 / (p^2 + q^2). */
export function gameWinProbability(p: number, serverPoints: number, receiverPoints: number): number {
  assert(p > 0 && p < 1, 'point probability in (0, 1)');
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const memo = new Map<number, number>();
  const win = (s: number, r: number): number => {
    if (s >= 4 && s - r >= 2) return 1;
    if (r >= 4 && r - s >= 2) return 0;
    if (s >= 3 && r >= 3) {
      if (s === r) return deuce;
      return s > r ? p + q * deuce : p * deuce;
    }
    const key = s * 8 + r;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * win(s + 1, r) + q * win(s, r + 1);
    memo.set(key, value);
    return value;
  };
  return win(serverPoints, receiverPoints);
}

/** P(home wins the point) when `server` serves. */
function homePointWin(model: ServeModel, server: Side): number {
  return server === 'home' ? model.homeServeWin : 1 - model.awayServeWin;
}

/**
 * P(home wins the tie-break) from `home`-`away` points, `firstServer` having served point 0.
 * From 6-6 each pair of points has one serve each, so a level score is a geometric race:
 * P = w / (w + l) with w = P(home wins both), l = P(away wins both).
 */
export function tiebreakWinProbability(model: ServeModel, home: number, away: number, firstServer: Side): number {
  const pairHome = homePointWin(model, 'home') * homePointWin(model, 'away');
  const pairAway = (1 - homePointWin(model, 'home')) * (1 - homePointWin(model, 'away'));
  const level = pairHome / (pairHome + pairAway);
  const memo = new Map<number, number>();
  const win = (h: number, a: number): number => {
    if (h >= 7 && h - a >= 2) return 1;
    if (a >= 7 && a - h >= 2) return 0;
    if (h >= 6 && a >= 6 && h === a) return level;
    const key = h * 64 + a;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = homePointWin(model, tiebreakPointServer(firstServer, h + a));
    const value = p * win(h + 1, a) + (1 - p) * win(h, a + 1);
    memo.set(key, value);
    return value;
  };
  return win(home, away);
}

/** P(home wins a fresh game served by `server`). */
export function holdForHome(model: ServeModel, server: Side): number {
  return server === 'home' ? gameWinProbability(model.homeServeWin, 0, 0) : 1 - gameWinProbability(model.awayServeWin, 0, 0);
}

/** Fresh-game and fresh-tie-break chances for home by server, computed once per pricing. */
type GameRates = { game: Record<Side, number>; tiebreak: Record<Side, number> };

function gameRates(model: ServeModel): GameRates {
  return {
    game: { home: holdForHome(model, 'home'), away: holdForHome(model, 'away') },
    tiebreak: { home: tiebreakWinProbability(model, 0, 0, 'home'), away: tiebreakWinProbability(model, 0, 0, 'away') },
  };
}

export type SetStart = {
  home: number;
  away: number;
  /** Server of game number home + away (the game in progress or about to start). */
  server: Side;
  /** P(home wins the game or tie-break in progress); null when it has not started. */
  currentHomeWin: number | null;
};

export type SetOutcome = { home: number; away: number; p: number; nextServer: Side };

/** Distribution of the final score of a set from `start`, with who serves first in the next set. */
export function setDistribution(model: ServeModel, start: SetStart, known?: GameRates): SetOutcome[] {
  const rates = known ?? gameRates(model);
  assert(!isSetOver(start.home, start.away), 'the set is still in play');
  const first = start.home + start.away;
  const serverAt = (game: number): Side => ((game - first) % 2 === 0 ? start.server : otherSide(start.server));
  const mass = new Map<number, number>([[start.home * 8 + start.away, 1]]);
  const outcomes: SetOutcome[] = [];
  // Each game moves total games up by one; a set has at most 13 games.
  for (let game = first; game <= 12; game += 1) {
    for (let h = 0; h <= 7; h += 1) {
      const a = game - h;
      if (a < 0 || a > 7) continue;
      const p = mass.get(h * 8 + a) ?? 0;
      if (p === 0 || isSetOver(h, a)) continue;
      const fresh = h === 6 && a === 6 ? rates.tiebreak[serverAt(game)] : rates.game[serverAt(game)];
      const homeWin = game === first && start.currentHomeWin !== null ? start.currentHomeWin : fresh;
      mass.set((h + 1) * 8 + a, (mass.get((h + 1) * 8 + a) ?? 0) + p * homeWin);
      mass.set(h * 8 + a + 1, (mass.get(h * 8 + a + 1) ?? 0) + p * (1 - homeWin));
    }
  }
  for (const [key, p] of mass) {
    const h = Math.floor(key / 8);
    const a = key % 8;
    if (p > 0 && isSetOver(h, a)) outcomes.push({ home: h, away: a, p, nextServer: serverAt(h + a) });
  }
  const total = outcomes.reduce((s, o) => s + o.p, 0);
  assert(Math.abs(total - 1) < 1e-9, 'set outcomes form a distribution');
  return outcomes;
}

export type MatchOutlook = {
  homeMatch: number;
  homeSet: number;
  /** Index = total games in the match (all sets, completed ones included). */
  totalGames: number[];
};

function addShifted(target: number[], source: readonly number[], shift: number, weight: number): void {
  source.forEach((p, i) => {
    target[i + shift] = (target[i + shift] ?? 0) + p * weight;
  });
}

/**
 * Match outlook from the current set's distribution: recursion over sets won, each further set
 * starting 0-0 with the server that follows from how the previous set ended. Best of 3 keeps the
 * recursion at most two sets deep.
 */
export function matchOutlook(
  model: ServeModel,
  setsToWin: number,
  setsWon: { home: number; away: number },
  gamesCompleted: number,
  current: SetStart,
): MatchOutlook {
  const rates = gameRates(model);
  const freshSets = new Map<Side, SetOutcome[]>();
  const fresh = (server: Side): SetOutcome[] => {
    const known = freshSets.get(server);
    if (known) return known;
    const made = setDistribution(model, { home: 0, away: 0, server, currentHomeWin: null }, rates);
    freshSets.set(server, made);
    return made;
  };
  const future = (home: number, away: number, server: Side, depth: number): { p: number; games: number[] } => {
    assert(depth <= 2 * setsToWin, 'set recursion is bounded by the match length');
    if (home === setsToWin) return { p: 1, games: [1] };
    if (away === setsToWin) return { p: 0, games: [1] };
    return combine(fresh(server), home, away, depth);
  };
  const combine = (outcomes: SetOutcome[], home: number, away: number, depth: number): { p: number; games: number[] } => {
    let p = 0;
    const games: number[] = [];
    for (const o of outcomes) {
      const next = future(home + (o.home > o.away ? 1 : 0), away + (o.away > o.home ? 1 : 0), o.nextServer, depth + 1);
      p += o.p * next.p;
      addShifted(games, next.games, o.home + o.away, o.p);
    }
    return { p, games };
  };
  const outcomes = setDistribution(model, current, rates);
  const result = combine(outcomes, setsWon.home, setsWon.away, 0);
  const totalGames: number[] = [];
  addShifted(totalGames, result.games, gamesCompleted, 1);
  return {
    homeMatch: result.p,
    homeSet: outcomes.filter((o) => o.home > o.away).reduce((s, o) => s + o.p, 0),
    totalGames: Array.from(totalGames, (p) => p ?? 0),
  };
}
