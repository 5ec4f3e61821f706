import { AppShell, Anchor, Badge, Burger, Group, NavLink as MantineNavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';
import { useAppSelector } from '../hooks';
import { AreaOutlet } from './area-outlet';
import classes from './layouts.module.css';
import { visibleStaffNav } from './staff-nav';
import { UserMenu } from './user-menu';

export function StaffLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const role = useAppSelector((state) => state.user.user?.role ?? null);
  const sections = visibleStaffNav(role);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header className={classes.appHeader}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.menu')} />
            <Anchor component={Link} to={paths.admin.dashboard.getHref()} underline="never" c="inherit">
              <BrandLogo size={28} />
            </Anchor>
            <Badge variant="light" color="gold" visibleFrom="xs">
              {t('admin.backOffice')}
            </Badge>
          </Group>
          <Group gap={8} wrap="nowrap">
            <Group gap={8} visibleFrom="xs" wrap="nowrap">
              <LanguageSwitch compact />
              <ThemeToggle />
            </Group>
            <UserMenu variant="staff" />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar aria-label={t('admin.navigation')}>
        <AppShell.Section grow component={ScrollArea} p="sm">
          <Stack gap="md">
            {sections.map((section) => (
              <Stack key={section.key} gap={2}>
                <Text size="xs" tt="uppercase" fw={800} c="dimmed" px="sm" lts={0.6}>
                  {t(`admin.sections.${section.key}`)}
                </Text>
                {section.items.map(({ key, to, icon: ItemIcon }) => (
                  <MantineNavLink
                    key={key}
                    component={Link}
                    to={to}
                    label={t(`admin.nav.${key}`)}
                    leftSection={<ItemIcon size={18} stroke={1.7} />}
                    active={location.pathname === to || location.pathname.startsWith(`${to}/`)}
                    onClick={close}
                    fw={600}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section p="sm" hiddenFrom="xs">
          <Group gap="xs">
            <LanguageSwitch />
            <ThemeToggle />
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.appMain}>
        <AreaOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
