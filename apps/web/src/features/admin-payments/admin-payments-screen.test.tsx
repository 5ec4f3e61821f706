import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { AdminPaymentsScreen } from './components/admin-payments-screen';
import { TransferBalanceModal } from './components/transfer-balance-modal';

const payment = {
  id: 't1',
  createdAt: '2026-01-01T10:00:00Z',
  code: 'deposit',
  phase: 'posted',
  amount: 25,
  currency: 'EUR',
  debit: { kind: 'payment_clearing', userId: null, username: null },
  credit: { kind: 'cash', userId: 'u1', username: 'player' },
  note: null,
  createdBy: null,
  idempotencyKey: 'deposit:d1',
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:payments');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('staff payments', () => {
  it('searches the movements by player name or id, like the tickets screen', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/balance-approvals': [jsonResponse(200, envelope({ list: [], total: 0, perPage: 10, currentPage: 1 }))],
      'GET /api/admin/payments': [jsonResponse(200, envelope({ list: [payment], total: 1, perPage: 50, currentPage: 1 }))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminPaymentsScreen />);
    await userEvent.setup().type(await screen.findByRole('textbox', { name: 'Player' }), 'pla');
    await waitFor(() => expect(calls.at(-1)!.url).toContain('user=pla'));
    expect(calls.at(-1)!.url).toContain('/api/admin/payments?');
  });


  it('lists movements and downloads the CSV of the page with the bearer token', async () => {
    const replies: Record<string, Response[]> = {
      '/api/admin/balance-approvals': [jsonResponse(200, envelope({ list: [], total: 0, perPage: 10, currentPage: 1 }))],
      '/api/admin/payments': [
        jsonResponse(200, envelope({ list: [payment], total: 1, perPage: 50, currentPage: 1 })),
        new Response('"id","code"\n"t1","deposit"\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      ],
    };
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      const reply = replies[new URL(String(input), 'http://x').pathname]?.shift();
      if (!reply) throw new Error(`no fake reply for ${String(input)}`);
      return reply;
    }) as unknown as typeof globalThis.fetch;
    configureApiClient({ fetchImpl: fetch, getToken: () => 'staff-token' });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<AdminPaymentsScreen />);
    const user = userEvent.setup();
    expect(await screen.findByText('player')).toBeInTheDocument();
    expect(screen.getByText('Payment clearing')).toBeInTheDocument();
    expect(await screen.findByText('No staff credit is waiting for a second approval.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = calls.filter((call) => call.url.includes('/api/admin/payments'))[1]!;
    expect(csv.url).toContain('/api/admin/payments?');
    expect(csv.url).toContain('format=csv');
    expect(csv.url).toContain('page=1');
    expect((csv.init.headers as Record<string, string>).Authorization).toBe('Bearer staff-token');
    click.mockRestore();
  });
});

describe('transfer balance', () => {
  it('needs a note and shows the server refusal', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(409, errorBody('Insufficient funds', 'LEDGER_INSUFFICIENT_FUNDS')));
    configureApiClient({ fetchImpl: fetch });
    const onDone = vi.fn();
    renderWithProviders(<TransferBalanceModal userId="u1" username="player" currency="EUR" opened onClose={() => {}} onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (EUR)'), '5000');
    await user.click(screen.getByText('Debit the player'));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('A note is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Chargeback');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Insufficient funds')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ userId: 'u1', amount: '5000', direction: 'debit', note: 'Chargeback' });
    expect(onDone).not.toHaveBeenCalled();
  });
});
