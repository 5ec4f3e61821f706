import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { pageOf, partnerMe, partnerSummary } from '../../features/partner/test-fixtures';
import { appRoutes } from '../router';

const ok = (body: unknown) => jsonResponse(200, envelope(body));
const emptyPage = ok({ ...pageOf([]), userRegistrations: [], list: [] });

beforeEach(() => {
  const { fetch } = routedFetch({
    'GET /api/partner/me': [ok(partnerMe)],
    'GET /api/partner/summary': [ok(partnerSummary)],
    'GET /api/partner/players': [ok(pageOf([]))],
    'GET /api/partner/withdrawals': [ok(pageOf([]))],
  });
  // Anything else (the player's and staff's screens) answers an empty page.
  configureApiClient({ fetchImpl: (async (input: RequestInfo | URL, init?: RequestInit) => (String(input).includes('/api/partner/') ? fetch(input, init) : emptyPage.clone())) as typeof fetch });
});

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

/** Opens `path` as `role`; the caller waits for where the redirects (/ then the area's home) end. */
function landsOn(path: string, role: Parameters<typeof signedInAs>[0]) {
  return renderRoutes(appRoutes, path, signedInAs(role)).router;
}

describe('partner routes', () => {
  it('sends a partner from / and from player or staff screens to their dashboard', async () => {
    for (const path of ['/', '/inplay', '/bank', '/caff/admin/dashboard', '/caff/admin/partners']) {
      const router = landsOn(path, 'partner');
      await waitFor(() => expect(router.state.location.pathname).toBe('/partner/dashboard'));
    }
    expect(await screen.findAllByText('Partner dashboard')).not.toHaveLength(0);
  });

  it('keeps players and staff out of the partner dashboard', async () => {
    const player = landsOn('/partner/dashboard', 'player');
    await waitFor(() => expect(player.state.location.pathname).toBe('/inplay/'));
    const admin = landsOn('/partner/dashboard', 'admin');
    await waitFor(() => expect(admin.state.location.pathname).toBe('/caff/admin/dashboard'));
  });

  it('sends a guest from the dashboard to the partner login', async () => {
    const guest = landsOn('/partner/dashboard', null);
    await waitFor(() => expect(guest.state.location.pathname).toBe('/partner/login'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a logged-in partner away from the guest-only partner forms', async () => {
    const router = landsOn('/partner/login', 'partner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/dashboard'));
  });

  it('shows a partner the landing with a way to their dashboard, a guest the join and sign-in links', async () => {
    renderRoutes(appRoutes, '/partner', signedInAs('partner'));
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/partner/dashboard');
  });

  it('keeps the landing open to a guest and sends a player to /', async () => {
    renderRoutes(appRoutes, '/partner', signedInAs(null));
    expect(await screen.findByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '/partner/register');
    const player = landsOn('/partner', 'player');
    await waitFor(() => expect(player.state.location.pathname).toBe('/inplay/'));
  });
});
