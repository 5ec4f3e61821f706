import { createSlice } from '@reduxjs/toolkit';
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

const adminUserSlice = createSlice({
  name: 'adminUser',
  initialState: initialAdminUserState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(adminUsers.matchPending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addMatcher(adminUsers.matchFulfilled, (state, action) => {
        state.status = 'succeeded';
        state.list = action.payload.list;
        state.total = action.payload.total;
        state.perPage = action.payload.perPage;
        state.currentPage = action.payload.currentPage;
      })
      .addMatcher(adminUsers.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.status = 'failed';
        state.error = failureTextOf(action);
      })
      .addMatcher(registrationChart.matchPending, (state) => {
        state.registrationsStatus = 'loading';
        state.registrationsError = null;
      })
      .addMatcher(registrationChart.matchFulfilled, (state, action) => {
        state.registrationsStatus = 'succeeded';
        state.userRegistrations = action.payload.userRegistrations;
      })
      .addMatcher(registrationChart.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.registrationsStatus = 'failed';
        state.registrationsError = failureTextOf(action);
      });
  },
});

export const adminUserReducer = adminUserSlice.reducer;
