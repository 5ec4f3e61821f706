import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { PublicUser } from '@oddsmith/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch, type FetchCall } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { PendingApprovalsBadge } from './components/pending-approvals-badge';
import { canDecide, PendingApprovalsCard } from './components/pending-approvals-card';
import { TransferBalanceModal } from './components/transfer-balance-modal';
import { attemptFor, outcomeUnknown } from '../../lib/transfer-attempt';
import { approvalFixture } from './test-fixtures';
import type { BalanceApproval } from '@oddsmith/core';

function signedIn(role: PublicUser['role'], id = 'me') {
  const user: PublicUser = {
    id,
    username: 'me',
    email: 'me@example.com',
    role,
    balance: 0,
    bonusBalance: 0,
    currency: 'EUR',
    emailVerified: true,
    status: 'active',
    createdAt: '2026-01-01T00:00:00Z',
  };
  return { user: { isLoading: false, responseType: 'idle' as const, response: null, isLoggedIn: true, user, token: 'tok' } };
}

const approval = approvalFixture;

const page = (list: BalanceApproval[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 10, currentPage: 1 }));
const posts = (calls: FetchCall[]) => calls.filter((call) => call.init.method === 'POST');

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
  vi.restoreAllMocks();
});

describe('canDecide', () => {
  it('needs balance.approve, a pending request and someone else’s request', () => {
    const theirs = approval({});
    expect(canDecide({ id: 'me', role: 'finance' }, theirs)).toBe(true);
    expect(canDecide({ id: 'me', role: 'admin' }, theirs)).toBe(true);
    expect(canDecide({ id: 'other', role: 'finance' }, theirs)).toBe(false);
    expect(canDecide({ id: 'me', role: 'support' }, theirs)).toBe(false);
    expect(canDecide({ id: 'me', role: 'agent' }, theirs)).toBe(false);
    expect(canDecide({ id: 'me', role: 'finance' }, approval({ status: 'approved' }))).toBe(false);
    expect(canDecide(null, theirs)).toBe(false);
  });
});

describe('pending approvals card', () => {
  it('offers approve and reject on other staff members’ requests only, and approves', async () => {
    const mine = approval({ id: 'a2', username: 'vip', requestedBy: { id: 'me', username: 'me' } });
    const { fetch, calls } = routedFetch({
      'GET /api/admin/balance-approvals': [page([approval({}), mine]), page([mine])],
      'POST /api/admin/balance-approvals/a1/approve': [jsonResponse(200, envelope({ approval: approval({ status: 'approved' }) }))],
    });
    configureApiClient({ fetchImpl: fetch });
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    renderWithProviders(<PendingApprovalsCard />, signedIn('finance'));
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Pending approvals' });
    const theirRow = (await within(table).findByText('bigspender')).closest('tr') as HTMLElement;
    const myRow = within(table).getByText('vip').closest('tr') as HTMLElement;
    expect(within(myRow).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(myRow).getByText('Your request: another staff member decides')).toBeInTheDocument();
    expect(screen.getByLabelText('2 waiting for approval')).toBeInTheDocument();
    expect(calls[0]?.url).toContain('status=pending');

    await user.click(within(theirRow).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/requested by cashier: “Cash at the desk”/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(String(posts(calls)[0]?.init.body))).toEqual({});
    await waitFor(() => expect(screen.queryByText('bigspender')).toBeNull());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Approved' }));
  });

  it('rejects only with a reason', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/balance-approvals': [page([approval({})])],
      'POST /api/admin/balance-approvals/a1/reject': [jsonResponse(200, envelope({ approval: approval({ status: 'rejected' }) }))],
    });
    configureApiClient({ fetchImpl: fetch });
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    renderWithProviders(<PendingApprovalsCard />, signedIn('manager'));
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Pending approvals' });
    await user.click(await within(table).findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required to reject')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason \(kept in the audit log\)/ }), 'No cash received');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(String(posts(calls)[0]?.init.body))).toEqual({ reason: 'No cash received' });
  });

  it('shows no actions to roles without balance.approve', async () => {
    const { fetch } = routedFetch({ 'GET /api/admin/balance-approvals': [page([approval({})])] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<PendingApprovalsCard />, signedIn('support'));
    const table = await screen.findByRole('table', { name: 'Pending approvals' });
    await within(table).findByText('bigspender');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(table).getByText('Waiting for an approver')).toBeInTheDocument();
  });

  it('has an empty state, and an error state with retry', async () => {
    const { fetch } = routedFetch({
      'GET /api/admin/balance-approvals': [jsonResponse(500, errorBody('Internal server error.', 'INTERNAL')), page([])],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<PendingApprovalsCard />, signedIn('finance'));
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No staff credit is waiting for a second approval.')).toBeInTheDocument();
  });
});

