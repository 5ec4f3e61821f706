import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RgView, SessionSummary } from '@oddsmith/core';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { ProfileScreen } from './components/profile-screen';
import { SessionClock } from './components/session-clock';

const summary: SessionSummary = { sessionStartedAt: '2026-01-01T10:00:00Z', elapsedSeconds: 3725, netPosition: -2.5, currency: 'EUR', realityCheckMinutes: null };
const view: RgView = {
  currency: 'EUR',
  depositLimits: { day: null, week: null, month: null },
  pendingDepositLimits: { day: null, week: null, month: null },
  depositRemaining: null,
  timeOutUntil: null,
  selfExcludedUntil: null,
  realityCheckMinutes: null,
};
const account = { username: 'player', email: 'player@example.com', emailVerified: true, currency: 'EUR', createdAt: '2026-01-01T00:00:00Z' };
const summaryCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.endsWith('/api/front/session-summary')).length;

/** The clock under a balance that a button changes (as a settled bet would). */
function BalanceHarness() {
  const [balanceKey, setBalanceKey] = useState('10|0');
  return (
    <>
      <button type="button" onClick={() => setBalanceKey('8|0')}>
        bet
      </button>
      <SessionClock balanceKey={balanceKey} onLogout={() => undefined} />
    </>
  );
}

function renderClock() {
  return renderRoutes([{ path: '*', element: <BalanceHarness /> }], '/');
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('session clock', () => {
  it('shows the session time and net position, and reads them again when the balance changes', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/front/session-summary': [jsonResponse(200, envelope(summary))] });
    configureApiClient({ fetchImpl: fetch });
    renderClock();
    expect(await screen.findByLabelText('Session time')).toHaveTextContent(/^1:02:0\d$/);
    expect(screen.getByLabelText('Net position')).toHaveTextContent('-2.50 EUR');
    expect(summaryCalls(calls)).toBe(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'bet' }));
    await waitFor(() => expect(summaryCalls(calls)).toBe(2));
  });

  it('shows nothing for a reply outside the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, calls } = routedFetch({ 'GET /api/front/session-summary': [jsonResponse(200, envelope({ ...summary, elapsedSeconds: 'soon' }))] });
    configureApiClient({ fetchImpl: fetch });
    renderClock();
    await waitFor(() => expect(summaryCalls(calls)).toBe(1));
    expect(screen.queryByLabelText('Session time')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('a new reality-check interval reaches the header: saving it reads the session summary again', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/front/session-summary': [jsonResponse(200, envelope(summary)), jsonResponse(200, envelope({ ...summary, realityCheckMinutes: 30 }))],
      'GET /api/front/responsible-gambling': [jsonResponse(200, envelope(view))],
      'PUT /api/front/responsible-gambling': [jsonResponse(200, envelope({ ...view, realityCheckMinutes: 30 }))],
    });
    configureApiClient({ fetchImpl: fetch });
    const element = (
      <>
        <SessionClock balanceKey="10|0" onLogout={() => undefined} />
        <ProfileScreen account={account} />
      </>
    );
    renderRoutes([{ path: '*', element }], '/');
    const user = userEvent.setup();
    await screen.findByLabelText('Session time');
    await user.click(await screen.findByRole('combobox', { name: 'Remind me' }));
    await user.click(await screen.findByRole('option', { name: 'Every 30 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(summaryCalls(calls)).toBe(2));
    expect(calls.filter((call) => call.init.method === 'PUT')).toHaveLength(1);
    expect(calls.filter((call) => call.url.endsWith('/api/front/responsible-gambling') && (call.init.method ?? 'GET') === 'GET')).toHaveLength(1);
  });
});
