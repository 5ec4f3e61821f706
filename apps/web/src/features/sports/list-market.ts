import { eventListMarketTypes, eventListMarkets, sportIds, type EventListMarket } from '@oddsmith/core';
import { mainMarketOf } from './event-update';
import type { Market, SportEvent } from './types';

/** The market a list shows in its price columns (the pre-match market switcher). */
export type ListMarket = EventListMarket;
export const listMarkets: readonly ListMarket[] = eventListMarkets;

export function listMarketFromParam(value: string | null): ListMarket {
  return listMarkets.find((item) => item === value) ?? 'main';
}

/** The spread of a two-way line's prices: the smallest is the main line (closest to evens). */
function spreadOf(market: Market): number {
  const prices = market.options.map((option) => (typeof option.odds === 'number' ? option.odds : Number.POSITIVE_INFINITY));
  if (prices.length < 2) return Number.POSITIVE_INFINITY;
  return Math.abs((prices[0] ?? 0) - (prices[1] ?? 0));
}

/**
 * The market a row shows for `kind`: the main market, or the family's main line (the open line
 * whose two prices are closest, as the big books show one line per row). Null when the event has none.
 */
export function rowMarketOf(event: Pick<SportEvent, 'marketsData'>, kind: ListMarket): Market | null {
  if (kind === 'main') return mainMarketOf(event);
  const types = eventListMarketTypes[kind];
  const lines = event.marketsData.filter((market) => types.includes(market.type) && market.options.length === 2);
  let best: Market | null = null;
  for (const market of lines) if (!best || spreadOf(market) < spreadOf(best)) best = market;
  return best;
}

/** The switcher's choices for a sport: the feed prices handicaps for soccer and basketball only. */
export function marketsOfSport(sportId: number): ListMarket[] {
  return sportId === sportIds.soccer || sportId === sportIds.basketball ? [...listMarkets] : ['main', 'totals'];
}

/** A column heading: a translation key under `sportsbook.columns`. */
export type ColumnKey = 'home' | 'draw' | 'away' | 'over' | 'under';

/** The price column headings of a group: 1 / X / 2, 1 / 2 (two-way sports) or Over / Under. */
export function columnsOf(kind: ListMarket, optionCount: number): ColumnKey[] {
  if (kind === 'totals') return ['over', 'under'];
  return optionCount === 3 ? ['home', 'draw', 'away'] : ['home', 'away'];
}

/** The option count of the first event of a group with a market of `kind` (2 when none has one). */
export function optionCountOf(events: readonly Pick<SportEvent, 'marketsData'>[], kind: ListMarket): number {
  for (const event of events) {
    const market = rowMarketOf(event, kind);
    if (market && market.options.length > 0) return Math.min(market.options.length, 3);
  }
  return 2;
}
