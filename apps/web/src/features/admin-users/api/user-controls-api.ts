import { type AdminUserReply, type KycStatus, type RgView, type UserNote, type UserSession } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

const userPath = (userId: string, rest = '') => `/api/admin/users/${encodeURIComponent(userId)}${rest}`;
type Reasoned = { userId: string; reason: string };

/**
 * A user's controls on their staff page: block and unblock, KYC, sign-out, notes, sessions and
 * their responsible-gambling limits with an operator's time-out. Each change refreshes the user,
 * the list and History.
 */
export const userControlsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminUser', 'AdminUsers', 'AdminHistory', 'UserNotes', 'UserSessions', 'UserRg'] }).injectEndpoints({
  endpoints: (build) => ({
    setUserStatus: build.mutation<AdminUserReply, Reasoned & { status: 'active' | 'blocked' }>({
      query: ({ userId, status, reason }) => ({ path: userPath(userId, status === 'blocked' ? '/block' : '/unblock'), method: 'POST', body: { reason }, schema: 'adminUserReplySchema' }),
      invalidatesTags: (_reply, _failure, { userId }) => [{ type: 'AdminUser', id: userId }, 'AdminUsers', 'AdminHistory', { type: 'UserSessions', id: userId }],
    }),
    setUserKyc: build.mutation<AdminUserReply, Reasoned & { kycStatus: KycStatus }>({
      query: ({ userId, kycStatus, reason }) => ({ path: userPath(userId, '/kyc'), method: 'PATCH', body: { kycStatus, reason }, schema: 'adminUserReplySchema' }),
      invalidatesTags: (_reply, _failure, { userId }) => [{ type: 'AdminUser', id: userId }, 'AdminHistory'],
    }),
    signOutUser: build.mutation<unknown, Reasoned>({
      query: ({ userId, reason }) => ({ path: userPath(userId, '/sign-out'), method: 'POST', body: { reason }, schema: 'emptyPayloadSchema' }),
      invalidatesTags: (_reply, _failure, { userId }) => [{ type: 'UserSessions', id: userId }, 'AdminHistory'],
    }),
    userSessions: build.query<UserSession[], string>({
      query: (userId) => ({ path: userPath(userId, '/sessions'), schema: 'userSessionsSchema' }),
      transformResponse: (reply: { sessions: UserSession[] }) => reply.sessions,
      providesTags: (_reply, _failure, userId) => [{ type: 'UserSessions', id: userId }],
    }),
    userNotes: build.query<UserNote[], string>({
      query: (userId) => ({ path: userPath(userId, '/notes'), schema: 'userNotesSchema' }),
      transformResponse: (reply: { notes: UserNote[] }) => reply.notes,
      providesTags: (_reply, _failure, userId) => [{ type: 'UserNotes', id: userId }],
    }),
    addUserNote: build.mutation<unknown, { userId: string; body: string }>({
      query: ({ userId, body }) => ({ path: userPath(userId, '/notes'), method: 'POST', body: { body }, schema: 'userNoteReplySchema' }),
      invalidatesTags: (_reply, _failure, { userId }) => [{ type: 'UserNotes', id: userId }, 'AdminHistory'],
    }),
    userRg: build.query<RgView, string>({
      query: (userId) => ({ path: userPath(userId, '/responsible-gambling'), schema: 'rgSchema' }),
      providesTags: (_reply, _failure, userId) => [{ type: 'UserRg', id: userId }],
    }),
    applyUserTimeOut: build.mutation<RgView, Reasoned & { days: number }>({
      query: ({ userId, days, reason }) => ({ path: userPath(userId, '/time-out'), method: 'POST', body: { days, reason }, schema: 'rgSchema' }),
      invalidatesTags: (_reply, _failure, { userId }) => [{ type: 'UserRg', id: userId }, 'AdminHistory'],
    }),
  }),
});

export const { useSetUserStatusMutation, useSetUserKycMutation, useSignOutUserMutation, useUserSessionsQuery, useUserNotesQuery, useAddUserNoteMutation, useUserRgQuery, useApplyUserTimeOutMutation } = userControlsApi;
