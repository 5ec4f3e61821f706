import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { userRefreshRequested } from '../../features/auth/user-slice';
import { BetslipDrawer } from '../../features/betslip/components/betslip-drawer';
import { BetslipPanel, type BetslipPanelProps } from '../../features/betslip/components/betslip-panel';
import { QuickBetSheet } from '../../features/betslip/components/quick-bet-sheet';
import { useFormatOdds } from '../../features/preferences/use-format-odds';
import { useAppDispatch, useAppSelector } from '../hooks';
import { PlayerShellAside } from '../layouts/player-shell';

/** The app composes betslip, auth and preferences: the user, the odds format, login and the balance. */
function useBetslipProps(): BetslipPanelProps {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formatOdds = useFormatOdds();
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  const currency = useAppSelector((state) => state.user.user?.currency ?? 'EUR');
  const bonusBalance = useAppSelector((state) => state.user.user?.bonusBalance ?? 0);
  const onLoginRequired = useCallback(() => void navigate(paths.login.getHref()), [navigate]);
  const onBalanceChanged = useCallback(() => void dispatch(userRefreshRequested()), [dispatch]);
  return useMemo(
    () => ({ isLoggedIn, currency, bonusBalance, formatOdds, onLoginRequired, onBalanceChanged }),
    [isLoggedIn, currency, bonusBalance, formatOdds, onLoginRequired, onBalanceChanged],
  );
}

/** Desktop: the slip in the layout's right column. */
export function BetslipAside() {
  const props = useBetslipProps();
  return (
    <PlayerShellAside>
      <BetslipPanel {...props} />
      <QuickBetSheet {...props} />
    </PlayerShellAside>
  );
}

/** Phones and tablets: the slip bar, the drawer and the quick-bet sheet. */
export function BetslipMobile() {
  const props = useBetslipProps();
  return <BetslipDrawer {...props} />;
}
