import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';
import { useAppSelector } from '../hooks';
import { AreaOutlet } from './area-outlet';
import { BrandHomeLink } from './brand-home-link';
import classes from './layouts.module.css';
import { SiteFooterLinks } from './site-footer-links';

/** Guest screens: landing, login, register, reset, partner pages, deny-access, not-found. */
export function PublicLayout() {
  const { t } = useTranslation();
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.publicHeader}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <BrandHomeLink to={paths.root.getHref()} size={30} compactBelow="xs" />
            <Group gap={8} wrap="nowrap">
              <LanguageSwitch compact />
              <ThemeToggle />
              {isLoggedIn ? (
                <Button component={Link} to={paths.root.getHref()} size="sm">
                  {t('nav.openApp')}
                </Button>
              ) : (
                <>
                  <Button component={Link} to={paths.login.getHref()} variant="default" size="sm" visibleFrom="xs">
                    {t('nav.login')}
                  </Button>
                  <Button component={Link} to={paths.register.getHref()} size="sm">
                    {t('nav.register')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" className={classes.main}>
        <AreaOutlet />
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Box pt="lg">
            <SiteFooterLinks />
          </Box>
          <Group justify="space-between" gap="sm" py="lg">
            <Group gap="xs">
              <Box className={classes.ageBadge}>18+</Box>
              <Text size="sm" c="dimmed">
                {t('footer.responsible')}
              </Text>
            </Group>
            <Group gap="md">
              <Anchor component={Link} to={paths.partner.getHref()} size="sm" c="dimmed">
                {t('footer.partners')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('footer.copyright')}
              </Text>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
