import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiTicket } from '@oddsmith/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { apiLeg, apiTicket } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MyBetsScreen } from './my-bets-screen';


function renderScreen() {
  const onBalanceChanged = vi.fn();
  const view = renderWithProviders(<MyBetsScreen currency="EUR" formatOdds={(odds) => odds.toFixed(2)} onBalanceChanged={onBalanceChanged} />);
  return { ...view, onBalanceChanged };
}

const list = (mybets: ApiTicket[], history: ApiTicket[] = []) => jsonResponse(200, envelope({ mybets, history }));

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('MyBetsScreen', () => {
  it('renders open tickets with legs, struck and current odds, status and cash-out value', async () => {
    const fake = fakeFetch(list([apiTicket()]));
    configureApiClient({ fetchImpl: fake.fetch });
    renderScreen();
    const card = await screen.findByTestId('ticket-card');
    expect(fake.calls[0]!.url).toContain('/api/sports/mybets?status=open');
    expect(within(card).getByText('Single')).toBeInTheDocument();
    // One status badge: a single's leg shows no second "Open".
    expect(within(card).getAllByText('Open', { selector: '.mantine-Badge-label' })).toHaveLength(1);
    expect(within(card).getByText(/Starts .*2026/)).toBeInTheDocument();
    expect(within(card).getByText('Lions')).toBeInTheDocument();
    expect(within(card).getByText('Match odds · Lions v Tigers')).toBeInTheDocument();
    expect(within(card).getByText('Live')).toBeInTheDocument();
    expect(within(card).getByLabelText('Struck at 2.50')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(card).getByLabelText('Now 2.60')).toBeInTheDocument();
    expect(within(card).getByText(/25\.00/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Cash out 9\.50/ })).toHaveStyle({ minHeight: '44px' });
  });

  it('keeps a leg status badge per leg inside a multi', async () => {
    const legs = [apiLeg(), apiLeg({ gameId: 'g2', optionId: 'o2', selectionName: 'Bears', status: 'won' })];
    const fake = fakeFetch(list([apiTicket({ betType: 'multi', legs })]));
    configureApiClient({ fetchImpl: fake.fetch });
    renderScreen();
    const card = await screen.findByTestId('ticket-card');
    expect(within(card).getByText('Won', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(card).getAllByText('Open', { selector: '.mantine-Badge-label' })).toHaveLength(2);
  });

  it('leads an empty open list to in-play', async () => {
    const fake = fakeFetch(list([]));
    configureApiClient({ fetchImpl: fake.fetch });
    renderScreen();
    expect(await screen.findByRole('link', { name: 'Go to in-play' })).toHaveAttribute('href', '/inplay/?spid=4');
  });

  it('shows the settled tab with the settled return, and an empty state', async () => {
    const fake = fakeFetch(list([]), list([apiTicket({ id: 'T-2', status: 'won', settledReturn: 25, cashoutValue: null })]));
    configureApiClient({ fetchImpl: fake.fetch });
    renderScreen();
    expect(await screen.findByText('No open bets')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const card = await screen.findByTestId('ticket-card');
    expect(fake.calls[1]!.url).toContain('status=settled');
    expect(within(card).getByText('Won')).toBeInTheDocument();
    expect(within(card).getByText('Return')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('shows a load failure with a retry', async () => {
    const fake = fakeFetch(jsonResponse(500, errorBody('boom')), list([apiTicket()]));
    configureApiClient({ fetchImpl: fake.fetch });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ticket-card')).toBeInTheDocument();
  });

  it('cashes out after a confirm; a changed quote is shown and confirmed again', async () => {
    const paid = apiTicket({ status: 'cashed_out', settledReturn: 9.4, cashoutValue: null });
    const fake = fakeFetch(
      list([apiTicket()]),
      jsonResponse(409, { ...errorBody('quote changed', 'CASHOUT_QUOTE_CHANGED'), response: { cashoutValue: 9.4 } }),
      jsonResponse(200, envelope({ ticket: paid, amount: 9.4, balance: 999.4, bonusBalance: 0 })),
      list([]),
    );
    configureApiClient({ fetchImpl: fake.fetch });
    const { onBalanceChanged } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /Cash out 9\.50/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Cash out this bet for 9\.50/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Cash out 9\.50/ }));
    expect(await within(dialog).findByText(/The cash-out value changed to 9\.40/)).toBeInTheDocument();
    expect(JSON.parse(String(fake.calls[1]!.init.body))).toEqual({ ticketId: 'T-1', amount: 9.5 });
    fireEvent.click(within(dialog).getByRole('button', { name: /Cash out 9\.40/ }));
    expect(await screen.findByText(/Cashed out: 9\.40/)).toBeInTheDocument();
    expect(JSON.parse(String(fake.calls[2]!.init.body))).toEqual({ ticketId: 'T-1', amount: 9.4 });
    expect(fake.calls[2]!.url).toContain('/api/sports/cashout');
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('No open bets')).toBeInTheDocument());
  });

  it('says so when cash-out is no longer offered', async () => {
    const fake = fakeFetch(
      list([apiTicket()]),
      jsonResponse(409, { ...errorBody('suspended', 'CASHOUT_NOT_OFFERED_SUSPENDED'), response: { cashoutValue: null } }),
    );
    configureApiClient({ fetchImpl: fake.fetch });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /Cash out 9\.50/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cash out 9\.50/ }));
    expect(await screen.findByText('Cash-out is no longer offered on this bet.')).toBeInTheDocument();
  });
});
