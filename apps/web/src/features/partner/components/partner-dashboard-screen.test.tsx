import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/router';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../../test/render';
import { pageOf, partnerMe, partnerPlayer, partnerSummary, partnerWithdrawal } from '../test-fixtures';

afterEach(() => {
  configureApiClient({ getToken: () => null });
  vi.restoreAllMocks();
});

const ok = (body: unknown, status = 200) => jsonResponse(status, envelope(body));

function answer(extra: Record<string, Response[]> = {}) {
  const fake = routedFetch({
    'GET /api/partner/me': [ok(partnerMe)],
    'GET /api/partner/summary': [ok(partnerSummary)],
    'GET /api/partner/players': [ok(pageOf([partnerPlayer]))],
    'GET /api/partner/withdrawals': [ok(pageOf([partnerWithdrawal]))],
    ...extra,
  });
  configureApiClient({ fetchImpl: fake.fetch });
  return fake;
}

const openDashboard = () => renderRoutes(appRoutes, '/partner/dashboard', signedInAs('partner'));

describe('partner dashboard', () => {
  it("shows the period's figures, the campaign table, the players and the payout history", async () => {
    const { calls } = answer();
    openDashboard();
    expect(await screen.findByTestId('kpi-clicks')).toHaveTextContent('12');
    expect(screen.getByTestId('kpi-signups')).toHaveTextContent('3');
    expect(screen.getByTestId('kpi-firstDepositors')).toHaveTextContent('2');
    expect(screen.getByTestId('kpi-ngr')).toHaveTextContent('170.00 EUR');
    expect(screen.getByTestId('kpi-commission')).toHaveTextContent('42.50 EUR');
    expect(await screen.findByText('Welcome back, Acme Media Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'By campaign' })).toHaveTextContent('Main site');
    expect(await screen.findAllByText('jo***')).not.toHaveLength(0);
    expect(await screen.findAllByText('Wrong IBAN')).not.toHaveLength(0);
    expect(screen.getByTestId('partner-balance')).toHaveTextContent('42.50 EUR');
    // The default period: the last 30 days to today.
    const summaryCall = calls.find((call) => call.url.includes('/api/partner/summary'));
    const query = new URL(summaryCall!.url, 'http://x').searchParams;
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('to')).toBe(new Date().toISOString().slice(0, 10));
  });

  it('asks the summary again for another period', async () => {
    const { calls } = answer();
    openDashboard();
    await screen.findByTestId('kpi-clicks');
    await userEvent.setup().click(screen.getByText('Today'));
    const today = new Date().toISOString().slice(0, 10);
    await waitFor(() => expect(calls.some((call) => call.url.includes(`from=${today}&to=${today}`))).toBe(true));
  });

  it('copies a referral link and says so', async () => {
    answer();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    openDashboard();
    const copy = await screen.findByRole('button', { name: 'Copy the link of ACME' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?aff=ACME`);
    expect(await within(copy).findByText('Copied')).toBeInTheDocument();
  });

  it('checks a payout against the balance and the minimum, and shows the server refusal under the amount', async () => {
    const refusal = jsonResponse(409, errorBody('The amount is above your balance.', 'PARTNER_INSUFFICIENT_BALANCE', 'amount'));
    const { calls } = answer({ 'POST /api/partner/withdrawals': [refusal] });
    const user = userEvent.setup();
    openDashboard();
    const amount = await screen.findByLabelText('Amount (EUR)');
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('Your available balance is 42.50 EUR')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('The minimum payout is 20.00 EUR')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('The amount is above your balance.')).toBeInTheDocument();
    const post = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({ amount: '30' });
  });

  it('shows an error with a retry when the summary cannot be read', async () => {
    answer({ 'GET /api/partner/summary': [jsonResponse(500, errorBody('Server trouble'))] });
    openDashboard();
    expect(await screen.findByText('Server trouble')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
