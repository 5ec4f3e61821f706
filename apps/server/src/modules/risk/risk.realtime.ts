import type { SlipOddsUpdate } from '@oddsmith/core';
import type { Database } from '../../db/client';
import { eventViews, findEvent, type SportsChange } from '../sports';
import { eventIdsOfMarkets } from './risk.repo';

/** Publishes markets risk just suspended or released; called after the commit. */
export type PublishMarkets = (marketIds: readonly string[]) => Promise<void>;

/** A few markets per call (one placement's legs, one staff action). */
const publishedMarketsMax = 64;

/**
 * The change of risk-held markets as the sports module publishes a staff edit: `updatedSlipData`
 * for each of their options (`"suspended"` while held, the price again once released) and an
 * `eventUpdate` of their events with every market.
 */
export async function marketsChange(db: Database, marketIds: readonly string[]): Promise<SportsChange> {
  const ids = new Set(marketIds.slice(0, publishedMarketsMax));
  return db.transaction(async (tx) => {
    const rows = [];
    for (const eventId of await eventIdsOfMarkets(tx, [...ids])) {
      const row = await findEvent(tx, eventId);
      if (row) rows.push(row);
    }
    const views = await eventViews(tx, rows, { mainOnly: false });
    const slip: SlipOddsUpdate[] = [];
    for (const view of views) {
      for (const market of view.marketsData) {
        if (ids.has(market.id)) for (const option of market.options) slip.push({ gameId: view.id, optionId: option.id, odds: option.odds });
      }
    }
    return { slip, events: views, lists: [] };
  });
}
