import { lineText, overUnderMarket, overUnderSelections, priced, voided, winners } from '../market-book';
import { normalAtLeast, normalExactly, normalize } from '../probability';
import { basketballLineOffsets, basketballOvertimeMatchMs, basketballQuarterMatchMs, basketballQuarters } from '../limits';
import type { FairMarket, MarketSpec, Participants } from '../types';
import { sidePointsOutlook } from './possession-model';
import { basketballPoints } from './state';
import type { BasketballParams, BasketballState } from './state';

type Normal = { mean: number; sd: number };

/**
 * Normal approximation of points over a stretch of game clock: each side's points are a sum of
 * independent possessions, so the difference and the total are normal with the summed means and
 * variances. Integer scores use continuity corrections.
 */
function difference(params: BasketballParams, remainingMs: number): Normal {
  const home = sidePointsOutlook(params.homePointsPer48, remainingMs);
  const away = sidePointsOutlook(params.awayPointsPer48, remainingMs);
  return { mean: home.mean - away.mean, sd: Math.sqrt(home.variance + away.variance) };
}

function total(params: BasketballParams, remainingMs: number): Normal {
  const home = sidePointsOutlook(params.homePointsPer48, remainingMs);
  const away = sidePointsOutlook(params.awayPointsPer48, remainingMs);
  return { mean: home.mean + away.mean, sd: Math.sqrt(home.variance + away.variance) };
}

/** Game clock left in the period being decided now (regulation, or the overtime in play). */
export function basketballRemainingMs(state: BasketballState): number {
  if (state.quarter === 0) return basketballQuarters * basketballQuarterMatchMs;
  const clock = state.breakKind === null ? state.clockMs : 0;
  if (state.quarter > basketballQuarters) return state.breakKind === null ? clock : basketballOvertimeMatchMs;
  return clock + (basketballQuarters - state.quarter) * basketballQuarterMatchMs;
}

/** P(final margin > x) for a half-integer x: regulation (or current overtime) plus tie -> overtime. */
function marginAbove(state: BasketballState, x: number): number {
  const lead = basketballPoints(state, 'home') - basketballPoints(state, 'away');
  const now = difference(state.params, basketballRemainingMs(state));
  const overtime = difference(state.params, basketballOvertimeMatchMs);
  const k = x + 0.5;
  const tieNow = normalExactly(0, lead + now.mean, now.sd);
  const aboveNow = normalAtLeast(k, lead + now.mean, now.sd) - (k <= 0 ? tieNow : 0);
  const tieOvertime = normalExactly(0, overtime.mean, overtime.sd);
  const aboveOvertime = (normalAtLeast(k, overtime.mean, overtime.sd) - (k <= 0 ? tieOvertime : 0)) / (1 - tieOvertime);
  return Math.min(1, Math.max(0, aboveNow + tieNow * aboveOvertime));
}

function twoWay(names: Participants, type: MarketSpec['type'], line: string | null, name: string, suffix = ['', '']): MarketSpec {
  return {
    type,
    line,
    name,
    selections: [
      { key: 'home', name: `${names.home}${suffix[0]}` },
      { key: 'away', name: `${names.away}${suffix[1]}` },
    ],
  };
}

function expectedDifference(params: BasketballParams): number {
  return params.homePointsPer48 - params.awayPointsPer48;
}

function spreadMarket(state: BasketballState, names: Participants, offset: number): FairMarket {
  const line = -(Math.floor(expectedDifference(state.params)) + 0.5) + offset;
  const text = lineText(line, true);
  const spec = twoWay(names, 'spread', text, `Handicap ${text}`, [` ${text}`, ` ${lineText(-line, true)}`]);
  const margin = basketballPoints(state, 'home') - basketballPoints(state, 'away');
  if (state.phase === 'ended') return { spec, decision: { kind: 'resulted', outcome: winners(margin + line > 0 ? 'home' : 'away') } };
  const home = marginAbove(state, -line);
  return { spec, decision: priced(home, 1 - home) };
}

