import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A back-office screen the signed-in role does not hold the permission for. */
export function NotForRole({ role, homeHref }: { role: string | null; homeHref: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconLock size={32} />
        </ThemeIcon>
        <Title order={2}>{t('staffAccess.title')}</Title>
        <Text c="dimmed">{t('staffAccess.text', { role: role ? t(`roles.${role}`) : '' })}</Text>
        <Button component={Link} to={homeHref}>
          {t('staffAccess.back')}
        </Button>
      </Stack>
    </Center>
  );
}
