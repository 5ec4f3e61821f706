import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeStore } from '../app/store';
import { loginSubmitted } from '../features/auth/user-slice';
import { configureApiClient, serverFieldOf, serverMessageOf } from './api-client';
import { apiSlice, remoteOf } from './api-slice';
import { envelope, errorBody, jsonResponse, routedFetch } from '../test/fake-fetch';
import { signedInAs } from '../test/render';

const sam = signedInAs('player').user.user;

const itemSchema = z.object({ id: z.string(), amount: z.number() });

const probeApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Probe'] }).injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<z.infer<typeof itemSchema>, void>({
      query: () => ({ path: '/api/probe', schema: itemSchema }),
      providesTags: ['Probe'],
    }),
    probeSave: build.mutation<z.infer<typeof itemSchema>, { amount: number }>({
      query: (body) => ({ path: '/api/probe', method: 'POST', body, schema: itemSchema }),
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
    configureApiClient({ fetchImpl: routedFetch({ 'GET /api/probe': [jsonResponse(200, envelope({ id: 'a', amount: 1.5, extra: true }))] }).fetch });
    const store = makeStore({ persist: false });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toEqual({ id: 'a', amount: 1.5 });
  });

  it('treats a reply outside the contract as a failure, never as data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureApiClient({ fetchImpl: routedFetch({ 'GET /api/probe': [jsonResponse(200, envelope({ id: 'a', amount: '1.50' }))] }).fetch });
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

  it('maps a query result to what the kit reads', () => {
    const reload = () => undefined;
    expect(remoteOf({ isFetching: true, isError: false, isSuccess: false, refetch: reload })).toMatchObject({ data: null, status: 'loading', error: null });
    expect(remoteOf({ data: 1, isFetching: false, isError: false, isSuccess: true, refetch: reload })).toMatchObject({ data: 1, status: 'succeeded' });
    expect(remoteOf({ isFetching: false, isError: true, isSuccess: false, error: { status: 500, message: 'x', body: errorBody('Down') }, refetch: reload })).toMatchObject({ status: 'failed', error: 'Down' });
  });

  it('forgets the last session’s replies when a new session starts', async () => {
    configureApiClient({
      fetchImpl: routedFetch({
        'GET /api/probe': [jsonResponse(200, envelope({ id: 'a', amount: 1 }))],
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
