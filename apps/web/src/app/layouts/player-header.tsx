import { ActionIcon, Anchor, Box, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { IdleTurn } from '../../lib/idle-turn';
import { lazyExport } from '../../lib/lazy-with-retry';
import { moneyText } from '../../lib/money-text';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';
import { useAppSelector } from '../hooks';
import { HeaderSession } from '../money/header-session';
import { BrandHomeLink } from './brand-home-link';
import classes from './layouts.module.css';
import { isNavActive, playerNavItems } from './player-nav';
import { MenuButton, PlayerShellHeader } from './player-shell';

/**
 * The popover controls (bell, odds format, account menu) load after the first screen, each in an
 * idle turn of its own (`IdleTurn`): they bring the floating-ui, menu and select code; a box of
 * their size holds their place.
 */
const NotificationBell = lazyExport(() => import('../../features/notifications/components/notification-bell'), 'NotificationBell');
const OddsFormatSwitch = lazyExport(() => import('../../features/preferences/components/odds-format-switch'), 'OddsFormatSwitch');
const UserMenu = lazyExport(() => import('./user-menu'), 'UserMenu');
const controlBox = <Box w={36} h={36} />;

/** The header's links: every area but the bank, which the balance and Deposit beside it lead to. */
const headerNavItems = playerNavItems.filter((item) => item.key !== 'bank');

/** Where the header's Deposit button goes: the bank on its deposit tab. */
export const depositHref = `${paths.bank.getHref()}?tab=deposit`;

function Balance() {
  const { t, i18n } = useTranslation();
  const user = useAppSelector((state) => state.user.user);
  if (!user) return null;
  const text = moneyText(user.balance, user.currency, i18n.resolvedLanguage ?? 'en');
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

/**
 * Deposit beside the balance: a labelled button where the header has room, a plus icon on phones
 * and on narrow desktops (the same name read aloud); the CSS module picks one.
 */
function DepositButton() {
  const { t } = useTranslation();
  return (
    <>
      <Button component={Link} to={depositHref} size="sm" className={classes.depositFull} leftSection={<IconPlus size={16} />}>
        {t('nav.deposit')}
      </Button>
      <ActionIcon component={Link} to={depositHref} size={36} radius="md" className={classes.depositIcon} aria-label={t('nav.deposit')}>
        <IconPlus size={20} />
      </ActionIcon>
    </>
  );
}

/** The notifications bell, for a signed-in user only. */
function HeaderBell() {
  const signedIn = useAppSelector((state) => state.user.token !== null);
  // From `xs` up; on phones the count rides on the account avatar (`UserMenu`).
  return signedIn ? (
    <Box visibleFrom="xs">
      <IdleTurn fallback={controlBox}>
        <NotificationBell allHref={paths.notifications.getHref()} />
      </IdleTurn>
    </Box>
  ) : null;
}

/** The main links (wide screens); the area on view is marked with or without a trailing slash or query. */
function PlayerNavLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group gap={0} visibleFrom="lg" wrap="nowrap" component="nav" aria-label={t('nav.main')}>
      {headerNavItems.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          className={classes.navLink}
          aria-current={isNavActive(pathname, item.match) ? 'page' : undefined}
        >
          {t(`nav.${item.key}`)}
        </Link>
      ))}
    </Group>
  );
}

/**
 * The header bar: menu button (small screens), logo, main links, session, balance, deposit, search
 * and preferences. Memoised: the layout renders again when its socket connects, the header need not.
 */
export const PlayerHeader = memo(function PlayerHeader({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerShellHeader className={classes.appHeader}>
      <Group h="100%" px={{ base: 6, sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <MenuButton opened={opened} onClick={onToggle} label={t('nav.menu')} />
          <div className={classes.headerLogo}>
            <BrandHomeLink to={paths.inplay.getHref(4)} size={28} compactBelow="sm" />
          </div>
          <PlayerNavLinks />
        </Group>
        <Group gap={4} wrap="nowrap">
          <HeaderSession />
          <Balance />
          <DepositButton />
          <HeaderBell />
          <ActionIcon component={Link} to={paths.search.getHref()} variant="subtle" color="gray" size={36} aria-label={t('nav.search')}>
            <IconSearch size={20} />
          </ActionIcon>
          <Group gap={8} visibleFrom="md" wrap="nowrap">
            <IdleTurn fallback={controlBox}>
              <OddsFormatSwitch compact />
            </IdleTurn>
            <LanguageSwitch compact />
            <ThemeToggle />
          </Group>
          <IdleTurn fallback={controlBox}>
            <UserMenu variant="player" />
          </IdleTurn>
        </Group>
      </Group>
    </PlayerShellHeader>
  );
});
