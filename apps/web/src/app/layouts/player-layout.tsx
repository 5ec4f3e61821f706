import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSlipSync } from '../../features/betslip/hooks/use-slip-sync';
import { SocketProvider } from '../../lib/socket-context';
import { useAppSelector } from '../hooks';
import { BetslipTabButton } from '../../features/betslip/components/betslip-tab-button';
import { BetslipAside, BetslipMobile, betslipAsideWidthPx, useDesktopSlip } from '../odds/betslip-mount';
import { AreaOutlet } from './area-outlet';
import { BottomTabBar } from './bottom-tab-bar';
import classes from './layouts.module.css';
import { PlayerHeader } from './player-header';
import { isNavActive } from './player-nav';
import { PlayerNavbar } from './player-navbar';
import { useRealtimeSocket } from './use-realtime-socket';

/** The area of `/exchange-mybets/:id`. */
const exchangeMyBetsArea = '/exchange-mybets';

export function PlayerLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const token = useAppSelector((state) => state.user.token);
  const socket = useRealtimeSocket(token);
  useSlipSync(socket);
  const desktopSlip = useDesktopSlip();
  // The exchange has its own bet panel beside the ladder: the sportsbook slip's column gives it the room.
  const { pathname } = useLocation();
  const asideSlip = desktopSlip && !isNavActive(pathname, paths.exchange.path) && !isNavActive(pathname, exchangeMyBetsArea);

  return (
    <AppShell
      className={classes.playerShell}
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'lg', collapsed: { mobile: !opened, desktop: true } }}
      aside={{ width: betslipAsideWidthPx, breakpoint: 'lg', collapsed: { mobile: true, desktop: !asideSlip } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <PlayerHeader opened={opened} onToggle={toggle} />
      <PlayerNavbar onNavigate={close} />

      {asideSlip ? <BetslipAside /> : null}

      <AppShell.Main className={`${classes.appMain} ${classes.playerMain}`}>
        <SocketProvider value={socket}>
          <AreaOutlet />
        </SocketProvider>
        {desktopSlip ? null : <BetslipMobile />}
      </AppShell.Main>
      <BottomTabBar betslipTab={<BetslipTabButton />} menuOpened={opened} onMenu={toggle} onNavigate={close} />
    </AppShell>
  );
}
