import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { oddsFormatDefault, oddsFormats, type OddsFormat } from '@oddsmith/core';

export type OddTypeState = OddsFormat;
export const initialOddTypeState: OddTypeState = oddsFormatDefault;

const oddTypeSlice = createSlice({
  name: 'oddType',
  initialState: initialOddTypeState as OddTypeState,
  reducers: {
    oddsFormatChosen: (state, action: PayloadAction<OddsFormat>): OddTypeState =>
      oddsFormats.includes(action.payload) ? action.payload : state,
  },
});

export const { oddsFormatChosen } = oddTypeSlice.actions;
export const oddTypeReducer = oddTypeSlice.reducer;
