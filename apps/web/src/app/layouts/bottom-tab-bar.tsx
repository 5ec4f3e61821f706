import { Box, UnstyledButton } from '@mantine/core';
import { IconBroadcast, IconHome, IconMenu2, IconTicket, type IconProps } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import classes from './layouts.module.css';
import { isNavActive } from './player-nav';

type TabProps = { icon: ComponentType<IconProps>; label: string; active?: boolean };

/** One tab that is a button (Menu, Betslip): icon over label. */
function TabButton({ icon: TabIcon, label, active = false, onClick }: TabProps & { onClick?: () => void }) {
  return (
    <UnstyledButton className={classes.tab} data-active={active || undefined} aria-pressed={active} onClick={onClick}>
      <TabIcon size={22} stroke={1.8} aria-hidden="true" />
      <span className={classes.tabLabel}>{label}</span>
    </UnstyledButton>
  );
}

function TabLink({ icon: TabIcon, label, active = false, to, onClick }: TabProps & { to: string; onClick: () => void }) {
  return (
    <Link to={to} className={classes.tab} data-active={active || undefined} aria-current={active ? 'page' : undefined} onClick={onClick}>
      <TabIcon size={22} stroke={1.8} aria-hidden="true" />
      <span className={classes.tabLabel}>{label}</span>
    </Link>
  );
}

type BottomTabBarProps = {
  /** The Betslip tab (the app's slip composes it: it opens the slip and shows its count). */
  betslipTab: ReactNode;
  menuOpened: boolean;
  onMenu: () => void;
  /** A tab that goes somewhere closes the menu. */
  onNavigate: () => void;
};

/**
 * Phones and tablets (below the layout's `lg` breakpoint): Home, In-play, Betslip, My bets and
 * Menu, fixed at the bottom above the safe area, hidden on desktop. Its height is the layout's
 * `--oddsmith-bottom-nav` (56 px, 0 on desktop), which the page reserves at its bottom.
 */
export function BottomTabBar({ betslipTab, menuOpened, onMenu, onNavigate }: BottomTabBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box component="nav" className={classes.bottomNav} hiddenFrom="lg" aria-label={t('nav.tabBar')} data-testid="bottom-tab-bar">
      <TabLink to={paths.topNav.getHref('sports')} icon={IconHome} label={t('nav.home')} onClick={onNavigate} active={!menuOpened && isNavActive(pathname, '/top-nav')} />
      <TabLink to={paths.inplay.getHref(4)} icon={IconBroadcast} label={t('nav.inplay')} onClick={onNavigate} active={!menuOpened && isNavActive(pathname, paths.inplay.path)} />
      {betslipTab}
      <TabLink to={paths.myBets.getHref()} icon={IconTicket} label={t('nav.myBets')} onClick={onNavigate} active={!menuOpened && isNavActive(pathname, paths.myBets.path)} />
      <TabButton icon={IconMenu2} label={t('nav.menuTab')} active={menuOpened} onClick={onMenu} />
    </Box>
  );
}
