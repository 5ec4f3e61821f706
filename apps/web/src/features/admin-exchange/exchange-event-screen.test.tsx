import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { actionsOf } from './components/market-card';
import { AdminExchangeEventScreen } from './components/exchange-event-screen';
import { exchangeEvent, exchangeMarket, ids } from './fixtures';

const eventPath = `/api/admin/exchange-events/${ids.event}`;
const statusPath = `/api/admin/exchange-markets/${ids.market}/status`;

function renderEvent(role: PublicUser['role'] = 'admin') {
  return renderRoutes([{ path: '/caff/admin/exchange-events/:eventId', element: <AdminExchangeEventScreen /> }], `/caff/admin/exchange-events/${ids.event}`, signedInAs(role));
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('staff exchange event screen', () => {
  it("shows each runner's book: best back and lay levels with sizes, last traded and traded volume", async () => {
    const { fetch } = routedFetch({ [`GET ${eventPath}`]: [jsonResponse(200, envelope(exchangeEvent()))] });
    configureApiClient({ fetchImpl: fetch });
    renderEvent();
    expect(await screen.findByRole('heading', { name: 'Lions v Tigers' })).toBeInTheDocument();
    const book = screen.getByRole('table', { name: 'Book of Match odds' });
    const lions = within(book).getByText('Lions').closest('tr')!;
    const cells = within(lions).getAllByRole('cell').map((cell) => cell.textContent);
    // Back reads best-rightmost, lay best-leftmost.
    expect(cells).toEqual(['Lions', '·', '2.4812.00', '2.5040.00', '2.5475.50', '·', '·', '2.52', '900.00']);
    const market = screen.getByRole('region', { name: 'Match odds' });
    expect(within(market).getByText('127.50')).toBeInTheDocument();
    expect(within(market).getByRole('link', { name: 'Results' })).toHaveAttribute('href', `/caff/admin/ex/results/${ids.market}`);
    expect(within(market).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', `/caff/admin/exchange-tickets?marketId=${ids.market}`);
  });

  it('suspends a market after a confirm with a reason and shows the event the server answers, without loading it again', async () => {
    const suspended = exchangeEvent({ markets: [exchangeMarket({ status: 'suspended' })] });
    const { fetch, calls } = routedFetch({
      [`GET ${eventPath}`]: [jsonResponse(200, envelope(exchangeEvent()))],
      [`POST ${statusPath}`]: [jsonResponse(200, envelope(suspended))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderEvent();
    const user = userEvent.setup();
    const market = await screen.findByRole('region', { name: 'Match odds' });
    await user.click(within(market).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Match odds?' });
    await user.type(within(dialog).getByRole('textbox'), 'Goal check');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(screen.getByRole('region', { name: 'Match odds' })).findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ action: 'suspend', reason: 'Goal check' });
    expect(calls.filter((call) => call.url.endsWith(eventPath))).toHaveLength(1);
  });

  it('keeps the dialog open with the refusal of an action', async () => {
    const { fetch } = routedFetch({
      [`GET ${eventPath}`]: [jsonResponse(200, envelope(exchangeEvent()))],
      [`POST ${statusPath}`]: [jsonResponse(409, errorBody('The market is closed', 'EXCHANGE_MARKET_CLOSED'))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderEvent();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('region', { name: 'Match odds' })).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Match odds?' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The market is closed'));
  });

  it('shows the book without actions to a role that may only read', async () => {
    const { fetch } = routedFetch({ [`GET ${eventPath}`]: [jsonResponse(200, envelope(exchangeEvent()))] });
    configureApiClient({ fetchImpl: fetch });
    renderEvent('finance');
    const market = await screen.findByRole('region', { name: 'Match odds' });
    expect(within(market).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(within(market).getByRole('link', { name: 'Results' })).toBeInTheDocument();
  });

  it('offers the actions each market state allows', () => {
    expect(actionsOf({ status: 'open', inPlay: false })).toEqual(['suspend', 'turn_in_play', 'close']);
    expect(actionsOf({ status: 'suspended', inPlay: true })).toEqual(['reopen', 'close']);
    expect(actionsOf({ status: 'closed', inPlay: true })).toEqual([]);
    expect(actionsOf({ status: 'settled', inPlay: false })).toEqual([]);
  });
});
