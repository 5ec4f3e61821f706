import type { CasinoBalances } from '@oddsmith/core';
import { useCallback } from 'react';
import { balanceUpdated } from '../../features/auth/user-slice';
import { SlotScreen } from '../../features/casino/components/slot/slot-screen';
import { useAppDispatch } from '../hooks';

/** The app composes the slots and auth: the balance after a round goes to the header once the reels have stopped. */
export function SlotRoute() {
  const dispatch = useAppDispatch();
  const onBalance = useCallback((balances: CasinoBalances) => void dispatch(balanceUpdated(balances)), [dispatch]);
  return <SlotScreen onBalance={onBalance} />;
}
