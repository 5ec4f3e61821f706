import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CashoutQuoteChange, SlipPriceChanges } from '@oddsmith/core';
import { makeStore } from '../app/store';
import { loginSubmitted } from '../features/auth/user-slice';
import { configureApiClient, serverFieldOf, serverMessageOf } from './api-client';
import { apiSlice, checksReply, remoteOf } from './api-slice';
import { envelope, errorBody, jsonResponse, routedFetch } from '../test/fake-fetch';
import { signedInAs } from '../test/render';

const sam = signedInAs('player').user.user;

// A small contract of the registry (lib/reply-contracts.ts): `{ cashoutValue: number | null }`.
const probeApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Probe'] }).injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<CashoutQuoteChange, void>({
      query: () => ({ path: '/api/probe', schema: 'cashoutQuoteChangeSchema' }),
      providesTags: ['Probe'],
    }),
    probeSave: build.mutation<CashoutQuoteChange, { amount: number }>({
      query: (body) => ({ path: '/api/probe', method: 'POST', body, schema: 'cashoutQuoteChangeSchema', failureSchema: 'slipPriceChangesSchema' }),
      invalidatesTags: ['Probe'],
    }),
  }),
});

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
  vi.restoreAllMocks();
});

describe('apiSlice', () => {
  it('parses the reply with the contract schema, dropping what the contract does not name', async () => {
    configureApiClient({ fetchImpl: routedFetch({ 'GET /api/probe': [jsonResponse(200, envelope({ cashoutValue: 1.5, extra: true }))] }).fetch });
    const store = makeStore({ persist: false });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toEqual({ cashoutValue: 1.5 });
  });

  it('treats a reply outside the contract as a failure, never as data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureApiClient({ fetchImpl: routedFetch({ 'GET /api/probe': [jsonResponse(200, envelope({ cashoutValue: '1.50' }))] }).fetch });
    const store = makeStore({ persist: false });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toBeUndefined();
    expect(serverMessageOf(result.error)).toBe('Something went wrong.');
  });

  it("keeps the server's message and blamed field for forms", async () => {
    configureApiClient({ fetchImpl: routedFetch({ 'POST /api/probe': [jsonResponse(400, errorBody('amount: must be greater than 0', 'VALIDATION', 'amount'))] }).fetch });
    const store = makeStore({ persist: false });
    const failure = await store.dispatch(probeApi.endpoints.probeSave.initiate({ amount: 0 })).unwrap().catch((error: unknown) => error);
    expect(serverMessageOf(failure)).toBe('amount: must be greater than 0');
    expect(serverFieldOf(failure)).toBe('amount');
  });

  it("keeps a failure's response as the call's failure contract parses it, and null when it does not fit", async () => {
    const changes: SlipPriceChanges = { changes: [{ gameId: 'g1', optionId: 'o1', odds: 2.1 }] };
    const conflict = (response: unknown) => jsonResponse(409, { ...errorBody('Odds changed', 'BETSLIP_ODDS_CHANGED'), response });
    configureApiClient({ fetchImpl: routedFetch({ 'POST /api/probe': [conflict(changes), conflict({ changes: 'none' })] }).fetch });
    const store = makeStore({ persist: false });
    const fitting = await store.dispatch(probeApi.endpoints.probeSave.initiate({ amount: 1 })).unwrap().catch((error: unknown) => error);
    expect(fitting).toMatchObject({ status: 409, details: changes });
    const unfitting = await store.dispatch(probeApi.endpoints.probeSave.initiate({ amount: 1 })).unwrap().catch((error: unknown) => error);
    expect(unfitting).toMatchObject({ status: 409, details: null });
  });

  it('checks every reply in development and tests, and what a change returns in production', () => {
    expect(checksReply('GET', true)).toBe(true);
    expect(checksReply(undefined, true)).toBe(true);
    expect(checksReply('GET', false)).toBe(false);
    expect(checksReply(undefined, false)).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) expect(checksReply(method, false)).toBe(true);
    // A read sent as a POST is checked as a read.
    expect(checksReply('POST', false, true)).toBe(false);
    expect(checksReply('POST', true, true)).toBe(true);
  });

  it('maps a query result to what the kit reads', () => {
    const reload = () => undefined;
    expect(remoteOf({ isFetching: true, isError: false, isSuccess: false, refetch: reload })).toMatchObject({ data: null, status: 'loading', error: null });
    expect(remoteOf({ data: 1, isFetching: false, isError: false, isSuccess: true, refetch: reload })).toMatchObject({ data: 1, status: 'succeeded' });
    expect(remoteOf({ isFetching: false, isError: true, isSuccess: false, error: { status: 500, message: 'x', body: errorBody('Down') }, refetch: reload })).toMatchObject({ status: 'failed', error: 'Down' });
  });

  it('forgets the last session’s replies when a new session starts', async () => {
    configureApiClient({
      fetchImpl: routedFetch({
        'GET /api/probe': [jsonResponse(200, envelope({ cashoutValue: 1 }))],
        'POST /api/front/login': [jsonResponse(200, envelope({ user: sam, token: 't' }))],
      }).fetch,
    });
    const store = makeStore({ persist: false, extra: { reload: () => undefined } });
    const probeOf = (state: unknown) => probeApi.endpoints.probe.select()(state as Parameters<ReturnType<typeof probeApi.endpoints.probe.select>>[0]);
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(probeOf(store.getState()).data).toBeDefined();
    await store.dispatch(loginSubmitted({ username: 'sam', password: 'Secret12345' }));
    expect(store.getState().user.token).toBe('t');
    expect(probeOf(store.getState()).data).toBeUndefined();
  });
});
