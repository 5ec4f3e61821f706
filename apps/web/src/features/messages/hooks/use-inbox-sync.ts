import { useEffect } from 'react';
import type { NotificationView } from '@oddsmith/core';
import { useAppDispatch } from '../../../app/hooks';
import { checkContract } from '../../../lib/reply-check';
import type { AppSocket } from '../../../lib/socket';
import { messagesApi } from '../api/messages-api';

/** A `message_received` notification pushed on the private socket refreshes the inbox and its unread count at once. */
export function useInboxSync(socket: AppSocket | null, signedIn: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!socket || !signedIn) return;
    let listening = true;
    const onNotification = (payload: unknown) => {
      void checkContract('notificationSchema', payload).then((parsed) => {
        if (listening && parsed.success && (parsed.data as NotificationView).type === 'message_received') dispatch(messagesApi.util.invalidateTags(['Inbox']));
      }, () => undefined);
    };
    socket.on('notification', onNotification);
    return () => {
      listening = false;
      socket.off('notification', onNotification);
    };
  }, [dispatch, socket, signedIn]);
}
