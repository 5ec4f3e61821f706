import { lineText, overUnderMarket, overUnderSelections, priced, winners } from '../market-book';
import { tennisSetsToWin, tennisTotalGamesLines } from '../limits';
import type { FairMarket, MarketSpec, Participants, Side } from '../types';
import { gameWinProbability, matchOutlook, tiebreakWinProbability } from './markov';
import type { MatchOutlook, ServeModel } from './markov';
import { currentSet, servesOnForm, setsWon, tennisFormNodes } from './state';
import type { TennisState } from './state';

/** P(home wins the game or tie-break in progress); null before its first point. */
function currentHomeWin(state: TennisState, model: ServeModel): number | null {
  const [h, a] = state.points;
  if (h + a === 0) return null;
  if (state.tiebreak) return tiebreakWinProbability(model, h, a, state.server);
  return homeGameWin(state, model);
}

/** P(home wins the (non tie-break) game in progress or about to start). */
function homeGameWin(state: TennisState, model: ServeModel): number {
  const [h, a] = state.points;
  return state.server === 'home' ? gameWinProbability(model.homeServeWin, h, a) : 1 - gameWinProbability(model.awayServeWin, a, h);
}

/** What the markets read from one serve model; null once the match is over. */
type TennisView = { outlook: MatchOutlook; homeGame: number };

function viewFor(state: TennisState, model: ServeModel): TennisView {
  const [h, a] = currentSet(state);
  const gamesCompleted = state.sets.slice(0, -1).reduce((sum, [x, y]) => sum + x + y, 0);
  const outlook = matchOutlook(
    model,
    tennisSetsToWin,
    { home: setsWon(state, 'home'), away: setsWon(state, 'away') },
    gamesCompleted,
    { home: h, away: a, server: state.server, currentHomeWin: currentHomeWin(state, model) },
  );
  return { outlook, homeGame: homeGameWin(state, model) };
}

/** Probability-weighted average of views (every figure the markets read is linear in them). */
function mixViews(views: readonly { view: TennisView; p: number }[]): TennisView {
  const totalGames: number[] = [];
  let homeMatch = 0;
  let homeSet = 0;
  let homeGame = 0;
  for (const { view, p } of views) {
    homeMatch += p * view.outlook.homeMatch;
    homeSet += p * view.outlook.homeSet;
    homeGame += p * view.homeGame;
    view.outlook.totalGames.forEach((q, games) => (totalGames[games] = (totalGames[games] ?? 0) + p * q));
  }
  return { outlook: { homeMatch, homeSet, totalGames: Array.from(totalGames, (q) => q ?? 0) }, homeGame };
}

/**
 * The model's view from the current state: in play with the day's form (drawn at the first point);
 * before it, the exact mixture over the form distribution the match will draw from. Null once over.
 */
export function tennisView(state: TennisState): TennisView | null {
  if (state.phase === 'ended') return null;
  if (state.phase === 'live') return viewFor(state, servesOnForm(state.params, state.form ?? 0));
  return mixViews(tennisFormNodes.map((node) => ({ view: viewFor(state, servesOnForm(state.params, node.form)), p: node.p })));
}

/** The Markov outlook from the current state; null once the match is over. */
export function tennisOutlook(state: TennisState): MatchOutlook | null {
  return tennisView(state)?.outlook ?? null;
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
  const view = tennisView(state);
  const outlook = view?.outlook ?? null;
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
  if (view !== null && !state.tiebreak) {
    markets.push({ spec: gameSpec(names, setNumber, h + a + 1), decision: priced(view.homeGame, 1 - view.homeGame) });
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
