import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  notificationIdParamsSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesResponseSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  readAllResponseSchema,
  unreadCountResponseSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['notifications']);

  fastify.get(
    '/api/notifications',
    route('user', { summary: 'My notifications, newest first (filter by type, unread)', querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } }),
    async (request) => success(await service.listNotifications(fastify.db, assertExists(request.auth), request.query)),
  );

  fastify.get(
    '/api/notifications/unread-count',
    route('user', { summary: 'How many of my notifications are unread', response: { 200: unreadCountResponseSchema } }),
    async (request) => success(await service.unreadCount(fastify.db, assertExists(request.auth))),
  );

  fastify.post(
    '/api/notifications/read-all',
    route('user', { summary: 'Mark all my notifications read', response: { 200: readAllResponseSchema } }),
    async (request) => success(await service.markAllRead(fastify.db, assertExists(request.auth)), 'All notifications marked read.'),
  );

  fastify.post(
    '/api/notifications/:id/read',
    route('user', { summary: 'Mark one of my notifications read (404 for any other)', params: notificationIdParamsSchema, response: { 200: notificationResponseSchema } }),
    async (request) => success(await service.markRead(fastify.db, assertExists(request.auth), request.params.id)),
  );

  fastify.get(
    '/api/notifications/preferences',
    route('user', { summary: 'The notification types I turned off', response: { 200: notificationPreferencesResponseSchema } }),
    async (request) => success(await service.getPreferences(fastify.db, assertExists(request.auth))),
  );

  fastify.put(
    '/api/notifications/preferences',
    route('user', { summary: 'Turn notification types off (a type that is off is not created)', body: notificationPreferencesBodySchema, response: { 200: notificationPreferencesResponseSchema } }),
    async (request) => success(await service.putPreferences(fastify.db, assertExists(request.auth), request.body), 'Preferences saved.'),
  );
};
