import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../../test/render';
import { useEmailVerificationLink } from './use-email-verification-link';

function Probe() {
  useEmailVerificationLink();
  return <p>screen</p>;
}

const routes = [{ path: '*', element: <Probe /> }];

describe('useEmailVerificationLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('confirms the token once, says so, and removes it from the URL', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope({ user: signedInAs('player').user.user })));
    configureApiClient({ fetchImpl: fetch });
    const { router } = renderRoutes(routes, '/login?verify=abc123&lng=en');
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('/api/front/verify-email');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ token: 'abc123' });
    expect(show.mock.calls[0]?.[0]).toMatchObject({ color: 'teal' });
    expect(router.state.location.search).toBe('?lng=en');
  });

  it('tells the player when the link is invalid', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const { fetch } = fakeFetch(jsonResponse(400, errorBody('Invalid link.', 'VERIFY_TOKEN_INVALID', 'token')));
    configureApiClient({ fetchImpl: fetch });
    renderRoutes(routes, '/?verify=bad');
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show.mock.calls[0]?.[0]).toMatchObject({ color: 'red' });
  });

  it('does nothing without a token', async () => {
    const { fetch, calls } = fakeFetch();
    configureApiClient({ fetchImpl: fetch });
    renderRoutes(routes, '/login');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});
