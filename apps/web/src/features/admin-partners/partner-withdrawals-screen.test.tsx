import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPartnerWithdrawal } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

const pending: AdminPartnerWithdrawal = {
  id: '22222222-2222-4222-8222-222222222222',
  amount: 20,
  currency: 'EUR',
  status: 'pending',
  reason: null,
  createdAt: '2026-03-02T09:00:00Z',
  decidedAt: null,
  partnerId: '11111111-1111-4111-8111-111111111111',
  partnerUsername: 'acme',
  payoutMethod: 'bank_transfer',
  payoutDetails: 'DE89370400440532013000',
};

const ok = (body: unknown) => jsonResponse(200, envelope(body));
const page = (list: unknown[]) => ok({ list, total: list.length, perPage: 20, currentPage: 1 });

function answer() {
  const fake = routedFetch({
    'GET /api/admin/partner-withdrawals': [page([pending])],
    'GET /api/admin/partner-recent-txn': [page([])],
    'GET /api/admin/partner-history': [page([])],
    'POST /api/admin/partner-withdrawal': [ok({ withdrawal: { ...pending, status: 'rejected', reason: 'Wrong IBAN' } })],
  });
  configureApiClient({ fetchImpl: fake.fetch });
  return fake;
}

describe('staff partner payouts (/caff/admin/partner-withdrawals)', () => {
  it('rejects a pending payout only with a reason, through partner-withdrawal', async () => {
    const { calls } = answer();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/caff/admin/partner-withdrawals', signedInAs('finance'));
    const row = await screen.findByRole('row', { name: /acme/ });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this payout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the reason for the rejection')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong IBAN');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ withdrawalId: pending.id, action: 'reject', reason: 'Wrong IBAN' });
  });

  it('shows no decision buttons to a role without partners.manage (and the screen says it is not for them)', async () => {
    answer();
    renderRoutes(appRoutes, '/caff/admin/partner-withdrawals', signedInAs('support'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(screen.queryByText('acme')).toBeNull();
  });
});