describe('dashboard badge', () => {
  it('shows approvers the pending count, linking to the payments screen', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/balance-approvals': [jsonResponse(200, envelope({ list: [approval({})], total: 3, perPage: 1, currentPage: 1 }))] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<PendingApprovalsBadge />, signedIn('admin'));
    const link = await screen.findByRole('link', { name: /Pending approvals/ });
    expect(link).toHaveAttribute('href', '/caff/admin/payments');
    expect(await screen.findByLabelText('3 waiting for approval')).toHaveTextContent('3');
    expect(calls[0]?.url).toContain('status=pending');
  });

  it('is not shown to roles that cannot approve', () => {
    const { fetch, calls } = routedFetch({});
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<PendingApprovalsBadge />, signedIn('support'));
    expect(screen.queryByRole('link', { name: /Pending approvals/ })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('transfer balance attempts', () => {
  it('keeps the requestId for the same body, a new one for any change', () => {
    let next = 0;
    const newId = () => `req-${(next += 1)}`;
    const body = { userId: 'u1', amount: '50', direction: 'credit' as const, note: 'desk' };
    const first = attemptFor(null, body, newId);
    expect(attemptFor(first, { ...body, note: ' desk ' }, newId)).toBe(first);
    expect(attemptFor(first, { ...body, amount: '51' }, newId).requestId).toBe('req-2');
    expect(attemptFor(first, { ...body, direction: 'debit' }, newId).requestId).toBe('req-3');
    expect(outcomeUnknown(new ApiError('Server did not respond.', null, null))).toBe(true);
    expect(outcomeUnknown(new ApiError('x', 502, null))).toBe(true);
    expect(outcomeUnknown(new ApiError('x', 409, null))).toBe(false);
  });

  it('retries an unanswered transfer (even edited back to the same body) with the same requestId and reports a credit sent for approval', async () => {
    const { fetch, calls } = routedFetch({
      'POST /api/admin/transfer-balance': [
        new TypeError('network down'),
        jsonResponse(202, envelope({ userId: 'u1', balance: 0, pendingApproval: approval({ amount: 5000 }) }, 'This credit is above the approval threshold')),
      ],
    });
    configureApiClient({ fetchImpl: fetch });
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const onDone = vi.fn();
    renderWithProviders(<TransferBalanceModal userId="u1" username="player" currency="EUR" opened onClose={() => {}} onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (EUR)'), '5000');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Cash at the desk');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Server did not respond.')).toBeInTheDocument();
    // Edited and put back: the same body, so possibly the same transfer: the same requestId.
    await user.clear(screen.getByLabelText('Amount (EUR)'));
    await user.type(screen.getByLabelText('Amount (EUR)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [first, second] = posts(calls).map((call) => JSON.parse(String(call.init.body)) as { requestId: string });
    expect(first?.requestId).toMatch(/^[A-Za-z0-9_:-]{8,64}$/);
    expect(second?.requestId).toBe(first?.requestId);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sent for a second approval', message: expect.stringContaining('no money has moved yet') }));
  });
});
