import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { AdminExchangeResultsScreen } from './components/exchange-results-screen';
import { ids, marketResults } from './fixtures';

const resultsPath = `/api/admin/exchange-markets/${ids.market}/results`;
const settlePath = `/api/admin/exchange-markets/${ids.market}/result`;
const settled = marketResults({
  status: 'settled',
  history: [{ kind: 'winner', runnerIds: [ids.lions], version: 1, reason: 'Full time 2-1', settledAt: '2026-11-22T20:00:00Z', settledBy: 'admin' }],
  positions: [
    { userId: 'u7', username: 'punter7', profit: 30, commission: 1.5, net: 28.5 },
    { userId: 'u9', username: 'layer9', profit: -30, commission: 0, net: -30 },
  ],
  totalCommission: 1.5,
});

function renderResults(role: PublicUser['role'] = 'admin') {
  return renderRoutes([{ path: '/caff/admin/ex/results/:id', element: <AdminExchangeResultsScreen /> }], `/caff/admin/ex/results/${ids.market}`, signedInAs(role));
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('staff exchange results screen', () => {
  it('settles a closed market with a dead heat after asking for the runners and a reason', async () => {
    const { fetch, calls } = routedFetch({
      [`GET ${resultsPath}`]: [jsonResponse(200, envelope(marketResults()))],
      [`POST ${settlePath}`]: [jsonResponse(200, envelope(settled))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderResults();
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Settle the market' });
    await user.click(within(form).getByRole('radio', { name: 'Dead heat' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Lions' }));
    await user.click(within(form).getByRole('button', { name: 'Settle' }));
    expect(within(form).getByText('Pick at least 2 runners.')).toBeInTheDocument();
    expect(within(form).getByText('Write a reason of at least 3 characters.')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Bears' }));
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Photo finish');
    await user.click(within(form).getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the market' });
    expect(within(dialog).getByText('Dead heat: Lions, Bears')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ result: { kind: 'dead_heat', runnerIds: [ids.lions, ids.bears] }, reason: 'Photo finish' });
    expect(await screen.findByRole('region', { name: 'Re-result the market' })).toBeInTheDocument();
  });

  it('shows the history, the settled positions and the commission, and warns before a re-result', async () => {
    const { fetch } = routedFetch({ [`GET ${resultsPath}`]: [jsonResponse(200, envelope(settled))] });
    configureApiClient({ fetchImpl: fetch });
    renderResults();
    const history = await screen.findByRole('table', { name: 'Result history' });
    expect(within(history).getByText('Winner: Lions')).toBeInTheDocument();
    expect(within(history).getByText('Full time 2-1')).toBeInTheDocument();
    const positions = screen.getByRole('table', { name: 'Settled positions' });
    expect(within(positions).getByRole('link', { name: 'punter7' })).toHaveAttribute('href', '/caff/admin/users/u7');
    expect(within(positions).getByText('28.50 EUR')).toBeInTheDocument();
    expect(screen.getByText('Total commission 1.50 EUR')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Re-result the market' })).getByText(/adjusts every player's balance/)).toBeInTheDocument();
  });

  it('shows the results without the form to a role that may only read', async () => {
    const { fetch } = routedFetch({ [`GET ${resultsPath}`]: [jsonResponse(200, envelope(settled))] });
    configureApiClient({ fetchImpl: fetch });
    renderResults('support');
    expect(await screen.findByRole('table', { name: 'Result history' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Re-result the market' })).not.toBeInTheDocument();
  });
});
