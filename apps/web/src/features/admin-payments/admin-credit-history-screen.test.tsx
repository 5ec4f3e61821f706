import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { AdminCreditHistoryScreen } from './components/admin-credit-history-screen';

const userId = '5b3c8f0e-1d2a-4c3b-9e4f-0a1b2c3d4e5f';
const row: Transaction = {
  id: 't1',
  createdAt: '2026-01-01T10:00:00Z',
  code: 'deposit',
  wallet: 'cash',
  amount: 25,
  currency: 'EUR',
  status: 'completed',
  resolvedAt: null,
  note: 'Cash at the desk',
};
const page = (list: Transaction[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 20, currentPage: 1 }));

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('staff credit history', () => {
  it("loads the player's history from the route id, then again with a filter", async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/user-credit-history': [page([row]), page([])] });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/caff/admin/user-credit-history/:id', element: <AdminCreditHistoryScreen username="player" /> }], `/caff/admin/user-credit-history/${userId}`, signedInAs('support'));
    expect(await screen.findByText('Cash at the desk')).toBeInTheDocument();
    expect(calls[0]!.url).toContain(`userId=${userId}`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Returned' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url).toContain('status=voided');
    expect(calls[1]!.url).toContain(`userId=${userId}`);
  });
});
