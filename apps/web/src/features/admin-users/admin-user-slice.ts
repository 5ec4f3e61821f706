import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { getRegistrationChart, type RegistrationPoint } from './api/get-registration-chart';
import { getUsers, type AdminUserRow, type UsersPage, type UsersQuery } from './api/get-users';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

export type AdminUserState = {
  list: AdminUserRow[];
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

export const usersRequested = createAsyncThunk<UsersPage, UsersQuery>('adminUser/usersRequested', (query) =>
  getUsers(query),
);

export const registrationsRequested = createAsyncThunk<{ userRegistrations: RegistrationPoint[] }, { days: number }>(
  'adminUser/registrationsRequested',
  ({ days }) => getRegistrationChart(days),
);

const adminUserSlice = createSlice({
  name: 'adminUser',
  initialState: initialAdminUserState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(usersRequested.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(usersRequested.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.list = action.payload.list;
        state.total = action.payload.total;
        state.perPage = action.payload.perPage;
        state.currentPage = action.payload.currentPage;
      })
      .addCase(usersRequested.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.error.message ?? null;
      })
      .addCase(registrationsRequested.pending, (state) => {
        state.registrationsStatus = 'loading';
        state.registrationsError = null;
      })
      .addCase(registrationsRequested.fulfilled, (state, action) => {
        state.registrationsStatus = 'succeeded';
        state.userRegistrations = action.payload.userRegistrations;
      })
      .addCase(registrationsRequested.rejected, (state, action) => {
        state.registrationsStatus = 'failed';
        state.registrationsError = action.error.message ?? null;
      });
  },
});

export const adminUserReducer = adminUserSlice.reducer;
