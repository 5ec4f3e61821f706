import type { MarketStatus } from '../sports/types';

/**
 * The sports API's value lists, apart from the schemas in `sports-contract.ts` that use them: a
 * client reading one (the web's list screens) does not pull zod and the contracts with it
 * (docs/web-decisions.md, "Speed").
 */

export const eventStatuses = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventSources = ['simulator', 'manual'] as const;
export type EventSource = (typeof eventSources)[number];

export const marketStatuses = ['open', 'suspended', 'closed', 'settled'] as const satisfies readonly MarketStatus[];

export const sportIdValues = [1, 2, 4, 7522] as const;

/** The event lists: in-play or pre-match. */
export const eventListTypes = ['inplay', 'presports'] as const;
export type EventListType = (typeof eventListTypes)[number];

/**
 * The price columns a list can show (the pre-match market switcher): `main` (match result) is on
 * every list; `totals` and `handicap` add each event's lines of these market types.
 */
export const eventListMarkets = ['main', 'totals', 'handicap'] as const;
export type EventListMarket = (typeof eventListMarkets)[number];
export const eventListMarketTypes: Record<Exclude<EventListMarket, 'main'>, readonly string[]> = {
  totals: ['total-goals', 'total-games', 'total-points', 'innings-runs'],
  handicap: ['asian-handicap', 'spread'],
};
