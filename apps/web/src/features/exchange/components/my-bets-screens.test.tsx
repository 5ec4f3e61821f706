import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../../test/render';
import { marketId, wireMarket, wireOrder, wirePosition } from '../exchange-fixtures';
import { MarketBetsScreen } from './market-bets-screen';
import { PositionsScreen } from './positions-screen';

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

describe('MarketBetsScreen', () => {
  it('lists the orders with status and average price, the matched bets, and the settled result', async () => {
    const settled = { profit: 8, commission: 0.4, net: 7.6, settledAt: '2026-11-24T12:00:00Z' };
    const position = wirePosition({ orders: [wireOrder({ status: 'matched', matched: 10, remaining: 0, averagePrice: 2.96 })], settled });
    const fake = routedFetch({
      [`GET /api/exchange/markets/${marketId}`]: [jsonResponse(200, envelope(wireMarket({ status: 'settled' })))],
      [`GET /api/exchange/markets/${marketId}/position`]: [jsonResponse(200, envelope(position))],
    });
    configureApiClient({ fetchImpl: fake.fetch });
    renderWithProviders(<MarketBetsScreen marketId={marketId} />, signedInAs('player'));
    const summary = await screen.findByTestId('position-summary');
    expect(summary).toHaveTextContent('Profit+8.00 EUR');
    expect(summary).toHaveTextContent('Commission0.40 EUR');
    expect(summary).toHaveTextContent('Net+7.60 EUR');
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByText('2.96')).toBeInTheDocument();
    expect(within(orders).getByText('Matched', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    const matches = screen.getByRole('table', { name: 'Matched bets' });
    expect(within(matches).getByText('to win 8.00 EUR')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the market/ })).toHaveAttribute('href', `/exchange/${marketId}`);
  });
});

describe('PositionsScreen', () => {
  it('lists the markets traded, open first, and switches to settled', async () => {
    const row = { marketId, marketName: 'Match odds', eventName: 'Lions v Tigers', status: 'open', exposure: 4, openOrders: 1, matchedStake: 4, settled: null, updatedAt: '2026-11-24T10:00:00Z' };
    const page = (list: unknown[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 20, currentPage: 1 }));
    const fake = routedFetch({ 'GET /api/exchange/positions': [page([row]), page([])] });
    configureApiClient({ fetchImpl: fake.fetch });
    renderWithProviders(<PositionsScreen currency="EUR" />, signedInAs('player'));
    // The table row and the phone card (CSS picks one by width) both link to the market's bets.
    const links = await screen.findAllByRole('link', { name: 'Lions v Tigers · Match odds' });
    for (const link of links) expect(link).toHaveAttribute('href', `/exchange-mybets/${marketId}`);
    expect(fake.calls[0]!.url).toContain('state=open');
    fireEvent.click(screen.getByRole('radio', { name: 'Settled' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url.includes('state=settled'))).toBe(true));
    expect(await screen.findByText('No exchange bets here')).toBeInTheDocument();
  });
});
