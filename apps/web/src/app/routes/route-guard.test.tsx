import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, fakeFetch, jsonResponse } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { appRoutes } from '../router';
import { RouteGuard } from './route-guard';

const as = signedInAs;

beforeEach(() => {
  // The staff screens call the API on mount; answer with empty data.
  const replies = Array.from({ length: 10 }, () =>
    jsonResponse(200, envelope({ list: [], total: 0, perPage: 20, currentPage: 1, userRegistrations: [] })),
  );
  configureApiClient({ fetchImpl: fakeFetch(...replies).fetch });
});

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

function guarded(group: Parameters<typeof RouteGuard>[0]['group']) {
  return [
    { path: '/', element: <p>root</p> },
    { path: '/login', element: <p>login page</p> },
    { path: '/deny-access', element: <p>denied</p> },
    { path: '/target', element: <RouteGuard group={group}><p>target</p></RouteGuard> },
  ];
}

/** The message another window (the old admin's frame) posts to open the dashboard. */
function askForDashboardFrom(origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'oddsmith:admin-dashboard' } }));
  });
}

describe('RouteGuard', () => {
  it('sends a guest away from a player route to /login', async () => {
    const { router } = renderRoutes(guarded('player'), '/target', as(null));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a player into a player route', async () => {
    renderRoutes(guarded('player'), '/target', as('player'));
    expect(await screen.findByText('target')).toBeInTheDocument();
  });

  it('sends non-admin staff from an admin-only route to /deny-access', async () => {
    renderRoutes(guarded('admin'), '/target', as('manager'));
    expect(await screen.findByText('denied')).toBeInTheDocument();
  });

  it('sends a player from a staff route to /', async () => {
    renderRoutes(guarded('staff'), '/target', as('player'));
    expect(await screen.findByText('root')).toBeInTheDocument();
  });
});

describe('app routes', () => {
  it('a logged-in player at / lands on /inplay/?spid=4', async () => {
    const { router } = renderRoutes(appRoutes, '/', as('player'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inplay/'));
    expect(router.state.location.search).toBe('?spid=4');
    expect(await screen.findByRole('heading', { name: 'In-play' })).toBeInTheDocument();
  });

  it('a logged-in admin at / lands on the dashboard', async () => {
    const { router } = renderRoutes(appRoutes, '/', as('admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/caff/admin/dashboard'));
    // The first import of the charts chunk is slow under jsdom.
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('a guest at / sees the landing screen', async () => {
    renderRoutes(appRoutes, '/', as(null));
    expect(await screen.findByText('Live now')).toBeInTheDocument();
  });

  it('a logged-in user cannot open /login', async () => {
    const { router } = renderRoutes(appRoutes, '/login', as('manager'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/caff/admin/dashboard'));
  });

  it('a manager cannot open the admin-only pages', async () => {
    const { router } = renderRoutes(appRoutes, '/caff/admin/pages', as('manager'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deny-access'));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('an admin opens the pages list and sees it in the sidebar', async () => {
    renderRoutes(appRoutes, '/caff/admin/pages', as('admin'));
    expect(await screen.findByRole('heading', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/caff/admin/pages');
  });

  it('the sidebar hides the admin-only pages from other staff', async () => {
    renderRoutes(appRoutes, '/caff/admin/settings', as('manager'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('a staff screen outside the role says so instead of loading, and its menu entry is hidden', async () => {
    renderRoutes(appRoutes, '/caff/admin/settings', as('support'));
    expect(await screen.findByRole('heading', { name: 'Not part of your role' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('a cash agent sees no withdrawals screen and no money menu', async () => {
    renderRoutes(appRoutes, '/caff/admin/withdrawals', as('agent'));
    expect(await screen.findByRole('heading', { name: 'Not part of your role' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Withdrawals' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });

  it('a logged-in player is sent from /partner to /, a guest sees it', async () => {
    const { router } = renderRoutes(appRoutes, '/partner', as('player'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inplay/'));
  });

  it('open routes are open to guests', async () => {
    renderRoutes(appRoutes, '/caff/admin/view-score/7', as(null));
    expect(await screen.findByRole('heading', { name: 'Scoreboard' })).toBeInTheDocument();
  });

  it('an unknown path shows the not-found screen', async () => {
    renderRoutes(appRoutes, '/no/such/page', as(null));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('/notifications shows a spinner first, then the screen', async () => {
    renderRoutes(appRoutes, '/notifications', as('player'));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('a message from a local development origin opens the admin dashboard', async () => {
    const { router } = renderRoutes(appRoutes, '/caff/admin/settings', as('admin'));
    await screen.findByRole('heading', { name: 'Settings' });
    askForDashboardFrom('http://localhost:5173');
    await waitFor(() => expect(router.state.location.pathname).toBe('/caff/admin/dashboard'));
  });

  it('ignores the same message from another origin', async () => {
    const { router } = renderRoutes(appRoutes, '/caff/admin/settings', as('admin'));
    await screen.findByRole('heading', { name: 'Settings' });
    askForDashboardFrom('https://evil.example');
    expect(router.state.location.pathname).toBe('/caff/admin/settings');
  });
});
