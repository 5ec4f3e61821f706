import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type EventResult = { eventId: string; marketId: string; winnerOptionIds: string[]; settledAt: string };
/** Market results shown to staff and players (not persisted). */
export type ResultsState = { list: EventResult[] };
export const initialResultsState: ResultsState = { list: [] };

const resultsSlice = createSlice({
  name: 'results',
  initialState: initialResultsState,
  reducers: {
    resultsLoaded: (state, action: PayloadAction<EventResult[]>) => {
      state.list = action.payload;
    },
  },
});

export const { resultsLoaded } = resultsSlice.actions;
export const resultsReducer = resultsSlice.reducer;
