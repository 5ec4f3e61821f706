import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialUserState } from '../../features/auth/user-slice';
import { renderWithProviders } from '../../test/render';
import { SelectionOddsButton } from './selection-odds-button';

describe('SelectionOddsButton', () => {
  it('adds the selection to the betslip, then removes it', () => {
    const { store } = renderWithProviders(<SelectionOddsButton gameId="g1" optionId="o1" label="Home" odds={1.85} />, {
      user: { ...initialUserState, isLoggedIn: true },
    });
    const button = screen.getByRole('button', { name: 'Home: 1.85' });
    fireEvent.click(button);
    expect(store.getState().betslip.bets).toEqual([{ _id: 'g1:o1', gameId: 'g1', optionId: 'o1', odds: 1.85, stake: 0 }]);
    expect(screen.getByRole('button', { name: 'Home: 1.85' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Home: 1.85' }));
    expect(store.getState().betslip.bets).toEqual([]);
  });

  it('formats the price in the chosen odds format', () => {
    renderWithProviders(<SelectionOddsButton gameId="g1" optionId="o1" label="Home" odds={2.5} />, { oddType: 'fractional' });
    expect(screen.getByRole('button', { name: 'Home: 3/2' })).toBeInTheDocument();
  });
});
