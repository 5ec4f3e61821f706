import { useEffect } from 'react';
import { notificationSchema } from '@oddsmith/core';
import { useAppDispatch } from '../../../app/hooks';
import type { AppSocket } from '../../../lib/socket';
import { messagesApi } from '../api/messages-api';

/** A `message_received` notification pushed on the private socket refreshes the inbox and its unread count at once. */
export function useInboxSync(socket: AppSocket | null, signedIn: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!socket || !signedIn) return;
    const onNotification = (payload: unknown) => {
      const parsed = notificationSchema.safeParse(payload);
      if (parsed.success && parsed.data.type === 'message_received') dispatch(messagesApi.util.invalidateTags(['Inbox']));
    };
    socket.on('notification', onNotification);
    return () => {
      socket.off('notification', onNotification);
    };
  }, [dispatch, socket, signedIn]);
}
