import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { eventsRequested, gameRequested, type EventsQuery } from './api/sports-api';
import { gameReducer } from './game-slice';
import {
  eventsAppended,
  eventsReplaced,
  eventsReset,
  eventUpdated,
  initialSportsDataState,
  sportsDataReducer,
} from './sports-data-slice';
import type { Market, SportEvent } from './types';

const market = (id: string, type: string, odds: number): Market => ({
  id,
  name: id,
  type,
  line: null,
  lineKey: null,
  status: 'open',
  options: [
    { id: `${id}-a`, name: 'A', odds },
    { id: `${id}-b`, name: 'B', odds: 2 },
  ],
});

const event = (id: string, name = id, marketsData: Market[] = []): SportEvent => ({
  id,
  event_id: `e-${id}`,
  name,
  home: 'Home',
  away: 'Away',
  sportId: 4,
  competition: { id: 'c1', name: 'League' },
  startTime: '2026-01-01T10:00:00Z',
  status: 'live',
  scores: null,
  marketsData,
  marketCount: marketsData.length,
  source: 'simulator',
});

describe('sportsData slice', () => {
  it('replaces and resets the list', () => {
    let state = sportsDataReducer(initialSportsDataState, eventsReplaced([event('1'), event('2')]));
    expect(state.sportsEvents.map((e) => e.id)).toEqual(['1', '2']);
    state = sportsDataReducer(state, eventsReplaced([event('3')]));
    expect(state.sportsEvents.map((e) => e.id)).toEqual(['3']);
    expect(sportsDataReducer(state, eventsReset())).toEqual(initialSportsDataState);
  });

  it('appends merged by id: known ids are replaced in place, new ones added', () => {
    let state = sportsDataReducer(initialSportsDataState, eventsReplaced([event('1'), event('2')]));
    state = sportsDataReducer(state, eventsAppended([event('2', 'renamed'), event('3'), event('3', 'dup')]));
    expect(state.sportsEvents.map((e) => `${e.id}:${e.name}`)).toEqual(['1:1', '2:renamed', '3:dup']);
  });

  it('updates markets and scores of the event with the given event_id only, keeping other events identical', () => {
    let state = sportsDataReducer(initialSportsDataState, eventsReplaced([event('1'), event('2', '2', [market('m', 'match-odds', 1.8)])]));
    const first = state.sportsEvents[0];
    const marketsData = [market('m', 'match-odds', 1.95)];
    state = sportsDataReducer(state, eventUpdated({ event_id: 'e-2', marketsData, scores: { home: 1, away: 0 }, status: 'live' }));
    expect(state.sportsEvents[1]?.marketsData).toEqual(marketsData);
    expect(state.sportsEvents[1]?.scores).toEqual({ home: 1, away: 0 });
    expect(state.sportsEvents[0]).toBe(first);
    const same = sportsDataReducer(state, eventUpdated({ event_id: 'nope', marketsData: [], scores: null }));
    expect(same).toBe(state);
  });

  it('a main-market-only update does not drop the other markets of an event', () => {
    const all = [market('main', 'match-odds', 1.8), market('ou', 'total-goals', 1.9), market('ng', 'next-goal', 3)];
    let state = sportsDataReducer(initialSportsDataState, eventsReplaced([event('1', '1', all)]));
    state = sportsDataReducer(state, eventUpdated({ event_id: 'e-1', marketsData: [market('main', 'match-odds', 2.1)], scores: { home: 2 } }));
    const markets = state.sportsEvents[0]?.marketsData ?? [];
    expect(markets.map((m) => m.id)).toEqual(['main', 'ou', 'ng']);
    expect(markets[0]?.options[0]?.odds).toBe(2.1);
    expect(markets[1]).toBe(state.sportsEvents[0]?.marketsData[1]);
  });
});

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

/** A store whose game screen loaded event `1` with these markets (through the event endpoint). */
async function gameLoaded(marketsData: Market[] = []) {
  configureApiClient({ fetchImpl: routedFetch({ 'GET /api/sports/events/1': [jsonResponse(200, envelope({ event: event('1', '1', marketsData) }))] }).fetch });
  const store = makeStore({ persist: false });
  await store.dispatch(gameRequested('1'));
  return store;
}

