import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationParams, NotificationType, NotificationView } from '@oddsmith/core';

/**
 * One notification as the header shows it. `title` and `body` are translation keys (the server's
 * `titleKey` / `bodyKey`) interpolated with `params` when rendered, so a language switch re-reads them.
 */
export type AppNotification = {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
  type?: NotificationType;
  params?: NotificationParams;
  link?: string | null;
};
/** The player's notifications (not persisted): the latest few and the unread count, filled from the API and the socket. */
export type NotificationState = { items: AppNotification[]; unread: number };
export const initialNotificationState: NotificationState = { items: [], unread: 0 };

/** How many of the latest notifications the state keeps (the header's dropdown). */
export const latestNotificationsMax = 5;

export function appNotificationOf(view: NotificationView): AppNotification {
  return { id: view.id, title: view.titleKey, body: view.bodyKey, createdAt: view.createdAt, read: view.readAt !== null, type: view.type, params: view.params, link: view.link };
}

const notificationSlice = createSlice({
  name: 'notification',
  initialState: initialNotificationState,
  reducers: {
    notificationReceived: (state, action: PayloadAction<AppNotification>) => {
      if (state.items.some((item) => item.id === action.payload.id)) return;
      state.items.unshift(action.payload);
      state.items.splice(latestNotificationsMax);
      if (!action.payload.read) state.unread += 1;
    },
    notificationsRead: (state) => {
      for (const item of state.items) item.read = true;
      state.unread = 0;
    },
    /** The server's latest notifications and unread count (after a load or a refetch). */
    notificationsLoaded: (state, action: PayloadAction<{ items?: AppNotification[]; unread?: number }>) => {
      if (action.payload.items) state.items = action.payload.items.slice(0, latestNotificationsMax);
      if (action.payload.unread !== undefined) state.unread = action.payload.unread;
    },
    notificationsCleared: () => initialNotificationState,
  },
});

export const { notificationReceived, notificationsRead, notificationsLoaded, notificationsCleared } = notificationSlice.actions;
export const notificationReducer = notificationSlice.reducer;
