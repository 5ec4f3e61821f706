import { Divider, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconSearch, type IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { OddsFormatSwitch } from '../../features/preferences/components/odds-format-switch';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';
import { isNavActive, playerNavItems } from './player-nav';
import { PlayerShellNavbar } from './player-shell';

type SideLinkProps = { to: string; match: string; label: string; icon: ComponentType<IconProps>; onNavigate: () => void };

function SideLink({ to, match, label, icon: ItemIcon, onNavigate }: SideLinkProps) {
  const { pathname } = useLocation();
  const active = isNavActive(pathname, match);
  return (
    <MantineNavLink
      component={Link}
      to={to}
      label={label}
      leftSection={<ItemIcon size={18} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      fw={700}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

/** The drawer on small screens: every area, search, and the preferences. */
export function PlayerNavbar({ opened, onNavigate }: { opened: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerShellNavbar opened={opened} label={t('nav.main')}>
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
    </PlayerShellNavbar>
  );
}
