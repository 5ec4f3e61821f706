import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../test/render';
import { UserControls } from './components/controls/user-controls';

const alice: AdminUser = {
  id: 'u1', username: 'alice', email: 'alice@example.com', role: 'player', balance: 10, bonusBalance: 0, currency: 'EUR', emailVerified: true, status: 'active', createdAt: '2026-01-01T00:00:00Z',
  dateOfBirth: null, phone: null, affiliateId: null, cashAgentId: null, lastLoginAt: null, kycStatus: 'none', statusReason: null,
};
const ok = (payload: unknown) => jsonResponse(200, envelope(payload));
const rg = { currency: 'EUR', depositLimits: { day: 50, week: null, month: null }, pendingDepositLimits: { day: null, week: null, month: null }, depositRemaining: 50, timeOutUntil: null, selfExcludedUntil: null, realityCheckMinutes: 30 };
const routes = () => ({
  'GET /api/admin/users/u1/notes': [ok({ notes: [{ id: 'n1', body: 'Called about a withdrawal.', authorId: 's1', authorUsername: 'support', createdAt: '2026-11-20T10:00:00Z' }] })],
  'GET /api/admin/users/u1/sessions': [ok({ sessions: [{ id: 'x1', createdAt: '2026-11-20T09:00:00Z', expiresAt: '2026-11-21T09:00:00Z', revokedAt: null, active: true }] })],
  'GET /api/admin/users/u1/responsible-gambling': [ok(rg)],
  'POST /api/admin/users/u1/block': [ok({ user: { ...alice, status: 'blocked', statusReason: 'Chargeback' } })],
  'POST /api/admin/users/u1/notes': [jsonResponse(201, envelope({ note: { id: 'n2', body: 'VIP', authorId: 's1', authorUsername: 'support', createdAt: '2026-11-21T10:00:00Z' } }))],
});

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null }));

describe('user controls', () => {
  it('blocks with a reason, adds a note, and shows the limits, sessions and notes', async () => {
    const { fetch, calls } = routedFetch(routes());
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<UserControls user={alice} />, signedInAs('support'));
    expect(await screen.findByText('Called about a withdrawal.')).toBeInTheDocument();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Daily deposit limit').parentElement).toHaveTextContent('50.00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block alice' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/block') && call.init.body === JSON.stringify({ reason: 'Chargeback' }))).toBe(true));
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'VIP');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/notes') && call.init.method === 'POST')).toBe(true));
  });

  it('is read-only for a role without users.manage: no account actions, no note input, no time-out', async () => {
    const { fetch } = routedFetch(routes());
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<UserControls user={alice} />, signedInAs('finance'));
    expect(await screen.findByText('Called about a withdrawal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply a time-out' })).toBeNull();
  });
});
