import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AppNotification = { id: string; title: string; body: string; createdAt: string; read: boolean };
/** The player's notifications (not persisted). */
export type NotificationState = { items: AppNotification[]; unread: number };
export const initialNotificationState: NotificationState = { items: [], unread: 0 };

const notificationSlice = createSlice({
  name: 'notification',
  initialState: initialNotificationState,
  reducers: {
    notificationReceived: (state, action: PayloadAction<AppNotification>) => {
      state.items.unshift(action.payload);
      if (!action.payload.read) state.unread += 1;
    },
    notificationsRead: (state) => {
      for (const item of state.items) item.read = true;
      state.unread = 0;
    },
  },
});

export const { notificationReceived, notificationsRead } = notificationSlice.actions;
export const notificationReducer = notificationSlice.reducer;
