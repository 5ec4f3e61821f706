import { describe, expect, it, vi } from 'vitest';
import { betAdded } from '../features/betslip/betslip-slice';
import { initialBetslipState } from '../features/betslip/betslip-slice';
import { configureApiClient } from '../lib/api-client';
import { envelope, fakeFetch, jsonResponse } from '../test/fake-fetch';
import { betSubmittedFlagKey } from '../features/betslip/betslip-slice';
import { runStartUp } from './start-up';
import { makeStore } from './store';
import { readCookie, saveReferralCookies } from '../lib/referral-cookies';
import { signedInAs } from '../test/render';

function session(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, removeItem: vi.fn((k: string) => void data.delete(k)), data };
}

describe('start-up', () => {
  it('a leftover betSubmitted flag is cleared and the betslip reset', () => {
    const store = makeStore({ persist: false });
    store.dispatch(betAdded({ gameId: 'g', optionId: 'o', odds: 2 }));
    const s = session({ [betSubmittedFlagKey]: '1' });
    runStartUp(store, s);
    expect(s.data.has('betSubmitted')).toBe(false);
    expect(store.getState().betslip).toEqual(initialBetslipState);
  });

  it('without the flag the slip is kept', () => {
    const store = makeStore({ persist: false });
    store.dispatch(betAdded({ gameId: 'g', optionId: 'o', odds: 2 }));
    runStartUp(store, session());
    expect(store.getState().betslip.bets).toHaveLength(1);
  });

  it("with a token it loads the user's data by user_id", async () => {
    const { fetch, calls } = fakeFetch(
      jsonResponse(200, envelope({ user: { id: 'u1', role: 'admin', balance: 5 } })),
    );
    configureApiClient({ fetchImpl: fetch });
    const store = makeStore({
      persist: false,
      preloadedState: {
        user: {
          isLoading: false,
          responseType: 'idle',
          response: null,
          isLoggedIn: true,
          token: 't',
          user: { id: 'u1', role: 'admin' } as never,
        },
      },
    });
    runStartUp(store, session());
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/front/user?user_id=u1');
  });

  it('an arrival through ?aff=CODE keeps the cookie and records one click with the code, logged in or not', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope({ recorded: true })));
    configureApiClient({ fetchImpl: fetch });
    saveReferralCookies('?aff=ACME_1');
    runStartUp(makeStore({ persist: false }), session(), '?aff=ACME_1');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/partner/click');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ code: 'ACME_1' });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBeNull();
    expect(readCookie('affiliateId')).toBe('ACME_1');
    document.cookie = 'affiliateId=; max-age=0; path=/';
  });

  it('records no click without ?aff', async () => {
    const { fetch, calls } = fakeFetch();
    configureApiClient({ fetchImpl: fetch });
    runStartUp(makeStore({ persist: false }), session(), '?ca=AG1&lng=es');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it("a partner's session does not ask for the player's user data", async () => {
    const { fetch, calls } = fakeFetch();
    configureApiClient({ fetchImpl: fetch });
    const store = makeStore({ persist: false, preloadedState: signedInAs('partner') });
    runStartUp(store, session(), '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});
