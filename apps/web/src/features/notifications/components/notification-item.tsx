import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { AppNotification } from '../notification-slice';
import { textParams } from '../notification-text';

type NotificationItemProps = {
  item: AppNotification;
  compact?: boolean;
  onRead?: (id: string) => void;
  reading?: boolean;
};

/** One notification: translated title and body, when, unread mark, and its link / mark read. */
export function NotificationItem({ item, compact = false, onRead, reading = false }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const values = textParams(item.params ?? {}, language, t);
  return (
    <Stack gap={2} data-testid="notification-item" data-read={item.read ? 'true' : 'false'}>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text size="sm" fw={item.read ? 500 : 800} style={{ overflowWrap: 'anywhere' }}>
          {t(item.title, values)}
        </Text>
        {item.read ? null : (
          <Badge size="xs" variant="filled" color="blue" style={{ flexShrink: 0 }}>
            {t('notifications.new')}
          </Badge>
        )}
      </Group>
      <Text size={compact ? 'xs' : 'sm'} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t(item.body, values)}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="xs" c="dimmed">
          {new Date(item.createdAt).toLocaleString(language)}
        </Text>
        {item.link && !compact ? (
          <Anchor component={Link} to={item.link} size="xs">
            {t('notifications.open')}
          </Anchor>
        ) : null}
        {onRead && !item.read ? (
          <Button size="compact-xs" variant="subtle" loading={reading} onClick={() => onRead(item.id)}>
            {t('notifications.markRead')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
