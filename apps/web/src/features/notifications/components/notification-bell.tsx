import { ActionIcon, Button, Divider, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMarkAllNotificationsReadMutation } from '../api/notifications-api';
import { notificationsRead } from '../notification-slice';
import { NotificationItem } from './notification-item';

/** The unread count as the badge shows it (99+ past 99). */
export function unreadLabel(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

function BellDropdown({ allHref, onClose }: { allHref: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, unread } = useAppSelector((state) => state.notification);
  const [markAll, { isLoading }] = useMarkAllNotificationsReadMutation();
  const readAll = async () => {
    const reply = await markAll();
    if ('data' in reply) dispatch(notificationsRead());
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={800}>{t('notifications.title')}</Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void readAll()} loading={isLoading} disabled={unread === 0}>
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notifications.empty')}
        </Text>
      ) : (
        items.map((item, index) => (
          <Stack key={item.id} gap="sm">
            {index > 0 ? <Divider /> : null}
            <NotificationItem item={item} compact />
          </Stack>
        ))
      )}
      <Button component={Link} to={allHref} variant="light" size="xs" onClick={onClose}>
        {t('notifications.seeAll')}
      </Button>
    </Stack>
  );
}

/** The header's bell: the unread count on it, the latest few in a dropdown, a link to the full list. */
export function NotificationBell({ allHref }: { allHref: string }) {
  const { t } = useTranslation();
  const unread = useAppSelector((state) => state.notification.unread);
  const [opened, setOpened] = useState(false);
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Indicator label={unreadLabel(unread)} disabled={unread === 0} size={16} offset={6} color="red" data-testid="notification-count">
          <ActionIcon variant="subtle" color="gray" size={36} aria-label={label} onClick={() => setOpened((open) => !open)}>
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)">
        <BellDropdown allHref={allHref} onClose={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
