import { useEffect } from 'react';
import type { NotificationView } from '@oddsmith/core';
import { useAppDispatch } from '../../../app/hooks';
import { checkContract } from '../../../lib/reply-check';
import type { AppSocket } from '../../../lib/socket';
import { notificationsApi, useNotificationsQuery, useUnreadNotificationsQuery } from '../api/notifications-api';
import { appNotificationOf, latestNotificationsMax, notificationReceived, notificationsCleared, notificationsLoaded } from '../notification-slice';

/**
 * Keeps the `notification` state filled while signed in: the unread count and the latest few from
 * the API, and every `notification` pushed on the private socket at once (the count goes up and
 * the lists refetch, no reload).
 */
export function useNotificationSync(socket: AppSocket | null, signedIn: boolean): void {
  const dispatch = useAppDispatch();
  const unread = useUnreadNotificationsQuery(undefined, { skip: !signedIn });
  const latest = useNotificationsQuery({ page: 1, perPage: latestNotificationsMax }, { skip: !signedIn });

  useEffect(() => {
    if (!signedIn) dispatch(notificationsCleared());
  }, [dispatch, signedIn]);
  useEffect(() => {
    if (unread.data) dispatch(notificationsLoaded({ unread: unread.data.unread }));
  }, [dispatch, unread.data]);
  useEffect(() => {
    if (latest.data) dispatch(notificationsLoaded({ items: latest.data.list.map(appNotificationOf) }));
  }, [dispatch, latest.data]);

  useEffect(() => {
    if (!socket || !signedIn) return;
    let listening = true;
    // Pushes are checked in arrival order (one loaded contract, promises settled in turn).
    const onNotification = (payload: unknown) => {
      void checkContract('notificationSchema', payload).then((parsed) => {
        if (!listening || !parsed.success) return;
        dispatch(notificationReceived(appNotificationOf(parsed.data as NotificationView)));
        dispatch(notificationsApi.util.invalidateTags(['Notifications']));
      }, () => undefined);
    };
    socket.on('notification', onNotification);
    return () => {
      listening = false;
      socket.off('notification', onNotification);
    };
  }, [dispatch, socket, signedIn]);
}
