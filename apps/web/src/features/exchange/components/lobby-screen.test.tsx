import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../../test/render';
import { marketId, wireSummary } from '../exchange-fixtures';
import { LobbyScreen } from './lobby-screen';

const page = (list: unknown[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 20, currentPage: 1 }));
const tennis = wireSummary({ id: 'm-2', eventName: 'Nadal v Federer', sportId: 3, sportName: 'Tennis', inPlay: true });

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

describe('LobbyScreen', () => {
  it('lists markets with their best back and lay prices and links each to its market page', async () => {
    const fake = routedFetch({ 'GET /api/exchange/markets': [page([wireSummary(), tennis])] });
    configureApiClient({ fetchImpl: fake.fetch });
    renderWithProviders(<LobbyScreen />, signedInAs('player'));
    const rows = await screen.findAllByTestId('lobby-row');
    expect(rows[0]).toHaveAttribute('href', `/exchange/${marketId}`);
    expect(within(rows[0]!).getByText('Lions v Tigers')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Matched 1,234.50 EUR/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Back at 2.5, €120 available' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Lay at 2.52, €80 available' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('In-play')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tennis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My exchange bets/ })).toHaveAttribute('href', '/exchange-mybets/all');
  });

  it('filters by sport, state and search', async () => {
    const fake = routedFetch({ 'GET /api/exchange/markets': [page([wireSummary(), tennis])] });
    configureApiClient({ fetchImpl: fake.fetch });
    renderWithProviders(<LobbyScreen />, signedInAs('player'));
    fireEvent.click(await screen.findByRole('tab', { name: 'Tennis' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url.includes('sportId=3'))).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'In-play' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url.includes('state=inplay') && call.url.includes('sportId=3'))).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search events and markets' }), { target: { value: 'nadal' } });
    await waitFor(() => expect(fake.calls.some((call) => call.url.includes('q=nadal'))).toBe(true));
  });

  it('shows an empty state and a failure with a retry', async () => {
    const fake = routedFetch({ 'GET /api/exchange/markets': [jsonResponse(500, errorBody('down')), jsonResponse(500, errorBody('down')), page([])] });
    configureApiClient({ fetchImpl: fake.fetch });
    renderWithProviders(<LobbyScreen />, signedInAs('player'));
    const retry = await screen.findAllByRole('button', { name: 'Try again' });
    fireEvent.click(retry[0]!);
    expect(await screen.findByText('No markets here')).toBeInTheDocument();
  });
});
