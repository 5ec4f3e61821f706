import type { Server } from 'socket.io';
import type { SlipOddsUpdate } from '@oddsmith/core';
import type { PublishSlipOdds } from '../../plugins/socket';
import { listTypeOf, type EventView, type MarketView } from './sports.view';

export type ListType = 'inplay' | 'presports';
export type EventUpdatePayload = Pick<EventView, 'id' | 'event_id' | 'status' | 'scores'> & { marketsData: MarketView[] };
export type ListChange = { sportId: number; type: ListType };

/** What one feed tick or one staff edit changed, ready to publish (after it is stored). */
export type SportsChange = {
  slip: SlipOddsUpdate[];
  /** Changed events with all their markets, main market first. */
  events: EventView[];
  lists: ListChange[];
};

export function eventChannel(eventId: string): string {
  return `event:${eventId}`;
}

export function listChannel(sportId: number, type: ListType): string {
  return `list:${sportId}:${type}`;
}

/** Dedupes list changes: one `eventListChanged` per list per change set. */
export function uniqueLists(lists: readonly ListChange[]): ListChange[] {
  const seen = new Map<string, ListChange>();
  for (const list of lists) seen.set(listChannel(list.sportId, list.type), list);
  return [...seen.values()];
}

/**
 * Emits a change set: `updatedSlipData` per selection room (seed contract), `eventUpdate` to the
 * event page (all markets) and to its list (main market only), `eventListChanged` to lists.
 */
export function publishSportsChange(io: Server, publishSlipOdds: PublishSlipOdds, change: SportsChange): void {
  if (change.slip.length > 0) publishSlipOdds(change.slip);
  for (const event of change.events) {
    const payload: EventUpdatePayload = { id: event.id, event_id: event.event_id, status: event.status, scores: event.scores, marketsData: event.marketsData };
    io.to(eventChannel(event.id)).emit('eventUpdate', payload);
    const listType = listTypeOf(event.status);
    if (listType) io.to(listChannel(event.sportId, listType)).emit('eventUpdate', { ...payload, marketsData: event.marketsData.slice(0, 1) });
  }
  for (const list of uniqueLists(change.lists)) io.to(listChannel(list.sportId, list.type)).emit('eventListChanged', list);
}
