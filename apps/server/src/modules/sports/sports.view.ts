import {
  milliToOdds,
  type ApiEvent,
  type ApiMarket,
  type ApiOdds,
  type ApiOption,
  type ApiStaffMarket,
  type EventStatus,
  type MarketResult,
} from '@oddsmith/core';
import type { MarketRowStatus } from '../../db/schema';

/** The API's shapes live in core (api/sports-contract.ts); these names are the server's views of them. */
export type OddsView = ApiOdds;
export type OptionView = ApiOption;
export type MarketView = ApiMarket;
export type StaffMarketView = ApiStaffMarket;
export type EventView = ApiEvent;

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
