import { type NotificationPreferences, type NotificationType, type NotificationView, type Page } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

export type NotificationsArgs = { page: number; perPage: number; type?: NotificationType; unread?: boolean };

function queryOf(args: NotificationsArgs): string {
  const search = new URLSearchParams({ page: String(args.page), perPage: String(args.perPage) });
  if (args.type) search.set('type', args.type);
  if (args.unread !== undefined) search.set('unread', String(args.unread));
  return search.toString();
}

/**
 * The player's notifications (`packages/core/src/api/notifications-contract.ts`). A pushed
 * `notification` on the private socket invalidates `Notifications` (list and unread count).
 */
export const notificationsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Notifications', 'NotificationPreferences'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/notifications`: newest first, filtered by type and read state. */
    notifications: build.query<Page<NotificationView>, NotificationsArgs>({
      query: (args) => ({ path: `/api/notifications?${queryOf(args)}`, schema: 'notificationsResponseSchema.response' }),
      providesTags: ['Notifications'],
    }),
    /** `GET /api/notifications/unread-count`. */
    unreadNotifications: build.query<{ unread: number }, void>({
      query: () => ({ path: '/api/notifications/unread-count', schema: 'unreadCountResponseSchema.response' }),
      providesTags: ['Notifications'],
    }),
    /** `POST /api/notifications/:id/read`. */
    markNotificationRead: build.mutation<{ notification: NotificationView; unread: number }, string>({
      query: (id) => ({ path: `/api/notifications/${encodeURIComponent(id)}/read`, method: 'POST', body: {}, schema: 'notificationResponseSchema.response' }),
      invalidatesTags: (reply) => (reply ? ['Notifications'] : []),
    }),
    /** `POST /api/notifications/read-all`. */
    markAllNotificationsRead: build.mutation<{ marked: number; unread: number }, void>({
      query: () => ({ path: '/api/notifications/read-all', method: 'POST', body: {}, schema: 'readAllResponseSchema.response' }),
      invalidatesTags: (reply) => (reply ? ['Notifications'] : []),
    }),
    /** `GET /api/notifications/preferences`: the types turned off. */
    notificationPreferences: build.query<NotificationPreferences, void>({
      query: () => ({ path: '/api/notifications/preferences', schema: 'notificationPreferencesResponseSchema.response' }),
      providesTags: ['NotificationPreferences'],
    }),
    /** `PUT /api/notifications/preferences`. */
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ path: '/api/notifications/preferences', method: 'PUT', body, schema: 'notificationPreferencesResponseSchema.response' }),
      invalidatesTags: (reply) => (reply ? ['NotificationPreferences'] : []),
    }),
  }),
});

export const {
  useNotificationsQuery,
  useUnreadNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
} = notificationsApi;
