import { Button, Divider, Group, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { notificationTypes, type NotificationType } from '@oddsmith/core';
import { useAppDispatch } from '../../../app/hooks';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { StatusSegments } from '../../../components/status-segments';
import { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation, useNotificationsQuery } from '../api/notifications-api';
import { appNotificationOf, notificationsRead } from '../notification-slice';
import { NotificationItem } from './notification-item';
import { NotificationPreferencesSection } from './notification-preferences';

const perPage = 20;
type ReadFilter = 'all' | 'unread';

function Filters({ type, onType, read, onRead }: { type: NotificationType | null; onType: (type: NotificationType | null) => void; read: ReadFilter; onRead: (read: ReadFilter) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <Select
        label={t('notifications.filterType')}
        placeholder={t('notifications.allTypes')}
        data={notificationTypes.map((value) => ({ value, label: t(`notifications.typeNames.${value}`) }))}
        value={type}
        onChange={(value) => onType(value as NotificationType | null)}
        clearable
        w={{ base: '100%', xs: 260 }}
        comboboxProps={{ withinPortal: true }}
      />
      <StatusSegments
        label={t('notifications.filterRead')}
        value={read}
        onChange={(value) => onRead(value as ReadFilter)}
        data={[
          { value: 'all', label: t('notifications.all') },
          { value: 'unread', label: t('notifications.unreadOnly') },
        ]}
      />
    </Group>
  );
}

function NotificationList({ type, read, page, onPage }: { type: NotificationType | null; read: ReadFilter; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useNotificationsQuery({ page, perPage, ...(type ? { type } : {}), ...(read === 'unread' ? { unread: true } : {}) });
  const [markRead, { isLoading: reading, originalArgs }] = useMarkNotificationReadMutation();
  if (isLoading) return <Stack gap="sm">{[0, 1, 2].map((key) => <Skeleton key={key} h={64} radius="md" />)}</Stack>;
  if (isError || !data) return <ErrorState message={t('notifications.loadFailed')} onRetry={() => void refetch()} />;
  if (data.list.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="notifications-empty">
        {type || read === 'unread' ? t('notifications.emptyFiltered') : t('notifications.empty')}
      </Text>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / perPage));
  return (
    <Stack gap="sm">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          {data.list.map((view, index) => (
            <Stack key={view.id} gap="sm">
              {index > 0 ? <Divider /> : null}
              <NotificationItem item={appNotificationOf(view)} onRead={(id) => void markRead(id)} reading={reading && originalArgs === view.id} />
            </Stack>
          ))}
        </Stack>
      </Paper>
      {pages > 1 ? <Pagination value={page} onChange={onPage} total={pages} size="sm" /> : null}
    </Stack>
  );
}

/** `/notifications`: the player's notifications with type and unread filters, mark read, mark all read and per-type preferences. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [type, setType] = useState<NotificationType | null>(null);
  const [read, setRead] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [markAll, { isLoading }] = useMarkAllNotificationsReadMutation();
  const readAll = async () => {
    const reply = await markAll();
    if ('data' in reply) dispatch(notificationsRead());
  };
  const action = (
    <Button variant="light" leftSection={<IconChecks size={16} />} onClick={() => void readAll()} loading={isLoading}>
      {t('notifications.markAllRead')}
    </Button>
  );
  return (
    <ScreenPage title={t('notifications.title')} subtitle={t('notifications.subtitle')} actions={action} size="md">
      <Filters type={type} onType={(value) => { setType(value); setPage(1); }} read={read} onRead={(value) => { setRead(value); setPage(1); }} />
      <NotificationList type={type} read={read} page={page} onPage={setPage} />
      <NotificationPreferencesSection />
    </ScreenPage>
  );
}
