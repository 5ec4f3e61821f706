import { createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { AdminUser, RegistrationPoint } from '@oddsmith/core';
import { adminUsersApi } from './api/admin-users-api';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The seed's `adminUser` state: the last users page and registrations chart the staff screens loaded. */
export type AdminUserState = {
  list: AdminUser[];
  total: number;
  perPage: number;
  currentPage: number;
  status: Status;
  error: string | null;
  userRegistrations: RegistrationPoint[];
  registrationsStatus: Status;
  registrationsError: string | null;
};

export const initialAdminUserState: AdminUserState = {
  list: [],
  total: 0,
  perPage: 20,
  currentPage: 1,
  status: 'idle',
  error: null,
  userRegistrations: [],
  registrationsStatus: 'idle',
  registrationsError: null,
};

const { adminUsers, registrationChart } = adminUsersApi.endpoints;

/**
 * A failed load's text is the API wrapper's (`Error: 403 - Something went wrong.`). A rejection RTK
 * Query sends for a call it skipped (the reply is cached) is no failure.
 */
type Rejection = { payload?: { message: string }; error: { message?: string }; meta: { condition: boolean } };
const failureTextOf = (action: Rejection) => action.payload?.message ?? action.error.message ?? null;

type LoadFields = { status: 'status'; error: 'error' } | { status: 'registrationsStatus'; error: 'registrationsError' };
type LoadMatchers<Fulfilled> = {
  matchPending: (action: unknown) => boolean;
  matchFulfilled: (action: unknown) => action is Fulfilled;
  matchRejected: (action: unknown) => action is Rejection;
};

/** One load's life in the state: its `fields` go loading, then succeeded (with `fill` taking the reply) or failed with the text. */
function trackLoad<Fulfilled>(builder: ActionReducerMapBuilder<AdminUserState>, load: LoadMatchers<Fulfilled>, fields: LoadFields, fill: (state: AdminUserState, action: Fulfilled) => void) {
  builder
    .addMatcher(load.matchPending, (state) => {
      state[fields.status] = 'loading';
      state[fields.error] = null;
    })
    .addMatcher(load.matchFulfilled, (state, action) => {
      state[fields.status] = 'succeeded';
      fill(state, action);
    })
    .addMatcher(load.matchRejected, (state, action) => {
      if (action.meta.condition) return;
      state[fields.status] = 'failed';
      state[fields.error] = failureTextOf(action);
    });
}

const adminUserSlice = createSlice({
  name: 'adminUser',
  initialState: initialAdminUserState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoad(builder, adminUsers, { status: 'status', error: 'error' }, (state, { payload }) => {
      state.list = payload.list;
      state.total = payload.total;
      state.perPage = payload.perPage;
      state.currentPage = payload.currentPage;
    });
    trackLoad(builder, registrationChart, { status: 'registrationsStatus', error: 'registrationsError' }, (state, { payload }) => {
      state.userRegistrations = payload.userRegistrations;
    });
  },
});

export const adminUserReducer = adminUserSlice.reducer;
