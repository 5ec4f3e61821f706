import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../lib/use-translation';

/** A failed load: the error text and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('errors.loadFailed')} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
