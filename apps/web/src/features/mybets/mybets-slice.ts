import { createSlice } from '@reduxjs/toolkit';
import type { ApiTicket } from '@oddsmith/core';
import { serverMessageOf } from '../../lib/api-client';
import { mybetsApi } from './api/mybets-api';

export type { MyBetsView } from './api/mybets-api';

/** The seed's `mybets` state, filled from the my-bets query; the newest request decides. */
export type MybetsState = {
  mybets: ApiTicket[];
  history: ApiTicket[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  /** The last my-bets request sent: an older one's late answer (another tab) is not taken. */
  requestId: string | null;
};
export const initialMybetsState: MybetsState = { mybets: [], history: [], status: 'idle', error: null, requestId: null };

const { matchPending, matchFulfilled, matchRejected } = mybetsApi.endpoints.myBets;

const mybetsSlice = createSlice({
  name: 'mybets',
  initialState: initialMybetsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(matchPending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
      })
      .addMatcher(matchFulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'succeeded';
        state.mybets = action.payload.mybets;
        state.history = action.payload.history;
      })
      .addMatcher(matchRejected, (state, action) => {
        if (action.meta.requestId !== state.requestId || action.meta.condition) return;
        state.status = 'failed';
        state.error = serverMessageOf(action.payload ?? action.error);
      });
  },
});

export const mybetsReducer = mybetsSlice.reducer;
