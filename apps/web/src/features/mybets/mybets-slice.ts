import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ApiTicket, MyBetsPayload } from '@oddsmith/core';
import { serverMessageOf } from '../../lib/api-client';
import { getMyBets } from './api/get-my-bets';

export type MyBetsView = 'open' | 'settled';

export type MybetsState = {
  mybets: ApiTicket[];
  history: ApiTicket[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
};
export const initialMybetsState: MybetsState = { mybets: [], history: [], status: 'idle', error: null };

export const myBetsRequested = createAsyncThunk<
  MyBetsPayload,
  { status: MyBetsView },
  { state: { user: { token: string | null } }; rejectValue: string }
>('mybets/myBetsRequested', async ({ status }, { getState, rejectWithValue }) => {
  try {
    return await getMyBets(status, getState().user.token);
  } catch (error) {
    return rejectWithValue(serverMessageOf(error));
  }
});

const mybetsSlice = createSlice({
  name: 'mybets',
  initialState: initialMybetsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(myBetsRequested.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(myBetsRequested.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.mybets = action.payload.mybets;
        state.history = action.payload.history;
      })
      .addCase(myBetsRequested.rejected, (state, action) => {
        // A request the screen replaced (tab change, refresh) was aborted: its newer twin decides.
        if (action.meta.aborted) return;
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? null;
      });
  },
});

export const mybetsReducer = mybetsSlice.reducer;
