import fp from 'fastify-plugin';
import { intervalJob } from '../../lib/interval-job';
import { userRoom } from '../../lib/realtime';
import { deleteExpiredNotifications, registerNotificationPusher } from './notifications.service';

/**
 * Committed notifications go to the user's private room as `notification` (through `fastify.io`,
 * so the Redis adapter carries them to the instance the user is connected to).
 */
export const notificationsPushPlugin = fp(
  async (fastify) => {
    registerNotificationPusher(fastify.db, (userId, notification) => {
      fastify.io.to(userRoom(userId)).emit('notification', notification);
    });
  },
  { name: 'notifications-push', dependencies: ['db', 'socket'] },
);

/** Once a day: notifications older than 90 days are deleted. */
export const notificationsRetentionIntervalMs = 86_400_000;

export const notificationsRetentionJobPlugin = intervalJob({
  name: 'notifications-retention-job',
  intervalMs: notificationsRetentionIntervalMs,
  run: (fastify, nowMs) => deleteExpiredNotifications(fastify.db, nowMs),
  failureMessage: 'notifications retention job failed',
});
