import type { Server } from 'socket.io';
import type { SlipOddsUpdate } from '@oddsmith/core';
import { roomHasListeners, type PublishSlipOdds } from '../../lib/realtime';
import { listTypeOf, type EventView, type MarketView } from './sports.view';

export type ListType = 'inplay' | 'presports';
export type EventUpdatePayload = Pick<EventView, 'id' | 'event_id' | 'status' | 'scores'> & { marketsData: MarketView[] };
export type ListChange = { sportId: number; type: ListType };

/** What changed in one event: its own fields (status, scores, start, name) and which markets. */
export type EventDelta = { header: boolean; marketIds: ReadonlySet<string> };

/** What one feed tick or one staff edit changed, ready to publish (after it is stored). */
export type SportsChange = {
  slip: SlipOddsUpdate[];
  /** Changed events with all their markets, main market first. */
  events: EventView[];
  lists: ListChange[];
  /**
   * Per event id, what changed (the feed knows it from its diff): `eventUpdate` then carries only
   * those markets, and a list hears of the event only when its header or main market changed.
   * Absent for an event (staff edits): all of it is sent.
   */
  deltas?: ReadonlyMap<string, EventDelta>;
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
 * Emits a change set: `updatedSlipData` first (the seed contract with the latency target; one
 * message per watching socket), then `eventUpdate` to the event page (its changed markets, all of
 * them without a delta; clients merge markets by id) and to its list (main market only, when it
 * or the header changed), `eventListChanged` to lists. A room nobody joined is skipped before its
 * payload is serialised.
 */
export function publishSportsChange(io: Server, publishSlipOdds: PublishSlipOdds, change: SportsChange): void {
  if (change.slip.length > 0) publishSlipOdds(change.slip);
  for (const event of change.events) publishEventUpdate(io, event, change.deltas?.get(event.id));
  for (const list of uniqueLists(change.lists)) {
    const room = listChannel(list.sportId, list.type);
    if (roomHasListeners(io, room)) io.to(room).emit('eventListChanged', list);
  }
}

/** The `eventUpdate` payloads of one event: for its page and for its list (null: nothing to send). */
export function eventUpdatePayloads(event: EventView, delta: EventDelta | undefined): { page: EventUpdatePayload; list: EventUpdatePayload | null } {
  // Field by field, not `{ ...header, marketsData }`: see betting's `newTicketRowOf`.
  const payloadOf = (marketsData: MarketView[]): EventUpdatePayload => ({ id: event.id, event_id: event.event_id, status: event.status, scores: event.scores, marketsData });
  const main = event.marketsData[0];
  const listWanted = !delta || delta.header || (main !== undefined && delta.marketIds.has(main.id));
  return { page: payloadOf(delta ? event.marketsData.filter((market) => delta.marketIds.has(market.id)) : event.marketsData), list: listWanted ? payloadOf(main ? [main] : []) : null };
}

function publishEventUpdate(io: Server, event: EventView, delta: EventDelta | undefined): void {
  const pageRoom = eventChannel(event.id);
  const listType = listTypeOf(event.status);
  const listRoom = listType ? listChannel(event.sportId, listType) : null;
  const toPage = roomHasListeners(io, pageRoom);
  const toList = listRoom !== null && roomHasListeners(io, listRoom);
  if (!toPage && !toList) return;
  const { page, list } = eventUpdatePayloads(event, delta);
  if (toPage) io.to(pageRoom).emit('eventUpdate', page);
  if (toList && listRoom !== null && list !== null) io.to(listRoom).emit('eventUpdate', list);
}
