import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSlipSync } from '../../features/betslip/hooks/use-slip-sync';
import { useInboxSync } from '../../features/messages/hooks/use-inbox-sync';
import { useNotificationSync } from '../../features/notifications/hooks/use-notification-sync';
import { IdleTurn } from '../../lib/idle-turn';
import { lazyExport } from '../../lib/lazy-with-retry';
import { SocketProvider } from '../../lib/socket-context';
import { useAppSelector } from '../hooks';
import type { RootState } from '../store';
import { BetslipTabButton } from '../../features/betslip/components/betslip-tab-button';
import { useDesktopSlip } from '../odds/desktop-slip';
import { AreaOutlet } from './area-outlet';
import { BottomTabBar } from './bottom-tab-bar';
import classes from './layouts.module.css';
import { PlayerHeader } from './player-header';
import { PlayerShell, PlayerShellMain } from './player-shell';
import { isNavActive } from './player-nav';
import { SiteFooterLinks } from './site-footer-links';
import { useRealtimeSocket } from './use-realtime-socket';

/**
 * Loaded after the first screen, each in an idle turn of its own (`IdleTurn`): the side menu is
 * closed at first paint (it loads at once when opened), the chat a button, and the slip's column is
 * sized by the shell before its code arrives (it loads at once when a selection is added).
 */
const PlayerNavbar = lazyExport(() => import('./player-navbar'), 'PlayerNavbar');
const BetslipAside = lazyExport(() => import('../odds/betslip-mount'), 'BetslipAside');
const BetslipMobile = lazyExport(() => import('../odds/betslip-mount'), 'BetslipMobile');
const PlayerSupportChat = lazyExport(() => import('../../features/support-chat/components/player-support-chat'), 'PlayerSupportChat');

/**
 * Areas with no sportsbook slip column: the exchange has its own bet panel beside the ladder, the
 * casino its own stake selectors (`/exchange-mybets/:id` is the exchange's too).
 */
const areasWithoutSlip = [paths.exchange.path, '/exchange-mybets', paths.casino.path, paths.slot.path];

/** The slip is wanted at once (before its idle turn) when it has a selection, a quick bet or is asked open. */
function slipWanted(state: RootState): boolean {
  const { bets, quickPick, triggerBetslip } = state.betslip;
  return bets.length > 0 || quickPick !== null || triggerBetslip;
}

export function PlayerLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const token = useAppSelector((state) => state.user.token);
  const isPlayer = useAppSelector((state) => state.user.user?.role === 'player');
  const socket = useRealtimeSocket(token);
  useSlipSync(socket);
  useNotificationSync(socket, token !== null);
  useInboxSync(socket, token !== null);
  const desktopSlip = useDesktopSlip();
  const { pathname } = useLocation();
  const asideSlip = desktopSlip && !areasWithoutSlip.some((area) => isNavActive(pathname, area));
  const slipNow = useAppSelector(slipWanted);

  return (
    <PlayerShell withAside={asideSlip}>
      <PlayerHeader opened={opened} onToggle={toggle} />
      <IdleTurn fallback={null} now={opened}>
        <PlayerNavbar opened={opened} onNavigate={close} />
      </IdleTurn>

      {asideSlip ? (
        <IdleTurn fallback={null} now={slipNow}>
          <BetslipAside />
        </IdleTurn>
      ) : null}

      <PlayerShellMain className={`${classes.appMain} ${classes.playerShell}`}>
        {/* The footer starts below the first screen, so it never moves in view while the screen loads and grows. */}
        <div className={classes.playerContent}>
          <SocketProvider value={socket}>
            <AreaOutlet />
          </SocketProvider>
        </div>
        <footer className={classes.playerFooter}>
          <SiteFooterLinks />
        </footer>
        {desktopSlip ? null : (
          <IdleTurn fallback={null} now={slipNow}>
            <BetslipMobile />
          </IdleTurn>
        )}
      </PlayerShellMain>
      {token && isPlayer ? (
        <IdleTurn fallback={null}>
          <PlayerSupportChat socket={socket} />
        </IdleTurn>
      ) : null}
      <BottomTabBar betslipTab={<BetslipTabButton />} menuOpened={opened} onMenu={toggle} onNavigate={close} />
    </PlayerShell>
  );
}
