import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SportEvent } from './sports-data-slice';

/** Pre-match events of the selected sport (not persisted). */
export type PregameState = { events: SportEvent[]; sportId: number | null };
export const initialPregameState: PregameState = { events: [], sportId: null };

const pregameSlice = createSlice({
  name: 'pregame',
  initialState: initialPregameState,
  reducers: {
    pregameLoaded: (state, action: PayloadAction<{ sportId: number; events: SportEvent[] }>) => {
      state.sportId = action.payload.sportId;
      state.events = action.payload.events;
    },
  },
});

export const { pregameLoaded } = pregameSlice.actions;
export const pregameReducer = pregameSlice.reducer;
