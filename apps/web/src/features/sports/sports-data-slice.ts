import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import { sportsApi, type EventsQuery } from './api/sports-api';
import { applyEventUpdate } from './event-update';
import type { EventUpdate, SportEvent } from './types';

export type { EventUpdate, Market, MarketOption, SportEvent } from './types';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * `sportsEvents` is the seed's list (the events of the list screen on view). `query` is the list
 * they belong to, `status`/`error` the state of its last load.
 */
export type SportsDataState = {
  sportsEvents: SportEvent[];
  total: number;
  query: EventsQuery | null;
  status: Status;
  error: string | null;
};
export const initialSportsDataState: SportsDataState = {
  sportsEvents: [],
  total: 0,
  query: null,
  status: 'idle',
  error: null,
};

function sameQuery(a: EventsQuery | null, b: EventsQuery): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `next` keeping every part of `previous` it equals (the same objects): a list read again (after
 * the screen's channels are joined, or on `eventListChanged`) re-renders only the rows that
 * changed, not the whole list in one synchronous render (issue 18, Total Blocking Time).
 */
function sharedWith<T>(previous: unknown, next: T): T {
  return copyWithStructuralSharing(isDraft(previous) ? original(previous) : previous, next);
}

const sportsDataSlice = createSlice({
  name: 'sportsData',
  initialState: initialSportsDataState,
  reducers: {
    eventsReplaced: (state, action: PayloadAction<SportEvent[]>) => {
      state.sportsEvents = action.payload;
    },
    eventsReset: () => initialSportsDataState,
    /** A further page of events: an event already listed (same id) is replaced in place. */
    eventsAppended: (state, action: PayloadAction<SportEvent[]>) => {
      const indexById = new Map(state.sportsEvents.map((event, index) => [event.id, index]));
      for (const event of action.payload) {
        const index = indexById.get(event.id);
        if (index === undefined) {
          indexById.set(event.id, state.sportsEvents.length);
          state.sportsEvents.push(event);
        } else {
          state.sportsEvents[index] = sharedWith(state.sportsEvents[index], event);
        }
      }
    },
    /** A live update of one event (matched by event_id): new markets (merged by id) and scores. */
    eventUpdated: (state, action: PayloadAction<EventUpdate>) => {
      const event = state.sportsEvents.find((item) => item.event_id === action.payload.event_id);
      if (!event) return;
      applyEventUpdate(event, action.payload);
    },
  },
  // Filled by the events endpoint (`eventsRequested`); a skipped ask (one already on its way) changes nothing.
  extraReducers: (builder) => {
    const { events } = sportsApi.endpoints;
    builder
      .addMatcher(events.matchPending, (state, action) => {
        const query = action.meta.arg.originalArgs;
        // A refetch of the same list keeps the rows on screen; another list starts empty.
        if (!sameQuery(state.query, query)) {
          state.sportsEvents = [];
          state.total = 0;
        }
        state.query = query;
        state.status = 'loading';
        state.error = null;
      })
      .addMatcher(events.matchFulfilled, (state, action) => {
        if (!sameQuery(state.query, action.meta.arg.originalArgs)) return;
        state.sportsEvents = sharedWith(state.sportsEvents, action.payload.events);
        state.total = action.payload.total;
        state.status = 'succeeded';
      })
      .addMatcher(events.matchRejected, (state, action) => {
        if (action.meta.condition || !sameQuery(state.query, action.meta.arg.originalArgs)) return;
        state.status = 'failed';
        state.error = action.payload?.message ?? action.error.message ?? null;
      });
  },
});

export const { eventsReplaced, eventsReset, eventsAppended, eventUpdated } = sportsDataSlice.actions;
export const sportsDataReducer = sportsDataSlice.reducer;
