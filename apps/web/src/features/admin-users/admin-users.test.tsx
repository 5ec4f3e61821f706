import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { envelope, errorBody, fakeFetch, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { makeTestStore, renderRoutes, renderWithProviders } from '../../test/render';
import { adminUsersApi } from './api/admin-users-api';
import { RegistrationsCard } from './components/registrations-card';
import { UserDetailScreen } from './components/user-detail-screen';
import { UsersScreen } from './components/users-screen';
import { registrationTotals } from './registration-totals';

const row = (n: number) => ({
  id: `u${n}`,
  username: `user${n}`,
  email: `user${n}@example.com`,
  role: n === 1 ? 'admin' : 'player',
  balance: 12.5,
  bonusBalance: 0,
  currency: 'EUR',
  emailVerified: true,
  status: 'active',
  createdAt: '2026-01-02T00:00:00Z',
  dateOfBirth: null,
  phone: null,
  affiliateId: null,
  cashAgentId: null,
  lastLoginAt: null,
  kycStatus: 'none',
  statusReason: null,
});

/** Renders `ui` over a failing then a good reply: the failure shows, "Try again" loads the good one. */
async function failsThenRetries(ui: ReactElement, failure: Response, success: Response, failureText: string, shownAfter: string) {
  const { fetch } = fakeFetch(failure, success);
  configureApiClient({ fetchImpl: fetch });
  renderWithProviders(ui);
  expect(await screen.findByText(failureText)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(shownAfter)).toBeInTheDocument();
}

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

describe('adminUser slice', () => {
  it('stores a page of users with its paging fields', async () => {
    const page = { list: [row(1)], total: 41, perPage: 20, currentPage: 3 };
    configureApiClient({ fetchImpl: fakeFetch(jsonResponse(200, envelope(page))).fetch });
    const { store } = makeTestStore();
    await store.dispatch(adminUsersApi.endpoints.adminUsers.initiate({ page: 3, perPage: 20 }));
    expect(store.getState().adminUser).toMatchObject({ list: page.list, total: 41, perPage: 20, currentPage: 3, status: 'succeeded' });
  });

  it('records a failure', async () => {
    configureApiClient({ fetchImpl: fakeFetch(jsonResponse(403, errorBody('Forbidden', 'FORBIDDEN'))).fetch });
    const { store } = makeTestStore();
    await store.dispatch(adminUsersApi.endpoints.adminUsers.initiate({ page: 1, perPage: 20 }));
    expect(store.getState().adminUser).toMatchObject({ status: 'failed', error: 'Error: 403 - Something went wrong.' });
  });

  it('stores the registrations chart in userRegistrations', async () => {
    const userRegistrations = [{ date: '2026-01-01', count: 2 }];
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope({ userRegistrations })));
    configureApiClient({ fetchImpl: fetch });
    const { store } = makeTestStore();
    await store.dispatch(adminUsersApi.endpoints.registrationChart.initiate(30));
    expect(calls[0]?.url).toBe('/api/admin/registration_chart?days=30');
    expect(store.getState().adminUser.userRegistrations).toEqual(userRegistrations);
  });

  it('sums the chart', () => {
    expect(
      registrationTotals([
        { date: '2026-01-01', count: 2 },
        { date: '2026-01-02', count: 5 },
        { date: '2026-01-03', count: 1 },
      ]),
    ).toEqual({ total: 8, latest: 1, best: 5 });
    expect(registrationTotals([])).toEqual({ total: 0, latest: 0, best: 0 });
  });
});

