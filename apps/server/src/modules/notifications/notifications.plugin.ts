import fp from 'fastify-plugin';
import { intervalJob } from '../../lib/interval-job';
import { roomHasListeners, userRoom } from '../../lib/realtime';
import { deleteExpiredNotifications, registerNotificationPusher } from './notifications.service';

/**
 * Committed notifications go to the user's private room as `notification` (through `fastify.io`,
 * so the Redis adapter carries them to the instance the user is connected to), unless nobody can
 * hear it (no socket of the user here and no peer instance).
 */
export const notificationsPushPlugin = fp(
  async (fastify) => {
    registerNotificationPusher(fastify.db, (userId, notification) => {
      const room = userRoom(userId);
      // A user with no socket here (and no peer instance) is not sent a frame nobody receives.
      if (roomHasListeners(fastify.io, room)) fastify.io.to(room).emit('notification', notification);
    });
  },
  { name: 'notifications-push', dependencies: ['db', 'socket'] },
);

/**
 * Notifications older than 90 days are deleted: the run is cheap (indexed by age, batched) and runs
 * hourly rather than daily so that it still runs on instances restarted more often than once a day
 * (an interval job's first run comes one interval after start).
 */
export const notificationsRetentionIntervalMs = 3_600_000;

export const notificationsRetentionJobPlugin = intervalJob({
  name: 'notifications-retention-job',
  intervalMs: notificationsRetentionIntervalMs,
  run: (fastify, nowMs) => deleteExpiredNotifications(fastify.db, nowMs),
  failureMessage: 'notifications retention job failed',
});
