import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@oddsmith/core';
import { makeStore } from '../../app/store';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../test/fake-fetch';
import { initialUserState, loginSubmitted, logoutRequested, userRefreshRequested } from './user-slice';

const user: PublicUser = {
  id: 'u1',
  username: 'sam',
  email: 'sam@example.com',
  role: 'player',
  balance: 12.5,
  bonusBalance: 0,
  currency: 'EUR',
  emailVerified: true,
  status: 'active',
  createdAt: '2026-01-01T00:00:00Z',
};

function storeWith(fetch: typeof globalThis.fetch, loggedIn = false) {
  const reload = vi.fn();
  const store = makeStore({
    persist: false,
    extra: { reload },
    preloadedState: loggedIn ? { user: { ...initialUserState, isLoggedIn: true, user, token: 'tok' } } : undefined,
  });
  configureApiClient({ fetchImpl: fetch, getToken: () => store.getState().user.token });
  return { store, reload };
}

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

describe('user slice', () => {
  it('pending sets isLoading', () => {
    const { store } = storeWith(() => new Promise<Response>(() => undefined));
    void store.dispatch(loginSubmitted({ username: 'sam', password: 'Secret12345' }));
    expect(store.getState().user.isLoading).toBe(true);
  });

  it('a successful login stores user and token, sets isLoggedIn, then reloads the page', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope({ user, token: 'tok-9' })));
    const { store, reload } = storeWith(fetch);
    await store.dispatch(loginSubmitted({ username: 'sam', password: 'Secret12345' }));
    expect(store.getState().user).toMatchObject({
      isLoading: false,
      responseType: 'success',
      isLoggedIn: true,
      user,
      token: 'tok-9',
    });
    expect(calls[0]?.url).toBe('/api/front/login');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("a failed login stores the server's message when its status is 'error'", async () => {
    const { fetch } = fakeFetch(jsonResponse(401, errorBody('Invalid username or password.')));
    const { store, reload } = storeWith(fetch);
    await store.dispatch(loginSubmitted({ username: 'sam', password: 'bad' }));
    expect(store.getState().user).toMatchObject({
      isLoading: false,
      responseType: 'error',
      response: 'Invalid username or password.',
      isLoggedIn: false,
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failed login without a server message stores the thrown message', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    const { store } = storeWith(fetch);
    await store.dispatch(loginSubmitted({ username: 'sam', password: 'x' }));
    expect(store.getState().user.response).toBe('Server did not respond.');
    const { fetch: fetch500 } = fakeFetch(new Response('', { status: 502 }));
    const second = storeWith(fetch500);
    await second.store.dispatch(loginSubmitted({ username: 'sam', password: 'x' }));
    expect(second.store.getState().user.response).toBe('Error: 502 - Something went wrong.');
  });

  it('logout tells the server and resets the user state to its initial value', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope({})));
    const { store } = storeWith(fetch, true);
    await store.dispatch(logoutRequested());
    expect(calls[0]?.url).toBe('/api/front/logout');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(store.getState().user).toEqual(initialUserState);
  });

  it('logout still resets when the server cannot be reached', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    const { store } = storeWith(fetch, true);
    await store.dispatch(logoutRequested());
    expect(store.getState().user).toEqual(initialUserState);
  });

  it('refreshing the user sends user_id and the token and stores the answer', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope({ user: { ...user, balance: 99 } })));
    const { store } = storeWith(fetch, true);
    await store.dispatch(userRefreshRequested());
    expect(calls[0]?.url).toBe('/api/front/user?user_id=u1');
    expect(store.getState().user.user?.balance).toBe(99);
  });

  it('a failed refresh is silently ignored', async () => {
    const { fetch } = fakeFetch(jsonResponse(500, errorBody('boom')));
    const { store } = storeWith(fetch, true);
    const before = store.getState().user;
    await store.dispatch(userRefreshRequested());
    expect(store.getState().user).toEqual(before);
  });
});
