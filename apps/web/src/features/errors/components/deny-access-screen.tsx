import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function DenyAccessScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange">
          <IconLock size={36} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          {t('denyAccess.title')}
        </Title>
        <Text c="dimmed">{t('denyAccess.text')}</Text>
        <Button component={Link} to={paths.root.getHref()}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
