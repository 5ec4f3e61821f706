import { lineText, overUnderMarket, overUnderSelections, priced, voided, winners } from '../market-book';
import { normalAtLeast, normalExactly, normalize } from '../probability';
import { basketballLineOffsets, basketballQuarterMatchMs, basketballQuarters } from '../limits';
import type { FairMarket, MarketSpec, Participants } from '../types';
import { freshPossessions, overtimePossessions, periodEndLaw, periodPossessions, pointsOutlook } from './possession-model';
import type { MarginLaw, Segment } from './possession-model';
import { basketballPoints } from './state';
import type { BasketballParams, BasketballState } from './state';

/** The period in play (from the running possession) and every full regulation quarter after it. */
function regulationSegments(state: BasketballState): Segment[] {
  const fresh: Segment = { count: freshPossessions(basketballQuarterMatchMs), first: null };
  if (state.quarter === 0) return Array.from({ length: basketballQuarters }, () => fresh);
  const inPlay = state.breakKind === null;
  const current: Segment[] = inPlay ? [{ count: periodPossessions(state.possessionEndsAtClockMs), first: state.possession }] : [];
  if (state.quarter > basketballQuarters) return inPlay ? current : [overtimeSegment];
  const quartersAfter = basketballQuarters - state.quarter;
  return [...current, ...Array.from({ length: quartersAfter }, () => fresh)];
}

const overtimeSegment: Segment = { count: overtimePossessions, first: null };

/** Outlook of margin and total points to come in regulation (or in the overtime being played). */
function outlookNow(state: BasketballState) {
  const lead = basketballPoints(state, 'home') - basketballPoints(state, 'away');
  return pointsOutlook(state.params.homePointsPer48, state.params.awayPointsPer48, lead, regulationSegments(state));
}

function overtimeOutlook(params: BasketballParams) {
  return pointsOutlook(params.homePointsPer48, params.awayPointsPer48, 0, [overtimeSegment]);
}

/** Laws already worked out: pricing asks for them once per market, from the same state. */
const lawsNow = new WeakMap<BasketballState, MarginLaw>();
const overtimeLaws = new WeakMap<BasketballParams, MarginLaw>();

/** How regulation (or the overtime in play) ends: the outlook with its end game played out exactly. */
function lawNow(state: BasketballState): MarginLaw {
  const known = lawsNow.get(state);
  if (known !== undefined) return known;
  const lead = basketballPoints(state, 'home') - basketballPoints(state, 'away');
  const law = periodEndLaw(state.params.homePointsPer48, state.params.awayPointsPer48, lead, regulationSegments(state));
  lawsNow.set(state, law);
  return law;
}

function overtimeLaw(params: BasketballParams): MarginLaw {
  const known = overtimeLaws.get(params);
  if (known !== undefined) return known;
  const law = periodEndLaw(params.homePointsPer48, params.awayPointsPer48, 0, [overtimeSegment]);
  overtimeLaws.set(params, law);
  return law;
}

