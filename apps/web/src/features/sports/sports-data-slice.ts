import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getEvents, type EventsQuery } from './api/get-events';
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

/** A list screen asked for its events (also after `eventListChanged`). */
export const eventsRequested = createAsyncThunk('sportsData/eventsRequested', (query: EventsQuery) => getEvents(query));

function sameQuery(a: EventsQuery | null, b: EventsQuery): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
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
          state.sportsEvents[index] = event;
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
  extraReducers: (builder) => {
    builder
      .addCase(eventsRequested.pending, (state, action) => {
        // A refetch of the same list keeps the rows on screen; another list starts empty.
        if (!sameQuery(state.query, action.meta.arg)) {
          state.sportsEvents = [];
          state.total = 0;
        }
        state.query = action.meta.arg;
        state.status = 'loading';
        state.error = null;
      })
      .addCase(eventsRequested.fulfilled, (state, action) => {
        if (!sameQuery(state.query, action.meta.arg)) return;
        const events = Array.isArray(action.payload?.events) ? action.payload.events : [];
        state.sportsEvents = events;
        state.total = typeof action.payload?.total === 'number' ? action.payload.total : events.length;
        state.status = 'succeeded';
      })
      .addCase(eventsRequested.rejected, (state, action) => {
        if (!sameQuery(state.query, action.meta.arg)) return;
        state.status = 'failed';
        state.error = action.error.message ?? null;
      });
  },
});

export const { eventsReplaced, eventsReset, eventsAppended, eventUpdated } = sportsDataSlice.actions;
export const sportsDataReducer = sportsDataSlice.reducer;
