import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, fakeFetch, jsonResponse } from '../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../test/render';
import { AdminQueueScreen } from './components/admin-queue-screen';

const withdrawal = {
  id: 'w1',
  userId: 'u1',
  username: 'player',
  method: { id: 'm1', name: 'Bank transfer', kind: 'bank_transfer' },
  amount: 40,
  fee: 0,
  payout: 40,
  currency: 'EUR',
  details: { iban: 'DE89370400440532013000' },
  status: 'pending',
  reason: null,
  createdAt: '2026-01-01T10:00:00Z',
  decidedAt: null,
};
const page = (list: unknown[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 20, currentPage: 1 }));

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('staff withdrawals queue', () => {
  it('shows the status tabs with their counts and searches by player name or id', async () => {
    const counted = (list: unknown[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 20, currentPage: 1, counts: { pending: 2, paid: 5, rejected: 1 } }));
    const { fetch, calls } = fakeFetch(counted([withdrawal]), counted([withdrawal]));
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminQueueScreen kind="withdrawals" />, signedInAs('finance'));
    expect(await screen.findByText('Pending (2)')).toBeInTheDocument();
    expect(screen.getByText('Paid (5)')).toBeInTheDocument();
    expect(screen.getByText('All (8)')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Search by player name or id' }), 'play');
    await waitFor(() => expect(calls.at(-1)!.url).toContain('user=play'));
    expect(calls.at(-1)!.url).toContain('status=pending');
  });


  it('will not reject without a reason, then sends the reason', async () => {
    const { fetch, calls } = fakeFetch(
      page([withdrawal]),
      jsonResponse(200, envelope({ withdrawal: { ...withdrawal, status: 'rejected' } })),
      page([]),
    );
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminQueueScreen kind="withdrawals" />, signedInAs('finance'));
    const user = userEvent.setup();
    expect(calls[0]!.url).toContain('/api/admin/withdrawals?page=1&perPage=20&status=pending');
    await user.click((await screen.findAllByRole('button', { name: 'Reject' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    expect(await screen.findByText('A reason is required to reject')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'IBAN does not match the account holder');
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]!.url).toContain('/api/admin/withdrawals/w1/reject');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ reason: 'IBAN does not match the account holder' });
    expect(dialog).toBeTruthy();
  });

  it('approves with an optional note', async () => {
    const { fetch, calls } = fakeFetch(page([withdrawal]), jsonResponse(200, envelope({ withdrawal: { ...withdrawal, status: 'paid' } })), page([]));
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminQueueScreen kind="withdrawals" />, signedInAs('finance'));
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Approve' }))[0]!);
    await screen.findByRole('dialog', { name: 'Approve this request?' });
    await user.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]!.url).toContain('/api/admin/withdrawals/w1/approve');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({});
  });

  it('shows support the queue without approve or reject (payments.approve)', async () => {
    const { fetch } = fakeFetch(page([withdrawal]));
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminQueueScreen kind="withdrawals" />, signedInAs('support'));
    expect((await screen.findAllByText(withdrawal.username)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