/** P(final margin > x) for a half-integer x: regulation (or current overtime) plus tie -> overtime. */
function marginAbove(state: BasketballState, x: number): number {
  const now = lawNow(state);
  const overtime = overtimeLaw(state.params);
  const k = x + 0.5;
  const aboveNow = now.atLeast(k) - (k <= 0 ? now.tie : 0);
  const aboveOvertime = (overtime.atLeast(k) - (k <= 0 ? overtime.tie : 0)) / (1 - overtime.tie);
  return Math.min(1, Math.max(0, aboveNow + now.tie * aboveOvertime));
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

/** Pre-match outlook of a fixture: lines sit at its expected margin and total (stable for the match). */
function preMatch(params: BasketballParams) {
  const fresh: Segment = { count: freshPossessions(basketballQuarterMatchMs), first: null };
  return pointsOutlook(params.homePointsPer48, params.awayPointsPer48, 0, [fresh, fresh, fresh, fresh]);
}

function expectedDifference(params: BasketballParams): number {
  return preMatch(params).margin.mean;
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
  const line = Math.floor(preMatch(state.params).total.mean) + 0.5 + offset;
  const spec: MarketSpec = { type: 'total-points', line: lineText(line), name: `Total Points Over/Under ${line}`, selections: overUnderSelections() };
  const points = basketballPoints(state, 'home') + basketballPoints(state, 'away');
  return overUnderMarket(spec, points, line, state.phase === 'ended', () => {
    // Overtime adds its points weighted by the chance of a tie (repeated overtimes included).
    // A mixture: no overtime, or at least one (their count geometric), each side normal.
    // The end game (tie plays, the clock run down) shifts the points of a period, apart when it ends tied.
    const law = lawNow(state);
    const now = outlookNow(state).total;
    const tie = law.tie;
    const overtime = overtimeOutlook(state.params).total;
    const overtimeEnd = overtimeLaw(state.params);
    const again = overtimeEnd.tie;
    // Every overtime before the last ends tied; the last is decided: (1 / (1 - again) - 1) tied ones and one decided.
    const extraMean = overtime.mean / (1 - again) + (again / (1 - again)) * overtimeEnd.endGamePoints.tied + overtimeEnd.endGamePoints.decided;
    const extraVariance = overtime.sd ** 2 / (1 - again) + (overtime.mean ** 2 * again) / (1 - again) ** 2;
    const needed = Math.ceil(line) - points;
    const withOvertime = normalAtLeast(needed, now.mean + law.endGamePoints.tied + extraMean, Math.sqrt(now.sd ** 2 + extraVariance));
    return (1 - tie) * normalAtLeast(needed, now.mean + law.endGamePoints.decided, now.sd) + tie * withOvertime;
  });
}

/** Expected lead when `quarter` (not yet started) tips off. */
function leadBefore(state: BasketballState, quarter: number): number {
  const playing = state.quarter > 0 && state.breakKind === null;
  const before = quarter - state.quarter - (playing ? 0 : 1);
  const lead = basketballPoints(state, 'home') - basketballPoints(state, 'away');
  return pointsOutlook(state.params.homePointsPer48, state.params.awayPointsPer48, lead, regulationSegments(state).slice(0, before)).margin.mean;
}

function quarterSpec(names: Participants, quarter: number): MarketSpec {
  return twoWay(names, 'quarter-winner', `q${quarter}`, `Quarter ${quarter} Winner (tie: stakes returned)`);
}

/** Quarter winner, priced conditional on no tie because a tied quarter is void. */
function quarterMarket(state: BasketballState, names: Participants, quarter: number): FairMarket {
  const inPlay = state.quarter === quarter && state.breakKind === null;
  const [h, a] = inPlay ? (state.periodScores[quarter - 1] ?? [0, 0]) : [0, 0];
  const lead = basketballPoints(state, 'home') - basketballPoints(state, 'away');
  // A quarter to come starts from the lead expected by then (the damping depends on it).
  const startLead = inPlay ? lead : leadBefore(state, quarter);
  const segment: Segment = inPlay ? { count: periodPossessions(state.possessionEndsAtClockMs), first: state.possession } : { count: freshPossessions(basketballQuarterMatchMs), first: null };
  const outlook = pointsOutlook(state.params.homePointsPer48, state.params.awayPointsPer48, inPlay ? lead : startLead, [segment]).margin;
  const shift = h - a - (inPlay ? lead : startLead);
  const home = normalAtLeast(1, shift + outlook.mean, outlook.sd);
  const tie = normalExactly(0, shift + outlook.mean, outlook.sd);
  // Level with no possession left to finish: the quarter is void, nothing to price.
  if (1 - tie < 1e-9) return { spec: quarterSpec(names, quarter), decision: { kind: 'closed' } };
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
