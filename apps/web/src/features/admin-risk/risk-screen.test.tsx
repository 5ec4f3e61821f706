import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch, type FetchCall } from '../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../test/render';
import { AdminRiskScreen } from './components/risk-screen';
import { inrMarketLiability, marketLiability, riskOverview, twoCurrencyOverview } from './fixtures';

const staff = signedInAs;

const ok = (payload: unknown) => jsonResponse(200, envelope(payload));
const posts = (calls: FetchCall[]) => calls.filter((call) => call.init.method === 'PUT' || call.init.method === 'POST');

/** The screen refreshing every 200 ms, once its first figures are shown; the calls it makes. */
async function renderRefreshing() {
  const { fetch, calls } = routedFetch({ 'GET /api/admin/risk/overview': [ok(riskOverview())] });
  configureApiClient({ fetchImpl: fetch });
  renderWithProviders(<AdminRiskScreen refreshMs={200} />, staff('risk'));
  await screen.findByRole('table', { name: 'Top exposures' });
  return calls;
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('staff risk-management screen', () => {
  it('shows the totals, the top exposures (the one past the threshold highlighted), events and players', async () => {
    const overview = riskOverview();
    const { fetch } = routedFetch({ 'GET /api/admin/risk/overview': [ok({ ...overview, byCurrency: overview.byCurrency.map((row) => (row.currency === 'EUR' && row.limits ? { ...row, limits: { ...row.limits, autoSuspendLiability: 900 } } : row)) })] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('risk'));
    const top = await screen.findByRole('table', { name: 'Top exposures' });
    const eur = screen.getByRole('region', { name: 'EUR totals and limits' });
    expect(within(eur).getByText('Total liability').parentElement).toHaveTextContent('950.00 EUR');
    expect(within(eur).getByText('Auto-suspend threshold').parentElement).toHaveTextContent('900.00 EUR');
    expect(within(eur).getByText('Min stake').parentElement).toHaveTextContent('1.00 EUR');
    expect(within(eur).getByText('Max stake').parentElement).toHaveTextContent('10,000.00 EUR');
    const arsenal = within(top).getByText('Arsenal').closest('tr')!;
    expect(arsenal).toHaveAttribute('data-level', 'high');
    expect(arsenal).toHaveTextContent('950.00 EUR');
    expect(within(top).getByText('Chelsea').closest('tr')).toHaveAttribute('data-level', 'normal');
    const players = screen.getByRole('table', { name: 'Players by profit' });
    expect(within(players).getByRole('link', { name: 'sharp1' })).toHaveAttribute('href', '/caff/admin/users/u1');
    expect(within(players).getByText('0.5×')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Events by liability' })).toHaveTextContent('Arsenal v Chelsea');
  });

  it('shows EUR and INR apart: a summary card per currency, every figure with its currency, levels against its own threshold', async () => {
    const { fetch } = routedFetch({
      'GET /api/admin/risk/overview': [ok(twoCurrencyOverview())],
      'GET /api/admin/risk/markets/m1': [ok({ market: inrMarketLiability() })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('risk'));
    const top = await screen.findByRole('table', { name: 'Top exposures' });
    const eur = screen.getByRole('region', { name: 'EUR totals and limits' });
    const inr = screen.getByRole('region', { name: 'INR totals and limits' });
    expect(within(eur).getByText('Open stake').parentElement).toHaveTextContent('300.00 EUR');
    expect(within(eur).getByText('Total liability').parentElement).toHaveTextContent('950.00 EUR');
    expect(within(inr).getByText('Open stake').parentElement).toHaveTextContent('30,000.00 INR');
    expect(within(inr).getByText('Total liability').parentElement).toHaveTextContent('45,000.00 INR');
    expect(within(inr).getByText('Auto-suspend threshold').parentElement).toHaveTextContent('50,000.00 INR');
    expect(within(inr).getByText('Min stake').parentElement).toHaveTextContent('100.00 INR');
    // Never a sum of both books.
    expect(screen.queryByText(/30,300\.00|45,950\.00/)).toBeNull();

    // Each row against its own currency's threshold: EUR Arsenal 950 of 1,000 EUR, INR Chelsea 45,000 of
    // 50,000 INR (both past 80 %: a warning); against EUR's 1,000 the INR row would read "high".
    const rows = within(top).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getAllByRole('cell')[0]!.textContent, row.getAttribute('data-level')])).toEqual([
      ['Arsenal2.50', 'warn'],
      ['Chelsea3.10', 'normal'],
      ['Chelsea3.10', 'warn'],
      ['Arsenal2.50', 'normal'],
    ]);
    expect(rows[2]).toHaveTextContent('45,000.00 INR');
    expect(rows[0]).toHaveTextContent('950.00 EUR');

    const events = within(screen.getByRole('table', { name: 'Events by liability' })).getAllByRole('row').slice(1);
    expect(events.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual(['950.00 EUR', '45,000.00 INR']);
    const players = screen.getByRole('table', { name: 'Players by profit' });
    expect(within(players).getByRole('link', { name: 'mumbai3' }).closest('tr')).toHaveTextContent('1,200.00 INR');

    // The INR row of the market opens the INR ladder.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Match odds, Arsenal v Chelsea, INR' }));
    const ladder = await screen.findByRole('table', { name: 'Liability ladder of Match odds in INR' });
    expect(within(ladder).getAllByRole('row')[1]).toHaveTextContent('75,000.00 INR');
    expect(screen.getByRole('button', { name: 'Match odds, Arsenal v Chelsea, EUR' })).toBeInTheDocument();
  });

  it('colours a liability only past the warning share of its threshold: below it and with no threshold it stays neutral', async () => {
    const overview = riskOverview();
    const { fetch } = routedFetch({ 'GET /api/admin/risk/overview': [ok(overview)] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('risk'));
    const top = await screen.findByRole('table', { name: 'Top exposures' });
    // 950 of a 1,000 threshold: warned; Chelsea's is below 80 % and neutral, not red.
    expect(within(within(top).getByText('Arsenal').closest('tr')!).getByText('950.00 EUR')).toHaveAttribute('data-level', 'warn');
    const chelsea = within(top).getByText('Chelsea').closest('tr')!;
    expect(chelsea.querySelector('[data-level]')).toHaveAttribute('data-level', 'normal');
    // A player's winnings are not an alarm by themselves.
    const players = screen.getByRole('table', { name: 'Players by profit' });
    expect(within(players).getByRole('link', { name: 'sharp1' }).closest('tr')!.querySelector('[data-level]')).toHaveAttribute('data-level', 'normal');
  });

  it('filters by name, currency and risk, and shows one section through its counted tab', async () => {
    const { fetch } = routedFetch({ 'GET /api/admin/risk/overview': [ok(twoCurrencyOverview())] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('risk'));
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Top exposures' });
    expect(screen.getByText('Players (3)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search selection, market, event or player' }), 'mumbai');
    expect(await screen.findByText('Players (1)')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search selection, market, event or player' }));
    await user.click(screen.getByRole('switch', { name: 'Only near or past the threshold' }));
    expect(screen.getByText('Players (2)')).toBeInTheDocument();
    await user.click(screen.getByText(/^Players \(/));
    expect(screen.getByRole('table', { name: 'Players by profit' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Top exposures' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Events by liability' })).toBeNull();
  });

  it('stops refreshing when auto-refresh is switched off', async () => {
    const calls = await renderRefreshing();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Auto-refresh (0 s)' }));
    const before = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.length).toBe(before);
  });

  it('says so when nothing is at risk', async () => {
    const { fetch } = routedFetch({
      'GET /api/admin/risk/overview': [ok(riskOverview({ topSelections: [], topMarkets: [], events: [], players: [], totalLiability: 0, totalOpenStake: 0 }))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('risk'));
    expect(await screen.findByText('No open bet puts the house at risk right now.')).toBeInTheDocument();
    expect(screen.getByText('Markets appear here once they hold open bets.')).toBeInTheDocument();
    expect(screen.getByText('Players appear here after their first bet.')).toBeInTheDocument();
  });

  it('shows the server message when the overview fails, and retries', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/risk/overview': [jsonResponse(503, errorBody('Risk figures are being rebuilt')), ok(riskOverview())],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('risk'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Risk figures are being rebuilt');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Top exposures' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('edits a stake factor inline and sends it as a number', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/risk/overview': [ok(riskOverview())],
      'PUT /api/admin/risk/players/u1/stake-factor': [ok({ ...riskOverview().players[0]!, stakeFactor: 0.25 })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('manager'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change the stake factor of sharp1' }));
    const input = screen.getByRole('textbox', { name: 'Stake factor of sharp1' });
    await user.clear(input);
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The stake factor goes from 0 to 10.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '0.25{Enter}');
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(posts(calls)[0]!.init.body))).toEqual({ stakeFactor: 0.25 });
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/admin/risk/overview'))).toHaveLength(2));
  });

  it("edits one currency's limits and sends them for that currency only; an empty threshold is off", async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/risk/overview': [ok(twoCurrencyOverview())],
      'PUT /api/admin/risk/settings': [ok({ autoSuspendLiability: 1000, limits: {} })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('admin'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the INR limits' }));
    const modal = await screen.findByRole('dialog', { name: 'Limits in INR' });
    const stakeMax = within(modal).getByRole('textbox', { name: 'Maximum stake (INR)' });
    expect(stakeMax).toHaveValue('1000000');
    await user.clear(stakeMax);
    await user.type(stakeMax, '50');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('The minimum stake must not be above the maximum stake.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user.clear(stakeMax);
    await user.type(stakeMax, '500000');
    const threshold = within(modal).getByRole('textbox', { name: 'Liability (INR)' });
    await user.clear(threshold);
    await user.type(threshold, '2500.50');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(String(posts(calls)[0]!.init.body))).toEqual({ limits: { INR: { stakeMin: 100, stakeMax: 500000, payoutMax: 25000000, autoSuspendLiability: 2500.5 } } });

    await user.click(await screen.findByRole('button', { name: 'Edit the EUR limits' }));
    const eurModal = await screen.findByRole('dialog', { name: 'Limits in EUR' });
    await user.clear(within(eurModal).getByRole('textbox', { name: 'Liability (EUR)' }));
    await user.click(within(eurModal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(JSON.parse(String(posts(calls)[1]!.init.body))).toEqual({ limits: { EUR: { stakeMin: 1, stakeMax: 10000, payoutMax: 250000, autoSuspendLiability: null } } });
    // Each save loads the overview again.
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/admin/risk/overview'))).toHaveLength(3));
  });

  it('opens a market ladder, suspends the market and shows the hold', async () => {
    const held = marketLiability({ riskSuspendedAt: '2026-11-22T12:05:00Z', marketStatus: 'suspended' });
    const { fetch, calls } = routedFetch({
      'GET /api/admin/risk/overview': [ok(riskOverview()), ok(riskOverview({ topMarkets: [held] }))],
      'GET /api/admin/risk/markets/m1': [ok({ market: marketLiability() }), ok({ market: held })],
      'POST /api/admin/risk/markets/m1/suspend': [ok({ market: held })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('risk'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Match odds, Arsenal v Chelsea, EUR' }));
    const ladder = await screen.findByRole('table', { name: 'Liability ladder of Match odds in EUR' });
    const rows = within(ladder).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Arsenal', 'Chelsea', 'Draw']);
    expect(rows[2]).toHaveTextContent('Suspended');
    await user.click(screen.getByRole('button', { name: 'Suspend market' }));
    await waitFor(() => expect(posts(calls).map((call) => call.url)).toEqual([expect.stringContaining('/api/admin/risk/markets/m1/suspend?currency=EUR')]));
    expect(await screen.findByRole('button', { name: 'Release market' })).toBeInTheDocument();
    expect(await screen.findByText('Held by risk')).toBeInTheDocument();
    // The hold loads the ladder and the overview again.
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/admin/risk/overview'))).toHaveLength(2));
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/api/admin/risk/markets/m1?'))).toHaveLength(2));
  });

  it('hides every control from support staff', async () => {
    const { fetch } = routedFetch({ 'GET /api/admin/risk/overview': [ok(riskOverview())], 'GET /api/admin/risk/markets/m1': [ok({ market: marketLiability() })] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminRiskScreen />, staff('support'));
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Players by profit' });
    expect(screen.queryByRole('button', { name: /Edit the .* limits/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change the stake factor/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Match odds, Arsenal v Chelsea, EUR' }));
    await screen.findByRole('table', { name: 'Liability ladder of Match odds in EUR' });
    expect(screen.queryByRole('button', { name: 'Suspend market' })).toBeNull();
  });

  it('refreshes by itself', async () => {
    const calls = await renderRefreshing();
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(3));
  });
});
