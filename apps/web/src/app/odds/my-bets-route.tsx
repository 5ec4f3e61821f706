import { userRefreshRequested } from '../../features/auth/user-slice';
import { MyBetsScreen } from '../../features/mybets/components/my-bets-screen';
import { useFormatOdds } from '../../features/preferences/use-format-odds';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useCallback } from 'react';

/** The app composes my bets, auth and preferences: a cash-out refreshes the header balance. */
export function MyBetsRoute() {
  const dispatch = useAppDispatch();
  const formatOdds = useFormatOdds();
  const currency = useAppSelector((state) => state.user.user?.currency ?? 'EUR');
  const onBalanceChanged = useCallback(() => void dispatch(userRefreshRequested()), [dispatch]);
  return <MyBetsScreen currency={currency} formatOdds={formatOdds} onBalanceChanged={onBalanceChanged} />;
}
