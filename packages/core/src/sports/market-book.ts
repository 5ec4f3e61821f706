import { assert } from '../control/control';
import { exhaustive } from '../control/control';
import type { MarginConfig } from './margin';
import { priceWithMargin } from './margin';
import { marketSelectionsMax } from './limits';
import type { FairMarket, Market, MarketOutcome, MarketResult, MarketSpec, MarketType, Selection } from './types';

/**
 * Stable ids: a market is `eventId:type` or `eventId:type:line`, a selection is `marketId:key`.
 * The same market in a later state therefore keeps its id, and every selection id is unique across
 * all markets of all events (the API's `optionId`).
 */
export function marketId(eventId: string, type: MarketType, line: string | null): string {
  assert(eventId.length > 0, 'eventId must not be empty');
  return line === null ? `${eventId}:${type}` : `${eventId}:${type}:${line}`;
}

export function selectionId(market: string, key: string): string {
  return `${market}:${key}`;
}

/** Line text for a number: "2.5", and with `signed` "+1.5" / "-1.5" / "0". */
export function lineText(line: number, signed = false): string {
  assert(Number.isFinite(line), 'line must be finite');
  if (signed && line > 0) return `+${line}`;
  return String(line);
}

function assertSpec(spec: MarketSpec): void {
  assert(spec.selections.length >= 2, 'a market has at least two selections');
  assert(spec.selections.length <= marketSelectionsMax, 'too many selections');
  const keys = new Set(spec.selections.map((s) => s.key));
  assert(keys.size === spec.selections.length, 'selection keys must be unique');
}

function resultOf(id: string, spec: MarketSpec, outcome: MarketOutcome): MarketResult {
  if (outcome.kind === 'void') return { marketId: id, outcome: 'void', winnerSelectionIds: [] };
  assert(outcome.winnerKeys.length > 0, 'a resulted market has a winner');
  if (outcome.kind === 'dead-heat') assert(outcome.winnerKeys.length >= 2, 'a dead heat has several winners');
  for (const key of outcome.winnerKeys) {
    assert(spec.selections.some((s) => s.key === key), `winner ${key} is a selection of the market`);
  }
  return { marketId: id, outcome: outcome.kind, winnerSelectionIds: outcome.winnerKeys.map((k) => selectionId(id, k)) };
}

/**
 * Turns a model verdict into a booked market. `suspended` is the match-level switch (danger or
 * settle time); a priced market whose favourite is too likely is suspended on its own.
 */
export function bookMarket(eventId: string, fair: FairMarket, suspended: boolean, config: MarginConfig): Market {
  const { spec, decision } = fair;
  assertSpec(spec);
  const id = marketId(eventId, spec.type, spec.line);
  const base = { id, eventId, type: spec.type, line: spec.line, name: spec.name };
  const selections = (odds: readonly (number | null)[]): Selection[] =>
    spec.selections.map((s, i) => ({ id: selectionId(id, s.key), key: s.key, name: s.name, oddsMilli: odds[i] ?? null }));
  const none = spec.selections.map(() => null);
  switch (decision.kind) {
    case 'priced': {
      assert(decision.probabilities.length === spec.selections.length, 'one probability per selection');
      const priced = priceWithMargin(decision.probabilities, config);
      if (!priced.ok) return { ...base, status: 'suspended', selections: selections(none), result: null };
      return { ...base, status: suspended ? 'suspended' : 'open', selections: selections(priced.value), result: null };
    }
    case 'closed':
      return { ...base, status: 'closed', selections: selections(none), result: null };
    case 'resulted':
      return { ...base, status: 'settled', selections: selections(none), result: resultOf(id, spec, decision.outcome) };
    default:
      return exhaustive(decision);
  }
}

/** Results of every resulted market in the list (idempotent: the same state gives the same list). */
export function resultsOf(eventId: string, fair: readonly FairMarket[]): MarketResult[] {
  const results: MarketResult[] = [];
  for (const market of fair) {
    if (market.decision.kind !== 'resulted') continue;
    assertSpec(market.spec);
    results.push(resultOf(marketId(eventId, market.spec.type, market.spec.line), market.spec, market.decision.outcome));
  }
  return results;
}

// ---- helpers the sport models share --------------------------------------------------------

export function winners(...keys: string[]): MarketOutcome {
  return { kind: 'winners', winnerKeys: keys };
}

export function priced(...probabilities: number[]): FairMarket['decision'] {
  return { kind: 'priced', probabilities };
}

export const voided: MarketOutcome = { kind: 'void' };

/** Over/under market for a half line: settles over as soon as the count passes the line. */
export function overUnderMarket(
  spec: MarketSpec,
  count: number,
  line: number,
  finished: boolean,
  probabilityOver: () => number,
): FairMarket {
  assert(Math.abs(line * 2 - Math.round(line * 2)) < 1e-9 && !Number.isInteger(line), 'over/under lines are halves');
  if (count > line) return { spec, decision: { kind: 'resulted', outcome: winners('over') } };
  if (finished) return { spec, decision: { kind: 'resulted', outcome: winners('under') } };
  const over = probabilityOver();
  return { spec, decision: priced(over, 1 - over) };
}

export function overUnderSelections(): MarketSpec['selections'] {
  return [
    { key: 'over', name: 'Over' },
    { key: 'under', name: 'Under' },
  ];
}

/**
 * How one selection of a resulted market ended, in the shape settlement's `LegOutcome` takes:
 * a dead heat carries the number of selections tied (the stake is divided by it).
 */
export type SelectionOutcome = { kind: 'won' } | { kind: 'lost' } | { kind: 'void' } | { kind: 'dead_heat'; tiedCount: number };

export function selectionOutcome(result: MarketResult, selection: string): SelectionOutcome {
  assert(selection.startsWith(`${result.marketId}:`), 'the selection belongs to the market');
  if (result.outcome === 'void') return { kind: 'void' };
  if (!result.winnerSelectionIds.includes(selection)) return { kind: 'lost' };
  if (result.outcome === 'dead-heat') return { kind: 'dead_heat', tiedCount: result.winnerSelectionIds.length };
  return { kind: 'won' };
}
