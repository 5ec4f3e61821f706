import { createSlice, isAnyOf, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { AuthPayload, PublicUser } from '@oddsmith/core';
import { serverMessageOf } from '../../lib/api-client';
import { authApi, type UserThunkExtra } from './api/auth-api';

export { loginSubmitted, logoutRequested, registrationSubmitted, userRefreshRequested, type UserThunkExtra } from './api/auth-api';

export type UserState = {
  isLoading: boolean;
  responseType: 'idle' | 'success' | 'error';
  /** The last message to show: the server's or the thrown one on failure. */
  response: string | null;
  isLoggedIn: boolean;
  user: PublicUser | null;
  token: string | null;
};

export const initialUserState: UserState = {
  isLoading: false,
  responseType: 'idle',
  response: null,
  isLoggedIn: false,
  user: null,
  token: null,
};

/** A session has started: the user and token are stored, the last message cleared. */
function signedIn(state: UserState, payload: AuthPayload): void {
  state.isLoading = false;
  state.responseType = 'success';
  state.response = null;
  state.isLoggedIn = true;
  state.user = payload.user;
  state.token = payload.token;
}

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    sessionExpired: () => initialUserState,
    /** A session opened by another area's sign-in (the partner login and registration): the same state as a login. */
    sessionStarted: (state, action: PayloadAction<AuthPayload>) => signedIn(state, action.payload),
    messageDismissed: (state) => {
      state.responseType = 'idle';
      state.response = null;
    },
    balanceUpdated: (state, action: PayloadAction<{ balance: number; bonusBalance?: number }>) => {
      if (!state.user) return;
      state.user.balance = action.payload.balance;
      if (action.payload.bonusBalance !== undefined) state.user.bonusBalance = action.payload.bonusBalance;
    },
  },
  // Filled by the session endpoints (api/auth-api.ts).
  extraReducers: (builder) => {
    const { login, register, logout, currentUser } = authApi.endpoints;
    builder
      .addMatcher(isAnyOf(login.matchPending, register.matchPending), (state) => {
        state.isLoading = true;
        state.responseType = 'idle';
        state.response = null;
      })
      .addMatcher(isAnyOf(login.matchFulfilled, register.matchFulfilled), (state, action: PayloadAction<AuthPayload>) => signedIn(state, action.payload))
      .addMatcher(isAnyOf(login.matchRejected, register.matchRejected), (state, action) => {
        state.isLoading = false;
        state.responseType = 'error';
        state.response = serverMessageOf(action.payload ?? action.error);
      })
      .addMatcher(isAnyOf(logout.matchFulfilled, logout.matchRejected), () => initialUserState)
      .addMatcher(currentUser.matchFulfilled, (state, action) => {
        if (state.isLoggedIn) state.user = action.payload.user;
      });
  },
});

export const { sessionExpired, sessionStarted, messageDismissed, balanceUpdated } = userSlice.actions;

/** Stores a session another area opened, then reloads the page once it is stored (as after a login, seed section 4). */
export const sessionOpened =
  (payload: AuthPayload) =>
  (dispatch: (action: UnknownAction) => unknown, _getState: unknown, extra: UserThunkExtra): void => {
    dispatch(sessionStarted(payload));
    setTimeout(extra.reload, 0);
  };
export const userReducer = userSlice.reducer;
