import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { apiTicket } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { betAdded, initialBetslipState, quickBetToggled } from '../betslip-slice';
import { BetslipDrawer } from './betslip-drawer';
import { BetslipTabButton } from './betslip-tab-button';

const props = {
  isLoggedIn: true,
  currency: 'EUR',
  bonusBalance: 0,
  formatOdds: (odds: number) => odds.toFixed(2),
  onLoginRequired: () => {},
  onBalanceChanged: () => {},
};

function renderPhoneSlip() {
  return renderWithProviders(
    <>
      <BetslipDrawer {...props} />
      <BetslipTabButton />
    </>,
    { betslip: initialBetslipState },
  );
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('BetslipDrawer (phones)', () => {
  it('a pick goes to the slip bar (count and combined odds), not into an open drawer', () => {
    const { store } = renderPhoneSlip();
    expect(screen.queryByTestId('slip-bar')).toBeNull();
    act(() => {
      store.dispatch(betAdded({ gameId: 'g1', optionId: 'a', odds: 2, selectionName: 'Lions' }));
    });
    act(() => {
      store.dispatch(betAdded({ gameId: 'g2', optionId: 'b', odds: 1.5, selectionName: 'Tigers' }));
    });
    act(() => {
      store.dispatch(betAdded({ gameId: 'g3', optionId: 'c', odds: 3, selectionName: 'Bears' }));
    });
    expect(store.getState().betslip.triggerBetslip).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    const bar = screen.getByTestId('slip-bar');
    expect(within(bar).getByTestId('slip-bar-count')).toHaveTextContent('3');
    expect(within(bar).getByText('3 selections')).toBeInTheDocument();
    expect(within(bar).getByTestId('slip-bar-odds')).toHaveTextContent('Treble @ 9.00');
    // The page keeps room under its last row for the bar.
    expect(screen.getByTestId('slip-bar-spacer')).toBeInTheDocument();
  });

  it('"Open slip" and the tab bar Betslip button open the same drawer', () => {
    const { store } = renderPhoneSlip();
    act(() => {
      store.dispatch(betAdded({ gameId: 'g1', optionId: 'a', odds: 2, selectionName: 'Lions' }));
    });
    expect(screen.getByRole('button', { name: 'Open the betslip: 1 in it' })).toHaveTextContent('Betslip');
    fireEvent.click(within(screen.getByTestId('slip-bar')).getByRole('button', { name: 'Open slip' }));
    expect(within(screen.getByRole('dialog')).getByText('Lions')).toBeInTheDocument();
    expect(screen.queryByTestId('slip-bar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close the betslip' }));
    expect(store.getState().betslip.triggerBetslip).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open the betslip: 1 in it' }));
    expect(store.getState().betslip.triggerBetslip).toBe(true);
    expect(within(screen.getByRole('dialog')).getByText('Lions')).toBeInTheDocument();
  });

  it('quick bet: a pick opens a sheet with one stake that places that single at once', async () => {
    const placed = apiTicket({ id: 'T-9', stake: 4, potentialReturn: 10 });
    const fake = fakeFetch(jsonResponse(200, envelope({ tickets: [placed], balance: 6, bonusBalance: 0 })));
    configureApiClient({ fetchImpl: fake.fetch });
    const { store } = renderPhoneSlip();
    act(() => {
      store.dispatch(quickBetToggled());
    });
    act(() => {
      store.dispatch(betAdded({ gameId: 'g1', optionId: 'o1', odds: 2.5, selectionName: 'Lions', marketName: 'Match odds', eventName: 'Lions v Tigers' }));
    });
    const sheet = screen.getByRole('dialog', { name: 'Quick bet' });
    expect(store.getState().betslip.bets).toEqual([]);
    expect(within(sheet).getAllByRole('textbox')).toHaveLength(1);
    fireEvent.change(within(sheet).getByLabelText('Stake'), { target: { value: '4' } });
    expect(within(sheet).getByTestId('quick-bet-return')).toHaveTextContent('10.00');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Place bet' }));
    expect(await within(sheet).findByTestId('bet-receipt')).toHaveTextContent('Single @ 2.50');
    expect(JSON.parse(String(fake.calls[0]!.init.body))).toMatchObject({
      betType: 'single',
      bets: [{ gameId: 'g1', optionId: 'o1', odds: 2.5, stake: 4 }],
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(store.getState().betslip.quickPick).toBeNull();
  });
});
