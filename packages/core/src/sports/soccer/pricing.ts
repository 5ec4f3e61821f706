import { assert } from '../../control/control';
import { lineText, overUnderMarket, overUnderSelections, priced, voided, winners } from '../market-book';
import { normalize } from '../probability';
import { soccerAsianHandicapLines, soccerEuropeanHandicapLines, soccerTotalLines } from '../limits';
import type { FairMarket, MarketSpec, Participants, Side } from '../types';
import { soccerGoalCount, soccerRemainingPlay } from './state';
import { goalGridSide, nextGoalChances, remainingGoalGrid } from './goal-chain';
import type { GoalRates } from './goal-chain';
import type { SoccerState } from './state';

/**
 * Soccer model: remaining goals follow the goal chain (each side's rate per 90 minutes times the
 * tempo of the goal difference, over the exact distribution of the play still to come). Every
 * market reads the joint grid of remaining goals added to the current score.
 */
export type SoccerGrid = { home: number; away: number; cells: { h: number; a: number; p: number }[] };

function goalRates(state: SoccerState): GoalRates {
  return { home: state.params.homeGoalsPer90, away: state.params.awayGoalsPer90 };
}

export function soccerGrid(state: SoccerState): SoccerGrid {
  const home = soccerGoalCount(state, 'home');
  const away = soccerGoalCount(state, 'away');
  const remaining = remainingGoalGrid(goalRates(state), home - away, soccerRemainingPlay(state));
  const cells: SoccerGrid['cells'] = [];
  remaining.forEach((p, k) => cells.push({ h: home + Math.floor(k / goalGridSide), a: away + (k % goalGridSide), p }));
  return { home, away, cells };
}

function gridProbability(grid: SoccerGrid, predicate: (h: number, a: number) => boolean): number {
  return grid.cells.reduce((sum, c) => (predicate(c.h, c.a) ? sum + c.p : sum), 0);
}

function threeWay(names: Participants, type: 'match-odds' | 'european-handicap', line: number | null): MarketSpec {
  const label = line === null ? '' : ` ${lineText(line, true)}`;
  return {
    type,
    line: line === null ? null : lineText(line, true),
    name: type === 'match-odds' ? 'Match Odds' : `European Handicap${label}`,
    selections: [
      { key: 'home', name: `${names.home}${label}` },
      { key: 'draw', name: line === null ? 'Draw' : `Draw${label}` },
      { key: 'away', name: names.away },
    ],
  };
}

/** Three-way market on (home + handicap) against away. */
function threeWayMarket(state: SoccerState, grid: SoccerGrid, spec: MarketSpec, handicap: number): FairMarket {
  const ended = state.phase === 'ended';
  if (ended) {
    const diff = grid.home + handicap - grid.away;
    return { spec, decision: { kind: 'resulted', outcome: winners(diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw') } };
  }
  const home = gridProbability(grid, (h, a) => h + handicap > a);
  const draw = gridProbability(grid, (h, a) => h + handicap === a);
  return { spec, decision: priced(...normalize([home, draw, 1 - home - draw])) };
}

function asianHandicapMarket(state: SoccerState, grid: SoccerGrid, names: Participants, line: number): FairMarket {
  const text = lineText(line, true);
  const awayText = lineText(-line, true);
  const spec: MarketSpec = {
    type: 'asian-handicap',
    line: text,
    name: `Asian Handicap ${text}`,
    selections: [
      { key: 'home', name: `${names.home} ${text}` },
      { key: 'away', name: `${names.away} ${awayText}` },
    ],
  };
  if (state.phase === 'ended') {
    const diff = grid.home + line - grid.away;
    return { spec, decision: { kind: 'resulted', outcome: diff === 0 ? voided : winners(diff > 0 ? 'home' : 'away') } };
  }
  // Whole lines refund on a push, so the price is conditional on there being no push.
  const home = gridProbability(grid, (h, a) => h + line > a);
  const away = gridProbability(grid, (h, a) => h + line < a);
  return { spec, decision: priced(...normalize([home, away])) };
}

function totalGoalsMarket(state: SoccerState, grid: SoccerGrid, line: number): FairMarket {
  const spec: MarketSpec = { type: 'total-goals', line: lineText(line), name: `Total Goals Over/Under ${line}`, selections: overUnderSelections() };
  return overUnderMarket(spec, grid.home + grid.away, line, state.phase === 'ended', () =>
    gridProbability(grid, (h, a) => h + a > line),
  );
}

function nextGoalSpec(names: Participants, goalNumber: number): MarketSpec {
  return {
    type: 'next-goal',
    line: `goal-${goalNumber}`,
    name: `Goal ${goalNumber}: Next Goal`,
    selections: [
      { key: 'home', name: names.home },
      { key: 'none', name: 'No Goal' },
      { key: 'away', name: names.away },
    ],
  };
}

/** Next goal: the two sides race at the current tempo until a goal or the final whistle. */
function nextGoalMarket(state: SoccerState, grid: SoccerGrid, names: Participants): FairMarket {
  const spec = nextGoalSpec(names, state.goals.length + 1);
  if (state.phase === 'ended') return { spec, decision: { kind: 'resulted', outcome: winners('none') } };
  const { none, home } = nextGoalChances(goalRates(state), grid.home - grid.away, soccerRemainingPlay(state));
  return { spec, decision: priced(home, none, 1 - none - home) };
}

/** The markets on offer now, decided ones included with their result. */
export function soccerFairMarkets(state: SoccerState, names: Participants): FairMarket[] {
  const grid = soccerGrid(state);
  assert(Math.abs(grid.cells.reduce((s, c) => s + c.p, 0) - 1) < 1e-9, 'the goal grid is a distribution');
  return [
    threeWayMarket(state, grid, threeWay(names, 'match-odds', null), 0),
    ...soccerTotalLines.map((line) => totalGoalsMarket(state, grid, line)),
    ...soccerAsianHandicapLines.map((line) => asianHandicapMarket(state, grid, names, line)),
    ...soccerEuropeanHandicapLines.map((line) => threeWayMarket(state, grid, threeWay(names, 'european-handicap', line), line)),
    nextGoalMarket(state, grid, names),
  ];
}

/** Every decided market, including the next-goal markets of goals already scored. */
export function soccerResultedMarkets(state: SoccerState, names: Participants): FairMarket[] {
  const scored: FairMarket[] = state.goals.map((goal, i) => ({
    spec: nextGoalSpec(names, i + 1),
    decision: { kind: 'resulted', outcome: winners(goal.side satisfies Side) },
  }));
  return [...scored, ...soccerFairMarkets(state, names).filter((m) => m.decision.kind === 'resulted')];
}
