import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRow } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../test/render';
import { HistoryScreen } from './components/history-screen';

const row = (overrides: Partial<AuditRow>): AuditRow => ({
  id: 'a1',
  actorId: 's1',
  actorUsername: 'support',
  action: 'user.block',
  targetType: 'user',
  targetId: 'u1',
  targetLabel: 'alice',
  detail: { before: { status: 'active' }, after: { status: 'blocked' }, reason: 'Chargeback' },
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});
const page = (list: AuditRow[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 25, currentPage: 1 }));
const facets = jsonResponse(200, envelope({ actions: ['user.block', 'user.note'], targetTypes: ['user'], actors: [{ id: 's1', username: 'support' }] }));

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null }));

describe('History screen', () => {
  it('lists actions with their staff member, target link and reason, and opens the before and after', async () => {
    const { fetch } = routedFetch({ 'GET /api/admin/history': [page([row({}), row({ id: 'a2', action: 'setting.update', targetType: 'setting', targetId: 'risk.limits', targetLabel: null, detail: {} })])], 'GET /api/admin/history/facets': [facets] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<HistoryScreen />, signedInAs('admin'));
    const table = await screen.findByRole('table', { name: 'History' });
    expect(within(table).getByRole('link', { name: 'alice' })).toHaveAttribute('href', '/caff/admin/users/u1');
    expect(within(table).getByText('Chargeback')).toBeInTheDocument();
    await userEvent.setup().click(within(table).getByText('user.block'));
    const drawer = await screen.findByRole('dialog', { name: 'History entry' });
    expect(within(drawer).getByText('Before').closest('div')?.parentElement).toHaveTextContent('"status": "active"');
    expect(within(drawer).getByText('After').closest('div')?.parentElement).toHaveTextContent('"status": "blocked"');
  });

  it('sends the filters (the inclusive "to" day as the next day) and says when nothing matches', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/history': [page([])], 'GET /api/admin/history/facets': [facets] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<HistoryScreen />, signedInAs('admin'));
    await screen.findByText('No actions yet');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Target id'), 'u1');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await waitFor(() => expect(calls.some((call) => call.url.includes('targetId=u1') && call.url.includes('to=2026-11-21'))).toBe(true));
    expect(await screen.findByText('No action matches these filters.')).toBeInTheDocument();
  });
});
