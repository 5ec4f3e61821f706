import { type AuthPayload, type ChangePasswordBody, type Currency, type PublicUser, type UserPayload } from '@oddsmith/core';
import { apiSlice, type ApiFailure } from '../../../lib/api-slice';

export type LoginInput = { username: string; password: string };
export type RegisterInput = {
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
  phone?: string;
  currency?: Currency;
};
export type ChangePasswordInput = ChangePasswordBody;
/** `{ email }` asks for a link; `{ token, password }` sets the new password. */
export type ResetPasswordInput = { email: string } | { token: string; password: string };

/** What the session calls get from the store: the page reload is injected so tests can watch it. */
export type UserThunkExtra = { reload: () => void };
type SessionState = { user: { user: PublicUser | null; token: string | null } };

/** Once the new session is stored the page reloads (seed section 4): after the reducer has run. */
async function reloadOnceStored(queryFulfilled: Promise<unknown>, extra: unknown): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  setTimeout((extra as UserThunkExtra).reload, 0);
}

const notLoggedIn: ApiFailure = { status: null, message: 'not logged in', body: null };

/**
 * The session and account calls. Login, registration, logout and the user refresh fill the seed's
 * `user` slice (its matchers); login, registration and logout also start a new RTK Query cache
 * (app/store.ts).
 */
export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthPayload, LoginInput>({
      query: (body) => ({ path: '/api/front/login', method: 'POST', body, token: null, schema: 'authPayloadSchema' }),
      onQueryStarted: (_input, { queryFulfilled, extra }) => reloadOnceStored(queryFulfilled, extra),
    }),
    register: build.mutation<AuthPayload, RegisterInput>({
      query: (body) => ({ path: '/api/front/register', method: 'POST', body, token: null, schema: 'authPayloadSchema' }),
      onQueryStarted: (_input, { queryFulfilled, extra }) => reloadOnceStored(queryFulfilled, extra),
    }),
    /** Tells the server (best effort): the session ends on this device whatever the server says. */
    logout: build.mutation<null, void>({
      queryFn: async (_input, api, _extra, baseQuery) => {
        const token = (api.getState() as SessionState).user.token;
        if (token) await baseQuery({ path: '/api/front/logout', method: 'POST', body: {}, token });
        return { data: null };
      },
    }),
    /** The logged-in user's data again (balance, role). */
    currentUser: build.query<UserPayload, void>({
      queryFn: async (_input, api, _extra, baseQuery) => {
        const { user, token } = (api.getState() as SessionState).user;
        if (!user || !token) return { error: notLoggedIn };
        const reply = await baseQuery({ path: '/api/front/user', params: { user_id: user.id }, token, schema: 'userPayloadSchema' });
        return reply.error ? { error: reply.error as ApiFailure } : { data: reply.data as UserPayload };
      },
    }),
    /** Needs the current password; the server revokes every other session and mails a notice. */
    changePassword: build.mutation<object, ChangePasswordInput>({
      query: (body) => ({ path: '/api/front/change-password', method: 'POST', body, schema: 'emptyPayloadSchema' }),
    }),
    resetPassword: build.mutation<object, ResetPasswordInput>({
      query: (body) => ({ path: '/api/front/reset-password', method: 'POST', body, token: null, schema: 'emptyPayloadSchema' }),
    }),
    /** Confirms the e-mail address with the token from the verification link. */
    verifyEmail: build.mutation<UserPayload, string>({
      query: (token) => ({ path: '/api/front/verify-email', method: 'POST', body: { token }, token: null, schema: 'userPayloadSchema' }),
    }),
  }),
});

export const { useChangePasswordMutation, useResetPasswordMutation, useVerifyEmailMutation } = authApi;

/** The session calls as the screens and the app shell dispatch them (not kept in the cache). */
export const loginSubmitted = (input: LoginInput) => authApi.endpoints.login.initiate(input, { track: false });
export const registrationSubmitted = (input: RegisterInput) => authApi.endpoints.register.initiate(input, { track: false });
export const logoutRequested = () => authApi.endpoints.logout.initiate(undefined, { track: false });
/** Reloads the user's data; a failure is silently ignored (seed section 8). */
export const userRefreshRequested = () => authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true });
