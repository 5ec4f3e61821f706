import { afterEach, describe, expect, it } from 'vitest';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../test/fake-fetch';
import { api, ApiError, apiErrorTexts, buildUrl, configureApiClient, serverFieldOf, serverMessageOf } from './api-client';

afterEach(() => {
  configureApiClient({ baseUrl: '', getToken: () => null });
});

describe('api client', () => {
  it('reads the payload from body.response and sends the store token as a bearer', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope({ user: { id: 'u1' } })));
    configureApiClient({ fetchImpl: fetch, getToken: () => 'tok-1' });
    await expect(api.get('/api/front/user', { params: { user_id: 'u1' } })).resolves.toEqual({ user: { id: 'u1' } });
    expect(calls[0]?.url).toBe('/api/front/user?user_id=u1');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('uses the one configured base host and an explicit token when given', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope({})));
    configureApiClient({ fetchImpl: fetch, baseUrl: 'https://api.example.com', getToken: () => 'store-token' });
    await api.post('/api/front/login', { username: 'a' }, { token: null });
    expect(calls[0]?.url).toBe('https://api.example.com/api/front/login');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"username":"a"}');
  });

  it("an error status gives 'Error: {status} - Something went wrong.' and keeps status and body", async () => {
    const body = errorBody('Invalid username or password.', 'AUTH_INVALID_CREDENTIALS');
    const { fetch } = fakeFetch(jsonResponse(401, body));
    configureApiClient({ fetchImpl: fetch });
    const error = await api.post('/api/front/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Error: 401 - Something went wrong.');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual(body);
    expect(serverMessageOf(error)).toBe('Invalid username or password.');
  });

  it("no reply gives 'Server did not respond.'", async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    configureApiClient({ fetchImpl: fetch });
    const error = await api.get('/api/front/user').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Server did not respond.');
    expect((error as ApiError).status).toBeNull();
    expect(serverMessageOf(error)).toBe('Server did not respond.');
  });

  it("anything else gives 'Something went wrong.'", async () => {
    const { fetch } = fakeFetch(new Response('<html>', { status: 200 }), jsonResponse(200, errorBody('nope')));
    configureApiClient({ fetchImpl: fetch });
    await expect(api.get('/x')).rejects.toThrow(/^Something went wrong\.$/);
    await expect(api.get('/x')).rejects.toThrow(/^Something went wrong\.$/);
  });

  it('the texts are the seed catalogue, word for word', () => {
    expect(apiErrorTexts.status(503)).toBe('Error: 503 - Something went wrong.');
    expect(apiErrorTexts.noReply).toBe('Server did not respond.');
    expect(apiErrorTexts.other).toBe('Something went wrong.');
  });

  it('finds the field the server blamed', () => {
    const error = new ApiError('x', 400, errorBody('Taken', 'USERNAME_TAKEN', 'username'));
    expect(serverFieldOf(error)).toBe('username');
    expect(serverFieldOf(new Error('x'))).toBeNull();
  });

  it('drops empty query parameters', () => {
    expect(buildUrl('/a', { page: 1, search: '', role: undefined })).toBe('/a?page=1');
  });
});
