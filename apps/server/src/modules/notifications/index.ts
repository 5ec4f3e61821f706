// The notifications module's public surface: other modules, plugins and app.ts import only from here.
export { notificationsRoutes } from './notifications.routes';
export { notificationsPushPlugin, notificationsRetentionJobPlugin } from './notifications.plugin';
export { deleteExpiredNotifications, notify, notifyEachSelected, notifyEachSelectedWrite, notifyMany, notifySelected } from './notifications.service';
export type { NotificationRequest } from './notifications.service';
