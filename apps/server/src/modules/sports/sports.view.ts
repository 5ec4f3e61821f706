import { milliToOdds, type MarketResult } from '@oddsmith/core';
import type { EventSource, EventStatus, MarketRowStatus } from '../../db/schema';

/** The API's odds: decimal, or the text `suspended` whenever the market is not open. */
export type OddsView = number | 'suspended';

export type OptionView = { id: string; name: string; odds: OddsView };
export type MarketView = {
  id: string;
  name: string;
  type: string;
  line: number | null;
  lineKey: string | null;
  status: MarketRowStatus;
  options: OptionView[];
};
export type StaffMarketView = MarketView & { result: MarketResult | null; options: (OptionView & { oddsMilli: number | null })[] };

export type EventView = {
  id: string;
  event_id: string;
  name: string;
  home: string;
  away: string;
  sportId: number;
  competition: { id: string; name: string };
  startTime: string;
  status: EventStatus;
  scores: Record<string, unknown> | null;
  marketsData: MarketView[];
  marketCount: number;
  source: EventSource;
};

/** A market as both the feed and the database know it. */
export type MarketLike = {
  id: string;
  name: string;
  type: string;
  line: string | null;
  status: MarketRowStatus;
  result?: MarketResult | null;
  selections: readonly { id: string; name: string; oddsMilli: number | null }[];
};

export function optionOdds(status: MarketRowStatus, oddsMilli: number | null): OddsView {
  return status === 'open' && oddsMilli !== null ? milliToOdds(oddsMilli) : 'suspended';
}

/** Over/under and handicap lines are numbers in the API; the feed's full key stays in `lineKey`. */
export function lineNumber(line: string | null): number | null {
  if (line === null) return null;
  const whole = Number(line);
  if (line.trim() !== '' && Number.isFinite(whole)) return whole;
  // "i1-137.5" (innings 1, 137.5 runs): the number after the last dash, when it is a half line.
  const match = /-(\d+\.5)$/.exec(line);
  return match?.[1] ? Number(match[1]) : null;
}

export function marketView(market: MarketLike): MarketView {
  return {
    id: market.id,
    name: market.name,
    type: market.type,
    line: lineNumber(market.line),
    lineKey: market.line,
    status: market.status,
    options: market.selections.map((selection) => ({ id: selection.id, name: selection.name, odds: optionOdds(market.status, selection.oddsMilli) })),
  };
}

export function staffMarketView(market: MarketLike): StaffMarketView {
  const view = marketView(market);
  return {
    ...view,
    result: market.result ?? null,
    options: view.options.map((option, index) => ({ ...option, oddsMilli: market.selections[index]?.oddsMilli ?? null })),
  };
}

/** Which list screen shows an event: in-play while live, pre-match while scheduled. */
export function listTypeOf(status: EventStatus): 'inplay' | 'presports' | null {
  if (status === 'live') return 'inplay';
  if (status === 'scheduled') return 'presports';
  return null;
}
