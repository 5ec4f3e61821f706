import type { EventUpdate, Market, SportEvent } from './types';

/**
 * Applies an `eventUpdate` to a loaded event. Markets are merged by id: a market in the update
 * replaces the loaded one with that id (in place), a new one is appended, and a loaded market the
 * update does not mention is kept. A list channel's update carries only the main market, so it
 * must never wipe the other markets an event page has loaded; markets leave by status
 * (`closed`/`settled`), not by absence.
 */
export function mergeMarkets(loaded: readonly Market[], incoming: readonly Market[]): Market[] {
  const incomingById = new Map(incoming.map((market) => [market.id, market]));
  const merged = loaded.map((market) => incomingById.get(market.id) ?? market);
  const loadedIds = new Set(loaded.map((market) => market.id));
  for (const market of incoming) if (!loadedIds.has(market.id)) merged.push(market);
  return merged;
}

/** Mutates an Immer draft of the event with the update (scores, status, merged markets). */
export function applyEventUpdate(event: SportEvent, update: EventUpdate): void {
  event.scores = update.scores;
  if (typeof update.status === 'string') event.status = update.status;
  if (Array.isArray(update.marketsData)) event.marketsData = mergeMarkets(event.marketsData, update.marketsData);
}

/** The market a list row shows: the first match-result market, else the first market. */
const mainMarketTypes = ['match-odds', 'match-winner', 'moneyline'];
export function mainMarketOf(event: Pick<SportEvent, 'marketsData'>): Market | null {
  return event.marketsData.find((market) => mainMarketTypes.includes(market.type)) ?? event.marketsData[0] ?? null;
}
