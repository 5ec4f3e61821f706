import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <Text fw={900} fz={96} lh={1} c="brand.6" aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={28}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.root.getHref()}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
