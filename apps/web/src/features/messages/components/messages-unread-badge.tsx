import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useInboxUnreadQuery } from '../api/messages-api';

/** The number of unread messages beside the menu's Messages entry (nothing when none). */
export function MessagesUnreadBadge() {
  const { t } = useTranslation();
  const unread = useInboxUnreadQuery().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Badge size="xs" color="red" aria-label={t('messages.unreadCount', { count: unread })} data-testid="messages-unread">
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}
