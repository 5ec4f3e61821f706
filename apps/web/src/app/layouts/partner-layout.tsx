import { Badge, Box, Container, Group } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';
import { AreaOutlet } from './area-outlet';
import { BrandHomeLink } from './brand-home-link';
import classes from './layouts.module.css';
import { UserMenu } from './user-menu';

/** The partner (affiliate) area: the brand, a "Partners" badge, language, theme and the account menu (logout). */
export function PartnerLayout() {
  const { t } = useTranslation();
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.publicHeader}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="sm" wrap="nowrap">
              <BrandHomeLink to={paths.partnerDashboard.getHref()} size={30} compactBelow="xs" />
              <Badge variant="light" color="gold">
                {t('partnerArea.badge')}
              </Badge>
            </Group>
            <Group gap={8} wrap="nowrap">
              <LanguageSwitch compact />
              <ThemeToggle />
              <UserMenu variant="partner" />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" className={`${classes.main} ${classes.appMain}`} py={{ base: 'md', sm: 'lg' }} px={{ base: 'sm', sm: 'lg' }}>
        <AreaOutlet />
      </Box>
    </Box>
  );
}
