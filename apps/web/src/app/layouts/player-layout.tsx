import { AppShell, Anchor, Burger, Divider, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowsExchange,
  IconBroadcast,
  IconBuildingBank,
  IconCalendarEvent,
  IconCards,
  IconSearch,
  IconTicket,
  IconTrophy,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { formatMoney, parseAmount } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSlipSync } from '../../features/betslip/hooks/use-slip-sync';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { OddsFormatSwitch } from '../../features/preferences/components/odds-format-switch';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';
import { SocketProvider } from '../../lib/socket-context';
import { useAppSelector } from '../hooks';
import { HeaderSession } from '../money/header-session';
import { BetslipAside, BetslipMobile, betslipAsideWidthPx, useDesktopSlip } from '../odds/betslip-mount';
import { AreaOutlet } from './area-outlet';
import { BrandHomeLink } from './brand-home-link';
import classes from './layouts.module.css';
import { useRealtimeSocket } from './use-realtime-socket';
import { UserMenu } from './user-menu';

type NavItem = { key: string; to: string; match: string; icon: ComponentType<IconProps> };

export const playerNavItems: NavItem[] = [
  { key: 'sports', to: paths.topNav.getHref('sports'), match: '/top-nav', icon: IconTrophy },
  { key: 'inplay', to: paths.inplay.getHref(4), match: paths.inplay.path, icon: IconBroadcast },
  { key: 'prematch', to: paths.presports.getHref(), match: paths.presports.path, icon: IconCalendarEvent },
  { key: 'casino', to: paths.casino.getHref(), match: '/casino', icon: IconCards },
  { key: 'exchange', to: paths.exchange.getHref(), match: paths.exchange.path, icon: IconArrowsExchange },
  { key: 'bank', to: paths.bank.getHref(), match: paths.bank.path, icon: IconBuildingBank },
  { key: 'myBets', to: paths.myBets.getHref(), match: paths.myBets.path, icon: IconTicket },
];

function Balance() {
  const { t, i18n } = useTranslation();
  const user = useAppSelector((state) => state.user.user);
  if (!user) return null;
  const parsed = parseAmount(user.balance);
  const text = parsed.ok ? formatMoney(parsed.cents, user.currency, i18n.resolvedLanguage ?? 'en') : '—';
  return (
    <Anchor component={Link} to={paths.bank.getHref()} underline="never" c="inherit" className={classes.balance}>
      <Text size="10px" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
        {t('nav.balance')}
      </Text>
      <Text size="sm" fw={800} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Anchor>
  );
}

/** The header bar: menu button (small screens), logo, main links, session, balance and quick preferences. */
function PlayerHeader({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <AppShell.Header className={classes.appHeader}>
      <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Burger opened={opened} onClick={onToggle} hiddenFrom="lg" size="sm" aria-label={t('nav.menu')} />
          <BrandHomeLink to={paths.inplay.getHref(4)} size={28} compactBelow="sm" />
          <Group gap={2} visibleFrom="lg" wrap="nowrap" component="nav" aria-label={t('nav.main')}>
            {playerNavItems.map((item) => (
              <NavLink key={item.key} to={item.to} className={classes.navLink}>
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </Group>
        </Group>
        <Group gap={8} wrap="nowrap">
          <HeaderSession />
          <Balance />
          <Group gap={8} visibleFrom="md" wrap="nowrap">
            <Anchor component={Link} to={paths.search.getHref()} c="dimmed" aria-label={t('nav.search')}>
              <IconSearch size={20} />
            </Anchor>
            <OddsFormatSwitch compact />
            <LanguageSwitch compact />
            <ThemeToggle />
          </Group>
          <UserMenu variant="player" />
        </Group>
      </Group>
    </AppShell.Header>
  );
}

type SideLinkProps = { to: string; match: string; label: string; icon: ComponentType<IconProps>; onNavigate: () => void };

function SideLink({ to, match, label, icon: ItemIcon, onNavigate }: SideLinkProps) {
  const location = useLocation();
  return (
    <MantineNavLink
      component={Link}
      to={to}
      label={label}
      leftSection={<ItemIcon size={18} />}
      active={location.pathname.startsWith(match)}
      onClick={onNavigate}
      fw={700}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

/** The drawer on small screens: every area, search, and the preferences. */
function PlayerNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <AppShell.Navbar p="md" aria-label={t('nav.main')}>
      <Stack gap={4}>
        {playerNavItems.map(({ key, to, match, icon }) => (
          <SideLink key={key} to={to} match={match} label={t(`nav.${key}`)} icon={icon} onNavigate={onNavigate} />
        ))}
        <SideLink to={paths.search.getHref()} match={paths.search.path} label={t('nav.search')} icon={IconSearch} onNavigate={onNavigate} />
      </Stack>
      <Divider my="md" />
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="xs">
        {t('preferences.title')}
      </Text>
      <Group gap="xs">
        <OddsFormatSwitch />
        <LanguageSwitch />
        <ThemeToggle />
      </Group>
    </AppShell.Navbar>
  );
}

export function PlayerLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const token = useAppSelector((state) => state.user.token);
  const socket = useRealtimeSocket(token);
  useSlipSync(socket);
  const desktopSlip = useDesktopSlip();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'lg', collapsed: { mobile: !opened, desktop: true } }}
      aside={{ width: betslipAsideWidthPx, breakpoint: 'lg', collapsed: { mobile: true, desktop: !desktopSlip } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <PlayerHeader opened={opened} onToggle={toggle} />
      <PlayerNavbar onNavigate={close} />

      {desktopSlip ? <BetslipAside /> : null}

      <AppShell.Main className={classes.appMain}>
        <SocketProvider value={socket}>
          <AreaOutlet />
        </SocketProvider>
        {desktopSlip ? null : <BetslipMobile />}
      </AppShell.Main>
    </AppShell>
  );
}
