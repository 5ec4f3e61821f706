import { lineText, overUnderMarket, overUnderSelections, priced, winners } from '../market-book';
import { tennisSetsToWin, tennisTotalGamesLines } from '../limits';
import type { FairMarket, MarketSpec, Participants, Side } from '../types';
import { gameWinProbability, matchOutlook, tiebreakWinProbability } from './markov';
import type { MatchOutlook, ServeModel } from './markov';
import { currentSet, setsWon } from './state';
import type { TennisState } from './state';

function model(state: TennisState): ServeModel {
  return { homeServeWin: state.params.homeServeWin, awayServeWin: state.params.awayServeWin };
}

/** P(home wins the game or tie-break in progress); null before its first point. */
function currentHomeWin(state: TennisState): number | null {
  const [h, a] = state.points;
  if (h + a === 0) return null;
  if (state.tiebreak) return tiebreakWinProbability(model(state), h, a, state.server);
  return state.server === 'home'
    ? gameWinProbability(state.params.homeServeWin, h, a)
    : 1 - gameWinProbability(state.params.awayServeWin, a, h);
}

/** The Markov outlook from the current state; null once the match is over. */
export function tennisOutlook(state: TennisState): MatchOutlook | null {
  if (state.phase === 'ended') return null;
  const [h, a] = currentSet(state);
  const gamesCompleted = state.sets.slice(0, -1).reduce((sum, [x, y]) => sum + x + y, 0);
  return matchOutlook(
    model(state),
    tennisSetsToWin,
    { home: setsWon(state, 'home'), away: setsWon(state, 'away') },
    gamesCompleted,
    { home: h, away: a, server: state.server, currentHomeWin: currentHomeWin(state) },
  );
}

function twoWay(names: Participants, type: MarketSpec['type'], line: string | null, name: string): MarketSpec {
  return {
    type,
    line,
    name,
    selections: [
      { key: 'home', name: names.home },
      { key: 'away', name: names.away },
    ],
  };
}

function setSpec(names: Participants, set: number): MarketSpec {
  return twoWay(names, 'set-winner', `set-${set}`, `Set ${set} Winner`);
}

function gameSpec(names: Participants, set: number, game: number): MarketSpec {
  return twoWay(names, 'game-winner', `s${set}g${game}`, `Set ${set} Game ${game} Winner`);
}

function sideWon(home: number, away: number): Side {
  return home > away ? 'home' : 'away';
}

function totalGamesMarket(state: TennisState, outlook: MatchOutlook | null, line: number): FairMarket {
  const spec: MarketSpec = { type: 'total-games', line: lineText(line), name: `Total Games Over/Under ${line}`, selections: overUnderSelections() };
  const played = state.sets.reduce((sum, [x, y]) => sum + x + y, 0);
  return overUnderMarket(spec, played, line, outlook === null, () =>
    (outlook?.totalGames ?? []).reduce((sum, p, games) => (games > line ? sum + p : sum), 0),
  );
}

/** Match winner, current set winner, total games and the game in progress. */
export function tennisFairMarkets(state: TennisState, names: Participants): FairMarket[] {
  const outlook = tennisOutlook(state);
  const matchSpec = twoWay(names, 'match-winner', null, 'Match Winner');
  const setNumber = state.sets.length;
  const [h, a] = currentSet(state);
  const markets: FairMarket[] = [];
  if (outlook === null) {
    markets.push({ spec: matchSpec, decision: { kind: 'resulted', outcome: winners(state.winner ?? 'home') } });
    markets.push({ spec: setSpec(names, setNumber), decision: { kind: 'resulted', outcome: winners(sideWon(h, a)) } });
  } else {
    markets.push({ spec: matchSpec, decision: priced(outlook.homeMatch, 1 - outlook.homeMatch) });
    markets.push({ spec: setSpec(names, setNumber), decision: priced(outlook.homeSet, 1 - outlook.homeSet) });
  }
  markets.push(...tennisTotalGamesLines.map((line) => totalGamesMarket(state, outlook, line)));
  if (outlook !== null && !state.tiebreak) {
    const [ph, pa] = state.points;
    const homeGame =
      state.server === 'home'
        ? gameWinProbability(state.params.homeServeWin, ph, pa)
        : 1 - gameWinProbability(state.params.awayServeWin, pa, ph);
    markets.push({ spec: gameSpec(names, setNumber, h + a + 1), decision: priced(homeGame, 1 - homeGame) });
  }
  return markets;
}

/** Every decided market: set winners of completed sets, every completed game, the match. */
export function tennisResultedMarkets(state: TennisState, names: Participants): FairMarket[] {
  // The last set is resulted by `tennisFairMarkets` (live: still priced; ended: resulted there).
  const completedSets = state.sets.slice(0, -1);
  const sets: FairMarket[] = completedSets.map(([x, y], i) => ({
    spec: setSpec(names, i + 1),
    decision: { kind: 'resulted', outcome: winners(sideWon(x, y)) },
  }));
  const games: FairMarket[] = state.games
    .filter((g) => !g.tiebreak)
    .map((g) => ({ spec: gameSpec(names, g.set, g.game), decision: { kind: 'resulted', outcome: winners(g.winner) } }));
  const current = tennisFairMarkets(state, names).filter((m) => m.decision.kind === 'resulted');
  return [...sets, ...games, ...current];
}
