import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { AdminPaymentMethod, Deposit, Reconciliation } from '@oddsmith/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch, type FetchCall } from '../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../test/render';
import { AdminPaymentMethodsScreen } from './components/admin-payment-methods-screen';
import { AdminQueueScreen } from './components/admin-queue-screen';
import { PendingApprovalsBadge } from './components/pending-approvals-badge';
import { PendingApprovalsCard } from './components/pending-approvals-card';
import { ReconcileCard } from './components/reconcile-card';
import { TransferBalanceModal } from './components/transfer-balance-modal';
import { approvalFixture } from './test-fixtures';

const method: AdminPaymentMethod = {
  id: 'm1',
  name: 'Bank transfer',
  kind: 'bank_transfer',
  provider: 'manual',
  min: 10,
  max: 1000,
  feeFixed: 0,
  feeBasisPoints: 0,
  enabled: true,
  displayOrder: 0,
  instructions: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const approval = approvalFixture();

const deposit: Deposit = {
  id: 'd1',
  userId: 'p1',
  username: 'player',
  method: { id: 'm1', name: 'Bank transfer', kind: 'bank_transfer', provider: 'manual' },
  amount: 40,
  fee: 0,
  total: 40,
  currency: 'EUR',
  status: 'pending',
  reference: 'REF-1',
  instructions: '',
  redirectUrl: null,
  reason: null,
  createdAt: '2026-01-01T10:00:00Z',
  decidedAt: null,
};

const report = (transferCount: number): Reconciliation => ({
  ok: true,
  totalCents: 0,
  debitsPendingCents: 0,
  creditsPendingCents: 0,
  accountCount: 4,
  transferCount,
  openHoldCount: 0,
  mismatches: [],
  checkedAt: '2026-01-01T10:00:00Z',
});

const ok = (response: unknown) => jsonResponse(200, envelope(response));
const page = <T,>(list: T[], total = list.length) => ok({ list, total, perPage: 10, currentPage: 1 });
const gets = (calls: FetchCall[], path: string) => calls.filter((call) => (call.init.method ?? 'GET') === 'GET' && new URL(call.url, 'http://x').pathname === path);

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('id');
});

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
  vi.restoreAllMocks();
});

describe('payment methods refresh after an action', () => {
  it('reads the list again after a toggle, a delete and a create', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/payment-methods': [
        ok({ methods: [method] }),
        ok({ methods: [{ ...method, enabled: false }] }),
        ok({ methods: [] }),
        ok({ methods: [{ ...method, id: 'm2', name: 'Test card' }] }),
      ],
      'PUT /api/admin/payment-methods/m1': [ok({ method: { ...method, enabled: false } })],
      'DELETE /api/admin/payment-methods/m1': [ok({ id: 'm1' })],
      'POST /api/admin/payment-methods': [ok({ method: { ...method, id: 'm2', name: 'Test card' } })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminPaymentMethodsScreen />, signedInAs('admin'));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('switch', { name: 'Bank transfer: Enabled' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable Bank transfer?' })).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(gets(calls, '/api/admin/payment-methods')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Bank transfer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this method?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Bank transfer')).toBeNull());
    expect(gets(calls, '/api/admin/payment-methods')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Add method' }));
    const form = await screen.findByRole('dialog', { name: 'New payment method' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Test card');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Test card')).toBeInTheDocument();
    expect(gets(calls, '/api/admin/payment-methods')).toHaveLength(4);
  });
});

describe('money actions refresh the counts and the reconcile report', () => {
  it('a transfer sent for approval refreshes the pending count and the reconcile card', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/balance-approvals': [page([], 0), page([approval], 1)],
      'GET /api/admin/reconcile': [ok(report(7)), ok(report(8))],
      'POST /api/admin/transfer-balance': [jsonResponse(202, envelope({ userId: 'p1', balance: 0, pendingApproval: approval }))],
    });
    configureApiClient({ fetchImpl: fetch });
    const onDone = vi.fn();
    renderWithProviders(
      <>
        <PendingApprovalsBadge />
        <ReconcileCard />
        <TransferBalanceModal userId="p1" username="bigspender" currency="EUR" opened onClose={() => {}} onDone={onDone} />
      </>,
      signedInAs('admin'),
    );
    const user = userEvent.setup();
    expect(await screen.findByLabelText('0 waiting for approval')).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (EUR)'), '2500');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Cash at the desk');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByLabelText('1 waiting for approval')).toBeInTheDocument();
    expect(await screen.findByText('8')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(gets(calls, '/api/admin/balance-approvals')).toHaveLength(2);
    expect(gets(calls, '/api/admin/reconcile')).toHaveLength(2);
  });

  it('deciding a balance approval refreshes the dashboard badge beside the list', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/balance-approvals': [page([approval]), page([approval]), page([]), page([])],
      'POST /api/admin/balance-approvals/a1/approve': [ok({ approval: { ...approval, status: 'approved' } })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(
      <>
        <PendingApprovalsBadge />
        <PendingApprovalsCard />
      </>,
      signedInAs('admin'),
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Pending approvals' });
    await waitFor(() => expect(screen.getAllByLabelText('1 waiting for approval')).toHaveLength(2));
    await user.click(await within(table).findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByLabelText('0 waiting for approval')).toHaveLength(2));
    expect(gets(calls, '/api/admin/balance-approvals')).toHaveLength(4);
  });

  it('approving a deposit refreshes the queue and the reconcile card', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/deposits': [page([deposit]), page([])],
      'GET /api/admin/reconcile': [ok(report(7)), ok(report(8))],
      'POST /api/admin/deposits/d1/approve': [ok({ deposit: { ...deposit, status: 'completed' } })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(
      <>
        <AdminQueueScreen kind="deposits" />
        <ReconcileCard />
      </>,
      signedInAs('finance'),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('7')).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'Approve' }))[0]!);
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve this request?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('8')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('REF-1')).toBeNull());
    expect(gets(calls, '/api/admin/deposits')).toHaveLength(2);
    expect(gets(calls, '/api/admin/reconcile')).toHaveLength(2);
  });
});