describe('sportsData slice fills from the events endpoint', () => {
  const query: EventsQuery = { spid: 4, type: 'inplay' };

  it('stores the list, its total and the query it answers', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/sports/events': [jsonResponse(200, envelope({ events: [event('1'), event('2')], total: 7 }))] });
    configureApiClient({ fetchImpl: fetch });
    const store = makeStore({ persist: false });
    await store.dispatch(eventsRequested(query));
    expect(calls[0]?.url).toBe('/api/sports/events?spid=4&type=inplay&perPage=100');
    expect(store.getState().sportsData).toMatchObject({ total: 7, query, status: 'succeeded', error: null });
    expect(store.getState().sportsData.sportsEvents.map((e) => e.id)).toEqual(['1', '2']);
  });

  it('a list read again keeps the objects of the events that did not change (their rows do not render again)', async () => {
    const { fetch } = routedFetch({
      'GET /api/sports/events': [
        jsonResponse(200, envelope({ events: [event('1', '1', [market('m1', 'match-odds', 1.8)]), event('2', '2', [market('m2', 'match-odds', 2.2)])], total: 2 })),
        jsonResponse(200, envelope({ events: [event('1', '1', [market('m1', 'match-odds', 1.8)]), event('2', '2', [market('m2', 'match-odds', 2.4)])], total: 2 })),
        jsonResponse(200, envelope({ events: [event('1', '1', [market('m1', 'match-odds', 1.8)]), event('2', '2', [market('m2', 'match-odds', 2.4)])], total: 2 })),
      ],
    });
    configureApiClient({ fetchImpl: fetch });
    const store = makeStore({ persist: false });
    await store.dispatch(eventsRequested(query));
    const [first, second] = store.getState().sportsData.sportsEvents;
    await store.dispatch(eventsRequested(query));
    const changed = store.getState().sportsData.sportsEvents;
    expect(changed[0]).toBe(first);
    expect(changed[1]).not.toBe(second);
    expect(changed[1]?.marketsData[0]?.options[0]?.odds).toBe(2.4);
    // The same list once more: the list itself is the same object.
    await store.dispatch(eventsRequested(query));
    expect(store.getState().sportsData.sportsEvents).toBe(changed);
  });

  it('a further page replacing a listed event keeps its object when it is the same', () => {
    let state = sportsDataReducer(initialSportsDataState, eventsReplaced([event('1'), event('2')]));
    const [first, second] = state.sportsEvents;
    state = sportsDataReducer(state, eventsAppended([event('1'), event('2', 'renamed'), event('3'), event('3', 'dup')]));
    expect(state.sportsEvents[0]).toBe(first);
    expect(state.sportsEvents[1]).not.toBe(second);
    expect(state.sportsEvents.map((e) => `${e.id}:${e.name}`)).toEqual(['1:1', '2:renamed', '3:dup']);
  });

  it('a failed load keeps the state of the list with the error text', async () => {
    configureApiClient({ fetchImpl: routedFetch({ 'GET /api/sports/events': [jsonResponse(503, null)] }).fetch });
    const store = makeStore({ persist: false });
    await store.dispatch(eventsRequested(query));
    expect(store.getState().sportsData).toMatchObject({ status: 'failed', error: 'Error: 503 - Something went wrong.', sportsEvents: [] });
  });
});

describe('game slice follows the same eventUpdate', () => {
  it('merges a list-channel update into the open event page without losing markets', async () => {
    const all = [market('main', 'match-odds', 1.8), market('ou', 'total-goals', 1.9)];
    let state = (await gameLoaded(all)).getState().game;
    expect(state).toMatchObject({ eventId: '1', status: 'succeeded', error: null });
    state = gameReducer(state, eventUpdated({ event_id: 'e-1', status: 'live', marketsData: [market('main', 'match-odds', 1.5)], scores: { home: 1 } }));
    expect(state.event?.marketsData.map((m) => [m.id, m.options[0]?.odds])).toEqual([
      ['main', 1.5],
      ['ou', 1.9],
    ]);
    expect(state.event?.scores).toEqual({ home: 1 });
    // A new market in an event-channel update is appended.
    state = gameReducer(state, eventUpdated({ event_id: 'e-1', marketsData: [market('new', 'next-goal', 4)], scores: { home: 1 } }));
    expect(state.event?.marketsData.map((m) => m.id)).toEqual(['main', 'ou', 'new']);
  });

  it('ignores updates of other events', async () => {
    const state = (await gameLoaded()).getState().game;
    const next = gameReducer(state, eventUpdated({ event_id: 'e-9', marketsData: [], scores: { home: 5 } }));
    expect(next).toBe(state);
  });
});
