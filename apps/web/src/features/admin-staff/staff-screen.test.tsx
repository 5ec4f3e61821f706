import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../test/render';
import { StaffScreen } from './components/staff-screen';

const member = (overrides: Partial<StaffMember>): StaffMember => ({ id: 's2', username: 'sam', email: 'sam@example.com', role: 'support', status: 'active', createdAt: '2026-01-01T00:00:00Z', lastLoginAt: null, activeSessions: 1, ...overrides });
const page = jsonResponse(200, envelope({ list: [member({ id: 'id-admin', username: 'admin', role: 'admin' }), member({})], total: 2, perPage: 25, currentPage: 1 }));

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null }));

describe('staff accounts screen', () => {
  it('offers no action on your own row, and changes a role with the reason History keeps', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/staff': [page], 'PATCH /api/admin/staff/s2': [jsonResponse(200, envelope({ member: member({ role: 'finance', activeSessions: 0 }) }))] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<StaffScreen />, signedInAs('admin'));
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(within(table).getByText('admin (you)')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Actions for admin' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Actions for sam' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of sam' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Moved teams');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.init.method === 'PATCH')?.init.body))).toEqual({ role: 'finance', reason: 'Moved teams' });
  });

  it("creates an account and shows the server's refusal on its field", async () => {
    const refusal = jsonResponse(400, errorBody('username: is taken', 'VALIDATION', 'username'));
    const { fetch } = routedFetch({ 'GET /api/admin/staff': [page], 'POST /api/admin/register-admin-user': [refusal] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<StaffScreen />, signedInAs('admin'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New staff account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New staff account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'sam');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'sam2@example.com');
    await user.type(within(dialog).getByLabelText(/Password/), 'LongEnough123');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('username: is taken')).toBeInTheDocument();
  });
});
