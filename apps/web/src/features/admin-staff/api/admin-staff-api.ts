import { perPageMax, staffPageSchema, type AccountStatus, type RegisterAdminUserBody, type StaffRole } from '@oddsmith/core';
import { z } from 'zod';
import { apiSlice } from '../../../lib/api-slice';

export type StaffPage = z.infer<typeof staffPageSchema>;
export type StaffListQuery = { page: number; perPage: number; search?: string; role?: StaffRole; status?: AccountStatus };

/** Staff accounts (admin only, `staff.manage`): the list, creating one, a role or status change, a sign-out. */
export const adminStaffApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminStaff', 'AdminUsers', 'AdminHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    staffMembers: build.query<StaffPage, StaffListQuery>({
      query: ({ perPage, ...filters }) => ({ path: '/api/admin/staff', params: { ...filters, perPage: Math.min(perPage, perPageMax) }, schema: 'staffPageSchema' }),
      providesTags: ['AdminStaff'],
    }),
    createStaffMember: build.mutation<unknown, RegisterAdminUserBody>({
      query: (body) => ({ path: '/api/admin/register-admin-user', method: 'POST', body, schema: 'adminUserReplySchema' }),
      invalidatesTags: ['AdminStaff', 'AdminUsers', 'AdminHistory'],
    }),
    patchStaffMember: build.mutation<unknown, { id: string; role?: StaffRole; status?: AccountStatus; reason: string }>({
      query: ({ id, ...body }) => ({ path: `/api/admin/staff/${encodeURIComponent(id)}`, method: 'PATCH', body, schema: 'staffMemberReplySchema' }),
      invalidatesTags: ['AdminStaff', 'AdminUsers', 'AdminHistory'],
    }),
    signOutStaffMember: build.mutation<unknown, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ path: `/api/admin/staff/${encodeURIComponent(id)}/sign-out`, method: 'POST', body: { reason }, schema: 'staffMemberReplySchema' }),
      invalidatesTags: ['AdminStaff', 'AdminHistory'],
    }),
  }),
});

export const { useStaffMembersQuery, useCreateStaffMemberMutation, usePatchStaffMemberMutation, useSignOutStaffMemberMutation } = adminStaffApi;
