import { describe, expect, it } from 'vitest';
import {
  eventsAppended,
  eventsReplaced,
  eventsReset,
  eventUpdated,
  initialSportsDataState,
  sportsDataReducer,
  type SportEvent,
} from './sports-data-slice';

const event = (id: string, name = id): SportEvent => ({
  id,
  event_id: `e-${id}`,
  name,
  sportId: 4,
  startTime: '2026-01-01T10:00:00Z',
  status: 'open',
  scores: null,
  marketsData: [],
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

  it('updates markets and scores of the event with the given event_id only', () => {
    let state = sportsDataReducer(initialSportsDataState, eventsReplaced([event('1'), event('2')]));
    const marketsData = [{ id: 'm', name: 'Match odds', status: 'open', options: [{ id: 'o', name: 'Home', odds: 1.8 }] }];
    state = sportsDataReducer(state, eventUpdated({ event_id: 'e-2', marketsData, scores: { home: 1, away: 0 } }));
    expect(state.sportsEvents[1]?.marketsData).toEqual(marketsData);
    expect(state.sportsEvents[1]?.scores).toEqual({ home: 1, away: 0 });
    expect(state.sportsEvents[0]?.marketsData).toEqual([]);
    const same = sportsDataReducer(state, eventUpdated({ event_id: 'nope', marketsData: [], scores: null }));
    expect(same).toEqual(state);
  });
});
