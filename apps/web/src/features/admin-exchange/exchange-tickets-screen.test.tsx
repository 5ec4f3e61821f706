import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { AdminExchangeTicketsScreen } from './components/exchange-tickets-screen';
import { exchangeTicket, ids, ticketDetail } from './fixtures';
import { ticketFiltersOf, ticketsQueryOf } from './ticket-filters';

const page = (list: unknown[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 25, currentPage: 1 }));

function renderScreen(path: string) {
  return renderRoutes([{ path: '/caff/admin/exchange-tickets', element: <AdminExchangeTicketsScreen /> }], path, signedInAs('support'));
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('staff exchange orders screen', () => {
  it('sends the URL filters and shows each order with its player, side, price and amounts', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/exchange-tickets': [page([exchangeTicket()])] });
    configureApiClient({ fetchImpl: fetch });
    renderScreen(`/caff/admin/exchange-tickets?status=open&side=lay&user=punt&marketId=${ids.market}&from=2026-11-01`);
    const table = await screen.findByRole('table', { name: 'Exchange tickets' });
    const row = (await within(table).findByRole('link', { name: 'punter7' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'punter7' })).toHaveAttribute('href', '/caff/admin/users/u7');
    expect(within(row).getByText('Lay')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('20.00 EUR')).toBeInTheDocument();
    expect(within(row).getByText('15.00 EUR')).toBeInTheDocument();
    expect(Object.fromEntries(new URL(calls[0]!.url, 'http://x').searchParams)).toEqual({
      status: 'open',
      side: 'lay',
      user: 'punt',
      marketId: ids.market,
      from: '2026-11-01',
      page: '1',
      perPage: '25',
    });
  });

  it('opens an order with its matched bets (counterparty) and its ledger trail', async () => {
    const { fetch } = routedFetch({
      'GET /api/admin/exchange-tickets': [page([exchangeTicket()])],
      [`GET /api/admin/exchange-tickets/${ids.order}`]: [jsonResponse(200, envelope(ticketDetail()))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderScreen('/caff/admin/exchange-tickets');
    const table = await screen.findByRole('table', { name: 'Exchange tickets' });
    await userEvent.setup().click((await within(table).findByText('Lions')).closest('tr')!);
    const drawer = await screen.findByRole('dialog', { name: 'Order 66666666' });
    const matches = await within(drawer).findByRole('table', { name: 'Matched bets' });
    expect(within(matches).getByRole('link', { name: 'u9-count' })).toHaveAttribute('href', '/caff/admin/users/u9-counterparty');
    expect(within(matches).getByText('22.50 EUR')).toBeInTheDocument();
    const ledger = within(drawer).getByRole('table', { name: 'Ledger trail' });
    expect(within(ledger).getByText('Exchange funds held')).toBeInTheDocument();
    expect(within(ledger).getByText('-30.00 EUR')).toBeInTheDocument();
  });

  it('does not send a half-typed id, and reads junk in the URL as no filter', () => {
    const filters = ticketFiltersOf(new URLSearchParams('status=nope&side=lay&eventId=1234&page=-3&from=2026-13-45'));
    expect(filters).toMatchObject({ status: null, side: 'lay', eventId: '1234', page: 1, from: '' });
    expect(ticketsQueryOf(filters)).toEqual({ page: 1, perPage: 25, side: 'lay' });
  });

  it('narrows the list when a filter changes, back on page 1', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/exchange-tickets': [page([exchangeTicket()])] });
    configureApiClient({ fetchImpl: fetch });
    renderScreen('/caff/admin/exchange-tickets?page=2');
    await screen.findByRole('table', { name: 'Exchange tickets' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Side' }));
    await user.click(await screen.findByRole('option', { name: 'Back' }));
    await waitFor(() => expect(Object.fromEntries(new URL(calls.at(-1)!.url, 'http://x').searchParams)).toEqual({ side: 'back', page: '1', perPage: '25' }));
  });
});
