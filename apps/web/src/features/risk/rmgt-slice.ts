import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { RiskLimits } from '@oddsmith/core';
import { getRiskManagement } from './api/get-risk-management';

/** The limits that apply to the logged-in player (stake min/max, payout max, in-play delay). */
export type RmgtState = { data: RiskLimits | null };
export const initialRmgtState: RmgtState = { data: null };

/** A failure is only logged to the console (seed section 8). */
export const riskLimitsRequested = createAsyncThunk<
  RiskLimits | null,
  void,
  { state: { user: { token: string | null } } }
>('rmgt/riskLimitsRequested', async (_input, { getState }) => {
  const token = getState().user.token;
  if (!token) return null;
  try {
    return await getRiskManagement(token);
  } catch (error) {
    console.error(error);
    return null;
  }
});

const rmgtSlice = createSlice({
  name: 'rmgt',
  initialState: initialRmgtState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(riskLimitsRequested.fulfilled, (state, action) => {
      if (action.payload) state.data = action.payload;
    });
  },
});

export const rmgtReducer = rmgtSlice.reducer;
