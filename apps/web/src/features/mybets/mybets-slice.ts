import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { getMyBets, type MyBetsPayload, type Ticket } from './api/get-my-bets';

export type MybetsState = {
  mybets: Ticket[];
  history: Ticket[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
};
export const initialMybetsState: MybetsState = { mybets: [], history: [], status: 'idle', error: null };

export const myBetsRequested = createAsyncThunk<
  MyBetsPayload,
  { status: 'open' | 'settled' },
  { state: { user: { token: string | null } } }
>('mybets/myBetsRequested', ({ status }, { getState }) => getMyBets(status, getState().user.token));

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
        state.status = 'failed';
        state.error = action.error.message ?? null;
      });
  },
});

export const mybetsReducer = mybetsSlice.reducer;
