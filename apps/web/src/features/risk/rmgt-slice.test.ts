import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { configureApiClient } from '../../lib/api-client';
import { envelope, fakeFetch, jsonResponse } from '../../test/fake-fetch';
import { riskLimitsRequested } from './rmgt-slice';

const loggedIn = {
  user: { isLoading: false, responseType: 'idle' as const, response: null, isLoggedIn: true, token: 'tok', user: null },
};

describe('rmgt slice', () => {
  it("posts {mode:'mgt'} with the token and stores the answer", async () => {
    const limits = {
      currency: 'EUR',
      stakeMin: 1,
      stakeMax: 500,
      payoutMax: 10000,
      stakeFactor: 1,
      inPlayDelaySeconds: 5,
      depositLimits: { day: null, week: 200, month: null },
      selfExcludedUntil: null,
      timeOutUntil: null,
      realityCheckMinutes: null,
    };
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope(limits)));
    configureApiClient({ fetchImpl: fetch });
    const store = makeStore({ persist: false, preloadedState: loggedIn });
    await store.dispatch(riskLimitsRequested());
    expect(calls[0]?.url).toBe('/api/front/risk-management');
    expect(calls[0]?.init.body).toBe('{"mode":"mgt"}');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(store.getState().rmgt.data).toEqual(limits);
  });

  it('a failure is only logged to the console', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    configureApiClient({ fetchImpl: fetch });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore({ persist: false, preloadedState: loggedIn });
    await store.dispatch(riskLimitsRequested());
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(store.getState().rmgt.data).toBeNull();
    consoleError.mockRestore();
  });
});
