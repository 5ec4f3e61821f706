import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { getEvent } from './api/get-event';
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

export const gameRequested = createAsyncThunk('game/gameRequested', (id: string) => getEvent(id));

const gameSlice = createSlice({
  name: 'game',
  initialState: initialGameState,
  reducers: {
    gameClosed: () => initialGameState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(gameRequested.pending, (state, action) => {
        if (state.eventId !== action.meta.arg) state.event = null;
        state.eventId = action.meta.arg;
        state.status = 'loading';
        state.error = null;
      })
      .addCase(gameRequested.fulfilled, (state, action) => {
        if (state.eventId !== action.meta.arg) return;
        state.event = action.payload.event;
        state.status = 'succeeded';
      })
      .addCase(gameRequested.rejected, (state, action) => {
        if (state.eventId !== action.meta.arg) return;
        state.status = 'failed';
        state.error = action.error.message ?? null;
      })
      // The same socket `eventUpdate` moves the open event page: merged, so a list channel's
      // main-market-only payload never drops the markets loaded here.
      .addCase(eventUpdated, (state, action) => {
        if (state.event && state.event.event_id === action.payload.event_id) applyEventUpdate(state.event, action.payload);
      });
  },
});

export const { gameClosed } = gameSlice.actions;
export const gameReducer = gameSlice.reducer;
