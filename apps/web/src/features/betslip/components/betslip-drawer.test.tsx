import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { betAdded, betslipReducer, initialBetslipState } from '../betslip-slice';
import { BetslipDrawer } from './betslip-drawer';

const props = {
  isLoggedIn: true,
  currency: 'EUR',
  bonusBalance: 0,
  formatOdds: (odds: number) => odds.toFixed(2),
  onLoginRequired: () => {},
  onBalanceChanged: () => {},
};

describe('BetslipDrawer', () => {
  it('a floating button with the leg count opens the slip; a new selection opens it too', () => {
    const betslip = { ...betslipReducer(initialBetslipState, betAdded({ gameId: 'g1', optionId: 'a', odds: 2, selectionName: 'Lions' })), triggerBetslip: false };
    const { store } = renderWithProviders(<BetslipDrawer {...props} />, { betslip });
    expect(screen.queryByText('Lions')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the betslip: 1 in it' }));
    expect(screen.getByText('Lions')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close the betslip' }));
    expect(store.getState().betslip.triggerBetslip).toBe(false);
    store.dispatch(betAdded({ gameId: 'g2', optionId: 'b', odds: 3, selectionName: 'Tigers' }));
    expect(store.getState().betslip.triggerBetslip).toBe(true);
  });
});