function totalMarket(state: BasketballState, offset: number): FairMarket {
  const line = Math.floor(state.params.homePointsPer48 + state.params.awayPointsPer48) + 0.5 + offset;
  const spec: MarketSpec = { type: 'total-points', line: lineText(line), name: `Total Points Over/Under ${line}`, selections: overUnderSelections() };
  const points = basketballPoints(state, 'home') + basketballPoints(state, 'away');
  return overUnderMarket(spec, points, line, state.phase === 'ended', () => {
    // Overtime adds its expected points weighted by the chance of a tie (mean only).
    const lead = basketballPoints(state, 'home') - basketballPoints(state, 'away');
    const now = difference(state.params, basketballRemainingMs(state));
    const tie = normalExactly(0, lead + now.mean, now.sd);
    const rest = total(state.params, basketballRemainingMs(state));
    const overtimeMean = total(state.params, basketballOvertimeMatchMs).mean;
    return normalAtLeast(Math.ceil(line) - points, rest.mean + tie * overtimeMean, rest.sd);
  });
}

function quarterSpec(names: Participants, quarter: number): MarketSpec {
  return twoWay(names, 'quarter-winner', `q${quarter}`, `Quarter ${quarter} Winner (tie: stakes returned)`);
}

/** Quarter winner, priced conditional on no tie because a tied quarter is void. */
function quarterMarket(state: BasketballState, names: Participants, quarter: number): FairMarket {
  const inPlay = state.quarter === quarter && state.breakKind === null;
  const [h, a] = inPlay ? (state.periodScores[quarter - 1] ?? [0, 0]) : [0, 0];
  const outlook = difference(state.params, inPlay ? state.clockMs : basketballQuarterMatchMs);
  const home = normalAtLeast(1, h - a + outlook.mean, outlook.sd);
  const tie = normalExactly(0, h - a + outlook.mean, outlook.sd);
  return { spec: quarterSpec(names, quarter), decision: priced(...normalize([home, 1 - home - tie])) };
}

export function basketballFairMarkets(state: BasketballState, names: Participants): FairMarket[] {
  const moneylineSpec = twoWay(names, 'moneyline', null, 'Moneyline (incl. overtime)');
  const homeWins = state.phase === 'ended' ? 0 : marginAbove(state, 0.5);
  const moneyline: FairMarket =
    state.phase === 'ended'
      ? { spec: moneylineSpec, decision: { kind: 'resulted', outcome: winners(state.winner ?? 'home') } }
      : { spec: moneylineSpec, decision: priced(homeWins, 1 - homeWins) };
  const quarters: FairMarket[] = [];
  if (state.phase !== 'ended') {
    const firstOpen = state.breakKind === null ? Math.max(1, state.quarter) : state.quarter + 1;
    for (let q = firstOpen; q <= Math.min(basketballQuarters, firstOpen + 1); q += 1) quarters.push(quarterMarket(state, names, q));
  }
  return [
    moneyline,
    ...basketballLineOffsets.map((offset) => spreadMarket(state, names, offset)),
    ...basketballLineOffsets.map((offset) => totalMarket(state, offset)),
    ...quarters,
  ];
}

/** Every decided market: completed quarters (void when tied) and, at the end, the match markets. */
export function basketballResultedMarkets(state: BasketballState, names: Participants): FairMarket[] {
  const completedQuarters = state.periodScores.slice(0, basketballQuarters).filter((_, i) => {
    const quarter = i + 1;
    return quarter < state.quarter || state.breakKind !== null || state.phase === 'ended';
  });
  const quarters: FairMarket[] = completedQuarters.map(([h, a], i) => ({
    spec: quarterSpec(names, i + 1),
    decision: { kind: 'resulted', outcome: h === a ? voided : winners(h > a ? 'home' : 'away') },
  }));
  const main = basketballFairMarkets(state, names).filter((m) => m.decision.kind === 'resulted');
  return [...quarters, ...main];
}
