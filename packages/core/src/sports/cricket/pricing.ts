import { assert } from '../../control/control';
import { lineText, overUnderMarket, overUnderSelections, priced, voided, winners } from '../market-book';
import { cricketBallsPerInnings, cricketBallsPerOver, cricketOverRunsLine, cricketOversPerInnings, cricketWicketsMax } from '../limits';
import type { FairMarket, MarketSpec, Participants, Side } from '../types';
import { atLeast, chaseLevelAt, chaseOdds, chaseStartCurve, inningsRunsLine, inningsRunsPmf, overRunsPmf, runsTable } from './innings-model';
import { chaseTable } from './chase-table';
import type { ChaseStartCurve, RunsTable } from './innings-model';
import { cricketTarget, inningsFor } from './state';
import type { CricketInnings, CricketState } from './state';

const ordinal = ['', '1st', '2nd'] as const;

/** The innings as it stands, or a fresh one for a side that has not batted yet. */
function inningsView(state: CricketState, number: 1 | 2): CricketInnings {
  const batting = inningsFor(state.params, number);
  return state.innings[number - 1] ?? { batting, runs: 0, wickets: 0, balls: 0, overRuns: [], currentOverRuns: 0, complete: false };
}

/** Both sides' run tables, built once per pricing of a state. */
type Tables = Record<Side, RunsTable>;

function tablesFor(state: CricketState): Tables {
  return { home: runsTable(state.params.home), away: runsTable(state.params.away) };
}

/**
 * P(side batting second wins) and P(tie). During the chase it is the exact chase recursion of
 * `chaseOdds`, every state of the chase tabled once (`chaseTable`). Before it, the first innings' total is uncertain: its remaining runs follow their
 * exact distribution (`inningsRunsPmf`) and each possible target is looked up in the
 * chaser's start-of-chase curve, which bats to the required rate like the chase itself, so the
 * price does not jump when the first innings ends.
 */
export function cricketChaseOutlook(state: CricketState): { chaserWins: number; tie: number } {
  const first = inningsView(state, 1);
  const second = inningsView(state, 2);
  if (!first.complete) {
    assert(second.balls === 0 && second.runs === 0, 'the chase starts after the first innings');
    const rest = inningsRunsPmf(state.params[first.batting], first.balls, first.wickets);
    return beforeTheChase(first.runs, rest, chaseStartCurve(state.params[second.batting]));
  }
  const target = first.runs + 1;
  if (second.runs >= target) {
    const odds = chaseOdds(state.params[second.batting], second.balls, second.wickets, target - second.runs);
    return { chaserWins: odds.win, tie: odds.tie };
  }
  const odds = chaseTable(state.params[second.batting], target).at(second.balls, second.wickets, second.runs);
  return { chaserWins: odds.win, tie: odds.tie };
}

function beforeTheChase(runsSoFar: number, rest: ArrayLike<number>, curve: ChaseStartCurve): { chaserWins: number; tie: number } {
  let chaserWins = 0;
  let tie = 0;
  for (let more = 0; more < rest.length; more += 1) {
    const p = rest[more] ?? 0;
    const needed = runsSoFar + more + 1;
    // A target beyond the curve is out of reach.
    if (p === 0 || needed >= curve.win.length) continue;
    chaserWins += p * (curve.win[needed] ?? 0);
    tie += p * (curve.tie[needed] ?? 0);
  }
  return { chaserWins, tie };
}

function matchSpec(names: Participants): MarketSpec {
  return {
    type: 'match-odds',
    line: null,
    name: 'Match Winner',
    selections: [
      { key: 'home', name: names.home },
      { key: 'away', name: names.away },
    ],
  };
}

/** Two-way match winner; a tie settles dead-heat, so it is priced as half a win for each side. */
function matchMarket(state: CricketState, names: Participants): FairMarket {
  const spec = matchSpec(names);
  if (state.winner === 'tie') return { spec, decision: { kind: 'resulted', outcome: { kind: 'dead-heat', winnerKeys: ['home', 'away'] } } };
  if (state.winner !== null) return { spec, decision: { kind: 'resulted', outcome: winners(state.winner) } };
  const { chaserWins, tie } = cricketChaseOutlook(state);
  const chaser: Side = inningsFor(state.params, 2);
  const chaserShare = chaserWins + tie / 2;
  const home = chaser === 'home' ? chaserShare : 1 - chaserShare;
  return { spec, decision: priced(home, 1 - home) };
}

function inningsRunsSpec(names: Participants, batting: Side, number: 1 | 2, line: number): MarketSpec {
  return {
    type: 'innings-runs',
    line: `i${number}-${lineText(line)}`,
    name: `${names[batting]} ${ordinal[number]} Innings Runs Over/Under ${line}`,
    selections: overUnderSelections(),
  };
}

