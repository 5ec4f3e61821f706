import { createSlice } from '@reduxjs/toolkit';
import { sportsApi } from './api/sports-api';
import { applyEventUpdate } from './event-update';
import { eventUpdated } from './sports-data-slice';
import type { SportEvent } from './types';

export type { SportEvent } from './types';

/** The event open on the game screen (not persisted), with all its markets. */
export type GameState = {
  event: SportEvent | null;
  eventId: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
};
export const initialGameState: GameState = { event: null, eventId: null, status: 'idle', error: null };

const gameSlice = createSlice({
  name: 'game',
  initialState: initialGameState,
  reducers: {
    gameClosed: () => initialGameState,
  },
  // Filled by the event endpoint (`gameRequested`); a skipped ask (one already on its way) changes nothing.
  extraReducers: (builder) => {
    const { event } = sportsApi.endpoints;
    builder
      // The same socket `eventUpdate` moves the open event page: merged, so a list channel's
      // main-market-only payload never drops the markets loaded here.
      .addCase(eventUpdated, (state, action) => {
        if (state.event && state.event.event_id === action.payload.event_id) applyEventUpdate(state.event, action.payload);
      })
      .addMatcher(event.matchPending, (state, action) => {
        const id = action.meta.arg.originalArgs;
        if (state.eventId !== id) state.event = null;
        state.eventId = id;
        state.status = 'loading';
        state.error = null;
      })
      .addMatcher(event.matchFulfilled, (state, action) => {
        if (state.eventId !== action.meta.arg.originalArgs) return;
        state.event = action.payload.event;
        state.status = 'succeeded';
      })
      .addMatcher(event.matchRejected, (state, action) => {
        if (action.meta.condition || state.eventId !== action.meta.arg.originalArgs) return;
        state.status = 'failed';
        state.error = action.payload?.message ?? action.error.message ?? null;
      });
  },
});

export const { gameClosed } = gameSlice.actions;
export const gameReducer = gameSlice.reducer;
