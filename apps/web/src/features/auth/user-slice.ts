import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthPayload, PublicUser } from '@oddsmith/core';
import { serverFieldOf, serverMessageOf } from '../../lib/api-client';
import { getUser } from './api/get-user';
import { login, type LoginInput } from './api/login';
import { logout } from './api/logout';
import { register, type RegisterInput } from './api/register';

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

/** What the thunks get from the store: the reload is injected so tests can watch it. */
export type UserThunkExtra = { reload: () => void };
type ThunkConfig = { state: { user: UserState }; extra: UserThunkExtra; rejectValue: string };

/** Once the success is stored the page reloads (seed section 4); the reload runs after the reducer. */
export const loginSubmitted = createAsyncThunk<AuthPayload, LoginInput, ThunkConfig>(
  'user/loginSubmitted',
  async (input, { rejectWithValue, extra }) => {
    try {
      const payload = await login(input);
      setTimeout(extra.reload, 0);
      return payload;
    } catch (error) {
      return rejectWithValue(serverMessageOf(error));
    }
  },
);

export type RegisterFailure = { message: string; field: string | null };

export const registrationSubmitted = createAsyncThunk<
  AuthPayload,
  RegisterInput,
  Omit<ThunkConfig, 'rejectValue'> & { rejectValue: RegisterFailure }
>('user/registrationSubmitted', async (input, { rejectWithValue, extra }) => {
  try {
    const payload = await register(input);
    setTimeout(extra.reload, 0);
    return payload;
  } catch (error) {
    return rejectWithValue({ message: serverMessageOf(error), field: serverFieldOf(error) });
  }
});

/** Logout tells the server (best effort) and always clears the session. */
export const logoutRequested = createAsyncThunk<void, void, ThunkConfig>(
  'user/logoutRequested',
  async (_input, { getState }) => {
    const token = getState().user.token;
    if (!token) return;
    try {
      await logout(token);
    } catch {
      // Best effort: the session ends on this device whatever the server says.
    }
  },
);

/** Reloads the user's data (balance, role); a failure is silently ignored (seed section 8). */
export const userRefreshRequested = createAsyncThunk<{ user: PublicUser }, void, ThunkConfig>(
  'user/userRefreshRequested',
  async (_input, { getState }) => {
    const { user, token } = getState().user;
    if (!user || !token) throw new Error('not logged in');
    return getUser(user.id, token);
  },
);

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    sessionExpired: () => initialUserState,
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
  extraReducers: (builder) => {
    builder
      .addCase(loginSubmitted.pending, (state) => {
        state.isLoading = true;
        state.responseType = 'idle';
        state.response = null;
      })
      .addCase(loginSubmitted.fulfilled, (state, action) => {
        state.isLoading = false;
        state.responseType = 'success';
        state.response = null;
        state.isLoggedIn = true;
        state.user = action.payload.user;
        state.token = action.payload.token;
      })
      .addCase(loginSubmitted.rejected, (state, action) => {
        state.isLoading = false;
        state.responseType = 'error';
        state.response = action.payload ?? action.error.message ?? null;
      })
      .addCase(registrationSubmitted.pending, (state) => {
        state.isLoading = true;
        state.responseType = 'idle';
        state.response = null;
      })
      .addCase(registrationSubmitted.fulfilled, (state, action) => {
        state.isLoading = false;
        state.responseType = 'success';
        state.isLoggedIn = true;
        state.user = action.payload.user;
        state.token = action.payload.token;
      })
      .addCase(registrationSubmitted.rejected, (state, action) => {
        state.isLoading = false;
        state.responseType = 'error';
        state.response = action.payload?.message ?? action.error.message ?? null;
      })
      .addCase(logoutRequested.fulfilled, () => initialUserState)
      .addCase(logoutRequested.rejected, () => initialUserState)
      .addCase(userRefreshRequested.fulfilled, (state, action) => {
        if (state.isLoggedIn) state.user = action.payload.user;
      });
  },
});

export const { sessionExpired, messageDismissed, balanceUpdated } = userSlice.actions;
export const userReducer = userSlice.reducer;
