import type { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import type { SlipOddsUpdate } from '@oddsmith/core';
import { eventUpdatePayloads, publishSportsChange, type SportsChange } from './sports.realtime';
import type { EventView, MarketView } from './sports.view';

function market(id: string): MarketView {
  return { id, name: id, type: 'match-odds', line: null, lineKey: null, status: 'open', options: [{ id: `${id}-o`, name: 'x', odds: 2 }] } as MarketView;
}

const event = {
  id: 'e1',
  event_id: 'sim-1',
  sportId: 1,
  status: 'live',
  scores: { home: 1, away: 0 },
  marketsData: [market('main'), market('total'), market('handicap')],
} as unknown as EventView;

type Emitted = { room: string; name: string; payload: unknown };

/** An in-memory socket.io server stand-in: local rooms and a record of broadcasts. */
function fakeIo(joined: string[]): { io: Server; emitted: Emitted[] } {
  const emitted: Emitted[] = [];
  const rooms = new Map(joined.map((room) => [room, new Set(['socket-1'])]));
  const io = {
    of: () => ({ adapter: { rooms } }),
    to: (room: string) => ({ emit: (name: string, payload: unknown) => emitted.push({ room, name, payload }) }),
  } as unknown as Server;
  return { io, emitted };
}

describe('publishSportsChange', () => {
  it('skips rooms nobody joined, so their payloads are never serialised', () => {
    const { io, emitted } = fakeIo([]);
    const slips: SlipOddsUpdate[][] = [];
    const change: SportsChange = { slip: [{ gameId: 'e1', optionId: 'main-o', odds: 2 }], events: [event], lists: [{ sportId: 1, type: 'inplay' }] };
    publishSportsChange(io, (updates) => slips.push([...updates]), change);
    expect(slips).toEqual([change.slip]);
    expect(emitted).toEqual([]);
  });

  it('sends the page only the changed markets and the list the main market only when it or the header changed', () => {
    const { io, emitted } = fakeIo(['event:e1', 'list:1:inplay']);
    const deltas = new Map([['e1', { header: false, marketIds: new Set(['total']) }]]);
    publishSportsChange(io, () => undefined, { slip: [], events: [event], lists: [], deltas });
    expect(emitted.map((e) => [e.room, (e.payload as { marketsData: MarketView[] }).marketsData.map((m) => m.id)])).toEqual([['event:e1', ['total']]]);

    emitted.length = 0;
    publishSportsChange(io, () => undefined, { slip: [], events: [event], lists: [], deltas: new Map([['e1', { header: false, marketIds: new Set(['main', 'handicap']) }]]) });
    expect(emitted.map((e) => [e.room, (e.payload as { marketsData: MarketView[] }).marketsData.map((m) => m.id)])).toEqual([
      ['event:e1', ['main', 'handicap']],
      ['list:1:inplay', ['main']],
    ]);
  });

  it('sends everything for an event without a delta (staff edits)', () => {
    const { page, list } = eventUpdatePayloads(event, undefined);
    expect(page.marketsData.map((m) => m.id)).toEqual(['main', 'total', 'handicap']);
    expect(list?.marketsData.map((m) => m.id)).toEqual(['main']);
    const scoresOnly = eventUpdatePayloads(event, { header: true, marketIds: new Set() });
    expect(scoresOnly.page).toEqual({ id: 'e1', event_id: 'sim-1', status: 'live', scores: { home: 1, away: 0 }, marketsData: [] });
    expect(scoresOnly.list?.marketsData.map((m) => m.id)).toEqual(['main']);
  });
});
