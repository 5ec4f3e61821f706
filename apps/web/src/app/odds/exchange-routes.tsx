import { useCallback } from 'react';
import { useParams } from 'react-router';
import { userRefreshRequested } from '../../features/auth/user-slice';
import { MarketBetsScreen } from '../../features/exchange/components/market-bets-screen';
import { MarketScreen } from '../../features/exchange/components/market-screen';
import { PositionsScreen } from '../../features/exchange/components/positions-screen';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The id of `/exchange-mybets/:id` that lists every market the player traded. */
export const allPositionsId = 'all';

/** `/exchange/:id`: the app composes the exchange with auth, an order or a match refreshes the header balance. */
export function ExchangeMarketRoute() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const onBalanceChanged = useCallback(() => void dispatch(userRefreshRequested()), [dispatch]);
  return <MarketScreen key={id} marketId={id} onBalanceChanged={onBalanceChanged} />;
}

/** `/exchange-mybets/:id`: one market's bets, or with `all` the index of the markets traded. */
export function ExchangeMyBetsRoute() {
  const { id = '' } = useParams();
  const currency = useAppSelector((state) => state.user.user?.currency ?? 'EUR');
  return id === allPositionsId ? <PositionsScreen currency={currency} /> : <MarketBetsScreen key={id} marketId={id} />;
}