describe('UsersScreen', () => {
  it('lists the users the API returns and pages through them', async () => {
    const { fetch, calls } = fakeFetch(
      jsonResponse(200, envelope({ list: [row(1), row(2)], total: 45, perPage: 20, currentPage: 1 })),
      jsonResponse(200, envelope({ list: [row(3)], total: 45, perPage: 20, currentPage: 2 })),
    );
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<UsersScreen />);
    expect(await screen.findByText('user1')).toBeInTheDocument();
    expect(screen.getByText('Accounts found: 45')).toBeInTheDocument();
    expect(screen.getAllByText('12.50 EUR')).toHaveLength(2);
    expect(calls[0]?.url).toBe('/api/admin/users?page=1&perPage=20');
    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('user3')).toBeInTheDocument();
    expect(calls[1]?.url).toBe('/api/admin/users?page=2&perPage=20');
  });

  it('shows the player role in a colour that reads on the dark theme, not the gray one', async () => {
    const { fetch } = fakeFetch(jsonResponse(200, envelope({ list: [row(2)], total: 1, perPage: 20, currentPage: 1 })));
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<UsersScreen />);
    await screen.findByText('user2');
    const badge = screen.getAllByText('Player').map((text) => text.closest('.mantine-Badge-root')).find(Boolean) as HTMLElement;
    expect(badge.style.getPropertyValue('--badge-color')).not.toContain('gray');
    expect(badge.style.getPropertyValue('--badge-color')).toContain('blue');
  });

  it('searches by name', async () => {
    const { fetch, calls } = fakeFetch(
      jsonResponse(200, envelope({ list: [row(1)], total: 1, perPage: 20, currentPage: 1 })),
      jsonResponse(200, envelope({ list: [], total: 0, perPage: 20, currentPage: 1 })),
    );
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<UsersScreen />);
    await screen.findByText('user1');
    await userEvent.setup().type(screen.getByLabelText('Search by username or e-mail'), 'zed');
    await waitFor(() => expect(calls[1]?.url).toBe('/api/admin/users?page=1&perPage=20&search=zed'));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    await failsThenRetries(
      <UsersScreen />,
      jsonResponse(403, errorBody('Forbidden', 'FORBIDDEN')),
      jsonResponse(200, envelope({ list: [row(2)], total: 1, perPage: 20, currentPage: 1 })),
      'Error: 403 - Something went wrong.',
      'user2',
    );
  });
});

describe('RegistrationsCard', () => {
  it('sums the registrations of the period and loads the chosen period', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/registration_chart': [
        jsonResponse(200, envelope({ userRegistrations: [{ date: '2026-01-01', count: 2 }, { date: '2026-01-02', count: 5 }] })),
        jsonResponse(200, envelope({ userRegistrations: [{ date: '2026-01-02', count: 0 }] })),
      ],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<RegistrationsCard />);
    expect(await screen.findByText('Sign-ups, last 30 days')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    // Daily counts as bars, not a smoothed area.
    expect(document.querySelector('.mantine-BarChart-root')).not.toBeNull();
    expect(document.querySelector('.mantine-AreaChart-root')).toBeNull();
    expect(calls[0]?.url).toBe('/api/admin/registration_chart?days=30');
    await userEvent.setup().click(screen.getByText('7 days'));
    expect(await screen.findByText('No registrations in this period')).toBeInTheDocument();
    expect(calls[1]?.url).toBe('/api/admin/registration_chart?days=7');
  });

  it('words a failure as the adminUser state holds it and retries', async () => {
    await failsThenRetries(
      <RegistrationsCard />,
      jsonResponse(500, errorBody('Down', 'INTERNAL')),
      jsonResponse(200, envelope({ userRegistrations: [{ date: '2026-01-01', count: 3 }] })),
      'Error: 500 - Something went wrong.',
      'Sign-ups, last 30 days',
    );
  });
});

describe('UserDetailScreen', () => {
  it('shows the user and reloads after an action', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/users/u2': [jsonResponse(200, envelope({ user: row(2) })), jsonResponse(200, envelope({ user: { ...row(2), balance: 20 } }))],
      'GET /api/admin/users/u2/notes': [jsonResponse(200, envelope({ notes: [] }))],
      'GET /api/admin/users/u2/sessions': [jsonResponse(200, envelope({ sessions: [] }))],
      'GET /api/admin/users/u2/responsible-gambling': [jsonResponse(200, envelope({ currency: 'EUR', depositLimits: { day: null, week: null, month: null }, pendingDepositLimits: { day: null, week: null, month: null }, depositRemaining: null, timeOutUntil: null, selfExcludedUntil: null, realityCheckMinutes: null }))],
    });
    configureApiClient({ fetchImpl: fetch });
    const element = (
      <UserDetailScreen
        actions={(user, reload) => (
          <button type="button" onClick={reload}>
            {`act on ${user.username}`}
          </button>
        )}
      />
    );
    renderRoutes([{ path: paths.admin.user.path, element }], paths.admin.user.getHref('u2'));
    expect(await screen.findByText('12.50 EUR')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'act on user2' }));
    expect(await screen.findByText('20.00 EUR')).toBeInTheDocument();
    expect(calls.filter((call) => new URL(call.url, 'http://x').pathname === '/api/admin/users/u2')).toHaveLength(2);
  });
});

