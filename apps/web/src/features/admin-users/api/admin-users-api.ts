import { perPageMax, type AdminUser, type AdminUserReply, type RegistrationChart, type Role, type UsersPage } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

export type UsersListQuery = { page: number; perPage: number; search?: string; role?: Role; status?: AdminUser['status'] };

/**
 * The staff user screens' loads: `AdminUsers` is the list, `AdminUser` one user's detail (tagged by
 * id), `Registrations` the chart. An action on a user (a block, a role change) invalidates the first two.
 */
export const adminUsersApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminUser', 'Registrations'] }).injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<UsersPage, UsersListQuery>({
      query: ({ page, perPage, search, role, status }) => ({
        path: '/api/admin/users',
        params: { page, perPage: Math.min(perPage, perPageMax), search, role, status },
        schema: 'usersPageSchema',
      }),
      providesTags: ['AdminUsers'],
    }),
    adminUser: build.query<AdminUserReply, string>({
      query: (userId) => ({ path: `/api/admin/users/${encodeURIComponent(userId)}`, schema: 'adminUserReplySchema' }),
      providesTags: (_reply, _failure, userId) => [{ type: 'AdminUser', id: userId }],
    }),
    registrationChart: build.query<RegistrationChart, number>({
      query: (days) => ({ path: '/api/admin/registration_chart', params: { days }, schema: 'registrationChartSchema' }),
      providesTags: ['Registrations'],
    }),
  }),
});

export const { useAdminUsersQuery, useAdminUserQuery, useRegistrationChartQuery } = adminUsersApi;
