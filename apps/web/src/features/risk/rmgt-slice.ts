import { createSlice } from '@reduxjs/toolkit';
import type { RiskLimits } from '@oddsmith/core';
import { riskApi } from './api/risk-api';

export { riskLimitsRequested } from './api/risk-api';

/** The limits that apply to the logged-in player (stake min/max, payout max, in-play delay). */
export type RmgtState = { data: RiskLimits | null };
export const initialRmgtState: RmgtState = { data: null };

const rmgtSlice = createSlice({
  name: 'rmgt',
  initialState: initialRmgtState,
  reducers: {},
  // Filled by the risk-limits endpoint; a failure (or no session) keeps the last limits.
  extraReducers: (builder) => {
    builder.addMatcher(riskApi.endpoints.riskLimits.matchFulfilled, (state, action) => {
      if (action.payload) state.data = action.payload;
    });
  },
});

export const rmgtReducer = rmgtSlice.reducer;
