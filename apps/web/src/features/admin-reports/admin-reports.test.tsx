import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard, DashboardMoney, EarningsReport } from '@oddsmith/core';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { DashboardScreen } from './components/dashboard-screen';
import { EarningsScreen } from './components/earnings-screen';

const money = (overrides: Partial<DashboardMoney> = {}): DashboardMoney => ({
  turnover: 0, sportsbookTurnover: 0, casinoTurnover: 0, ggr: 0, sportsbookGgr: 0, exchangeGgr: 0, casinoGgr: 0,
  openLiability: 0, exchangeMatched: 0, deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, ...overrides,
});

const board = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  period: { from: '2026-10-26', to: '2026-11-24' },
  previousPeriod: { from: '2026-09-26', to: '2026-10-25' },
  ownPlayersOnly: false,
  players: { current: { active: 12, registered: 5, firstDepositors: 3 }, previous: { active: 10, registered: 0, firstDepositors: 4 } },
  money: [
    { currency: 'EUR', current: money({ turnover: 1250, ggr: 150, sportsbookGgr: 100, casinoGgr: 50, deposits: 900, depositCount: 7 }), previous: money({ turnover: 1000, ggr: 200 }) },
    { currency: 'USD', current: money({ turnover: 40, ggr: -5 }), previous: money() },
  ],
  ...overrides,
});

const report: EarningsReport = {
  from: '2026-11-23',
  to: '2026-11-24',
  groupBy: 'day',
  periods: ['2026-11-23', '2026-11-24'],
  rows: [{ period: '2026-11-24', currency: 'EUR', sportsbookGgr: 14, exchangeGgr: 1, casinoGgr: -2.5, ggr: 12.5, bonusCost: 3, partnerCommission: 3, netRevenue: 6.5 }],
  totals: [{ currency: 'EUR', sportsbookGgr: 14, exchangeGgr: 1, casinoGgr: -2.5, ggr: 12.5, bonusCost: 3, partnerCommission: 3, netRevenue: 6.5 }],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
  URL.createObjectURL = vi.fn(() => 'blob:earnings');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('staff dashboard', () => {
  it('shows each figure with the previous period and the change, one currency at a time, and reloads for another period', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/dashboard': [jsonResponse(200, envelope(board())), jsonResponse(200, envelope(board()))] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<DashboardScreen registrations={<p>registrations here</p>} extra={<p>reconcile here</p>} />);
    const turnover = await screen.findByRole('group', { name: 'Turnover' });
    expect(within(turnover).getByText('1,250.00 EUR')).toBeInTheDocument();
    expect(within(turnover).getByText('before: 1,000.00 EUR')).toBeInTheDocument();
    expect(within(turnover).getByLabelText('Change +25%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Gross gaming revenue' })).getByLabelText('Change -25%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'New players' })).getByText('new')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Deposits' })).getByText('7 payments')).toBeInTheDocument();
    expect(screen.getByText('registrations here')).toBeInTheDocument();
    expect(screen.getByText('reconcile here')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/admin/dashboard?from=2026-10-26&to=2026-11-24');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByText('USD'));
    expect(within(screen.getByRole('group', { name: 'Gross gaming revenue' })).getByText('−5.00 USD')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'This month' }));
    await waitFor(() => expect(calls[1]?.url).toBe('/api/admin/dashboard?from=2026-11-01&to=2026-11-24'));
  });

  it("tells a cash agent the figures are their players', and shows an empty period", async () => {
    const { fetch } = routedFetch({ 'GET /api/admin/dashboard': [jsonResponse(200, envelope(board({ ownPlayersOnly: true, money: [] })))] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<DashboardScreen />);
    expect(await screen.findByText('Every figure covers only your own players.')).toBeInTheDocument();
    expect(screen.getByText('No money moved in this period')).toBeInTheDocument();
  });

  it('shows a failure with a retry, and names a wrong custom period without asking the server', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/dashboard': [jsonResponse(403, errorBody('Not allowed', 'FORBIDDEN')), jsonResponse(200, envelope(board()))] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<DashboardScreen />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Turnover' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    expect(await screen.findByText('The end day is before the start day.')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('staff earnings', () => {
  it('shows the totals, the rows with the totals line, and asks again for another grouping and currency', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/earnings': [jsonResponse(200, envelope(report)), jsonResponse(200, envelope(report)), jsonResponse(200, envelope({ ...report, rows: [], totals: [] }))] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<EarningsScreen />);
    const table = await screen.findByRole('table', { name: 'Earnings by period and currency' });
    expect(within(table).getByText('2026-11-24')).toBeInTheDocument();
    expect(within(table).getByText('Total')).toBeInTheDocument();
    expect(within(table).getAllByText('−2.50 EUR')).toHaveLength(2);
    expect(screen.getByText('Net revenue · EUR')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/admin/earnings?from=2026-10-26&to=2026-11-24&groupBy=day');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(calls[1]?.url).toContain('groupBy=month'));
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'INR' }));
    await waitFor(() => expect(calls[2]?.url).toContain('currency=INR'));
    expect(await screen.findByText('No revenue in this period')).toBeInTheDocument();
  });

  it('downloads the CSV of the chosen report with the bearer token', async () => {
    const csv = new Response('"period","currency"\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    const { fetch, calls } = routedFetch({ 'GET /api/admin/earnings': [jsonResponse(200, envelope(report))], 'GET /api/admin/earnings.csv': [csv] });
    configureApiClient({ fetchImpl: fetch, getToken: () => 'staff-token' });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<EarningsScreen />);
    await screen.findByRole('table', { name: 'Earnings by period and currency' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = calls.find((call) => call.url.startsWith('/api/admin/earnings.csv'));
    expect(download?.url).toBe('/api/admin/earnings.csv?from=2026-10-26&to=2026-11-24&groupBy=day');
    click.mockRestore();
  });
});
