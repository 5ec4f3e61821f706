import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { ProfileScreen } from './components/profile-screen';
import type { RgView } from '@oddsmith/core';

const view: RgView = {
  currency: 'EUR',
  depositLimits: { day: 100, week: null, month: null },
  pendingDepositLimits: { day: null, week: null, month: null },
  depositRemaining: 100,
  timeOutUntil: null,
  selfExcludedUntil: null,
  realityCheckMinutes: null,
};
const account = { username: 'player', email: 'player@example.com', emailVerified: true, currency: 'EUR', createdAt: '2026-01-01T00:00:00Z' };

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('profile and responsible gambling', () => {
  it('shows the account with its verified badge and says when a limit change applies', async () => {
    const { fetch, calls } = fakeFetch(
      jsonResponse(200, envelope(view)),
      jsonResponse(200, envelope({ ...view, depositLimits: { day: 50, week: null, month: null } })),
    );
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<ProfileScreen account={account} />);
    const user = userEvent.setup();
    expect(await screen.findByText('player@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    // The limits come from their own request, which may answer after the account shows.
    const day = await screen.findByLabelText('New 24 hours limit');
    await user.type(day, '150');
    expect(screen.getByText('Applies after 24 hours')).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '1.234');
    expect(screen.getByText('A positive amount with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save limits' })).toBeDisabled();
    await user.clear(day);
    await user.type(day, '50');
    expect(screen.getByText('Applies at once')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ depositLimits: { day: '50' } });
  });

  it('self-exclusion needs the explicit acknowledgement before it is sent', async () => {
    const { fetch, calls } = fakeFetch(
      jsonResponse(200, envelope(view)),
      jsonResponse(200, envelope({ ...view, selfExcludedUntil: '2027-01-01T00:00:00Z' })),
    );
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<ProfileScreen account={account} />);
    const user = userEvent.setup();
    await screen.findByText('Self-exclusion');
    const selects = screen.getAllByRole('combobox', { name: 'Length' });
    await user.click(selects[1]!);
    await user.click(await screen.findByRole('option', { name: '12 months' }));
    await user.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself?' });
    expect(dialog).toHaveTextContent('cannot be lifted early');
    const confirm = screen.getByRole('button', { name: 'Exclude me' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(confirm);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ selfExclusionMonths: 12 });
    expect(await screen.findByText(/Self-excluded until/)).toBeInTheDocument();
  });

  it('a cancelled time-out asks again, and a refusal shows the server\'s words on the card', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope(view)), jsonResponse(409, errorBody('A time-out is already in force.', 'CONFLICT')));
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<ProfileScreen account={account} />);
    const user = userEvent.setup();
    await screen.findByText('Time-out');
    await user.click(screen.getAllByRole('combobox', { name: 'Length' })[0]!);
    await user.click(await screen.findByRole('option', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Start time-out' }));
    await screen.findByRole('dialog', { name: 'Start a time-out?' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Start time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a time-out?' });
    const confirm = within(dialog).getByRole('button', { name: 'Start time-out' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(confirm);
    expect(await screen.findByText('A time-out is already in force.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ timeOutDays: 7 });
  });
});
