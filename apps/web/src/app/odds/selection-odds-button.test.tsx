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
    expect(store.getState().betslip.bets).toEqual([
      { _id: 'g1:o1', gameId: 'g1', optionId: 'o1', odds: 1.85, stake: 0, oddsMilli: 1850, stakeCents: 0, selectionName: 'Home' },
    ]);
    expect(screen.getByRole('button', { name: 'Home: 1.85' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Home: 1.85' }));
    expect(store.getState().betslip.bets).toEqual([]);
  });

  it('names the leg from the events on screen: event, market and selection', () => {
    const event = {
      id: 'g1',
      event_id: 'g1',
      name: 'Lions v Tigers',
      marketsData: [{ id: 'm1', name: 'Match odds', status: 'open', options: [{ id: 'o1', name: 'Lions', odds: 1.85 }] }],
    };
    const { store } = renderWithProviders(<SelectionOddsButton gameId="g1" optionId="o1" label="Home" odds={1.85} />, {
      user: { ...initialUserState, isLoggedIn: true },
      game: { event, eventId: 'g1', status: 'succeeded', error: null } as never,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Home: 1.85' }));
    expect(store.getState().betslip.bets[0]).toMatchObject({ eventName: 'Lions v Tigers', marketName: 'Match odds', selectionName: 'Lions' });
  });

  it('formats the price in the chosen odds format', () => {
    renderWithProviders(<SelectionOddsButton gameId="g1" optionId="o1" label="Home" odds={2.5} />, { oddType: 'fractional' });
    expect(screen.getByRole('button', { name: 'Home: 3/2' })).toBeInTheDocument();
  });
});
