import type { CasinoBalances } from '@oddsmith/core';
import { useCallback } from 'react';
import { balanceUpdated } from '../../features/auth/user-slice';
import { BlackjackScreen } from '../../features/casino/components/blackjack/blackjack-screen';
import { RouletteScreen } from '../../features/casino/components/roulette/roulette-screen';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The app composes the table games and auth: the balance a round replied with goes to the header. */
function useTableGameProps() {
  const dispatch = useAppDispatch();
  const currency = useAppSelector((state) => state.user.user?.currency ?? 'EUR');
  const onBalance = useCallback((balances: CasinoBalances) => void dispatch(balanceUpdated(balances)), [dispatch]);
  return { currency, onBalance };
}

export function RouletteRoute() {
  return <RouletteScreen {...useTableGameProps()} />;
}

export function BlackjackRoute() {
  return <BlackjackScreen {...useTableGameProps()} />;
}