/** First-innings runs: the line is an ordinary innings' mean, priced from the exact distribution. */
function firstInningsRunsMarket(state: CricketState, names: Participants, tables: Tables): FairMarket {
  const innings = inningsView(state, 1);
  const line = inningsRunsLine(tables[innings.batting]);
  const spec = inningsRunsSpec(names, innings.batting, 1, line);
  return overUnderMarket(spec, innings.runs, line, innings.complete, () =>
    atLeast(inningsRunsPmf(state.params[innings.batting], innings.balls, innings.wickets), Math.ceil(line) - innings.runs),
  );
}

/**
 * Second-innings runs, offered once the target is known: a chase stops at the target and bats to
 * its required rate, so line and price come from the exact chase recursion, tabled once per chase
 * (`chaseTable`), the line at the start of the chase's mean.
 */
function secondInningsRunsMarket(state: CricketState, names: Participants, target: number): FairMarket {
  const innings = inningsView(state, 2);
  const table = chaseTable(state.params[innings.batting], target);
  const line = table.line;
  const spec = inningsRunsSpec(names, innings.batting, 2, line);
  return overUnderMarket(spec, innings.runs, line, innings.complete, () =>
    innings.runs >= target ? 1 : table.at(innings.balls, innings.wickets, innings.runs).over,
  );
}

function overSpec(names: Participants, batting: Side, number: 1 | 2, over: number): MarketSpec {
  return {
    type: 'over-runs',
    line: `i${number}-o${over}-${lineText(cricketOverRunsLine)}`,
    name: `${names[batting]} ${ordinal[number]} Innings Over ${over} Runs Over/Under ${cricketOverRunsLine}`,
    selections: overUnderSelections(),
  };
}

/**
 * The over about to be bowled is priced; the over being bowled is closed until it ends. In a
 * chase the next over is priced at the aggression the required rate calls for now.
 */
function overMarkets(state: CricketState, names: Participants, tables: Tables): FairMarket[] {
  if (state.phase === 'ended') return [];
  const number: 1 | 2 = state.period === 'innings-2' || state.period === 'innings-break' ? 2 : 1;
  const innings = inningsView(state, number);
  const completed = Math.floor(innings.balls / cricketBallsPerOver);
  const inOver = innings.balls % cricketBallsPerOver !== 0;
  const markets: FairMarket[] = [];
  if (inOver) markets.push({ spec: overSpec(names, innings.batting, number, completed + 1), decision: { kind: 'closed' } });
  const next = completed + (inOver ? 2 : 1);
  if (next <= cricketOversPerInnings) {
    const target = cricketTarget(state);
    const chasing = number === 2 && target !== null && innings.balls < cricketBallsPerInnings && innings.wickets < cricketWicketsMax;
    const level = chasing ? chaseLevelAt(tables[innings.batting], innings.balls, innings.wickets, target - innings.runs) : undefined;
    const pmf = overRunsPmf(state.params[innings.batting], next - 1, innings.wickets, level);
    const over = pmf.reduce((sum, p, runs) => (runs > cricketOverRunsLine ? sum + p : sum), 0);
    markets.push({ spec: overSpec(names, innings.batting, number, next), decision: priced(over, 1 - over) });
  }
  return markets;
}

export function cricketFairMarkets(state: CricketState, names: Participants): FairMarket[] {
  const tables = tablesFor(state);
  const target = cricketTarget(state);
  return [
    matchMarket(state, names),
    firstInningsRunsMarket(state, names, tables),
    ...(target === null ? [] : [secondInningsRunsMarket(state, names, target)]),
    ...overMarkets(state, names, tables),
  ];
}

/**
 * Over markets of finished innings: completed overs by their runs; an over cut short by the end
 * of the innings wins "over" if already past the line and is void otherwise, as is the over that
 * was next to be bowled when the innings ended.
 */
function inningsOverResults(names: Participants, innings: CricketInnings, number: 1 | 2): FairMarket[] {
  const over = (runs: number) => winners(runs > cricketOverRunsLine ? 'over' : 'under');
  const results: FairMarket[] = innings.overRuns.map((runs, i) => ({
    spec: overSpec(names, innings.batting, number, i + 1),
    decision: { kind: 'resulted', outcome: over(runs) },
  }));
  if (!innings.complete) return results;
  const completed = innings.overRuns.length;
  const partial = innings.balls % cricketBallsPerOver !== 0;
  if (partial) {
    const outcome = innings.currentOverRuns > cricketOverRunsLine ? over(innings.currentOverRuns) : voided;
    results.push({ spec: overSpec(names, innings.batting, number, completed + 1), decision: { kind: 'resulted', outcome } });
  }
  const next = completed + (partial ? 2 : 1);
  if (next <= cricketOversPerInnings) {
    results.push({ spec: overSpec(names, innings.batting, number, next), decision: { kind: 'resulted', outcome: voided } });
  }
  return results;
}

export function cricketResultedMarkets(state: CricketState, names: Participants): FairMarket[] {
  const overs = state.innings.flatMap((innings, i) => inningsOverResults(names, innings, i === 0 ? 1 : 2));
  const main = cricketFairMarkets(state, names).filter((m) => m.decision.kind === 'resulted');
  const ids = new Set(overs.map((m) => m.spec.line));
  assert(ids.size === overs.length, 'each over market is resulted once');
  return [...overs, ...main];
}

