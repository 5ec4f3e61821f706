import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserResponseSchema,
  assertExists,
  emptyResponseSchema,
  rgResponseSchema,
  userKycBodySchema,
  userNoteBodySchema,
  userNoteResponseSchema,
  userNotesResponseSchema,
  userParamsSchema,
  userSessionsResponseSchema,
  userStatusBodySchema,
  userTimeOutBodySchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { userRoom } from '../../lib/realtime';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './user-controls.service';

/** A user's controls on `/caff/admin/users/:userId` (user-controls.service.ts). */
export const userControlsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin']);
  /** The user's open sockets close with their sessions (they reconnect only with a new login). */
  const dropSockets = (userId: string) => void fastify.io?.in(userRoom(userId)).disconnectSockets(true);

  fastify.post('/api/admin/users/:id/block', route('users.manage', { summary: 'Block a player with a reason: every session ends at once', params: userParamsSchema, body: userStatusBodySchema, response: { 200: adminUserResponseSchema } }), async (request) => {
    const user = await service.setPlayerStatus(fastify.db, assertExists(request.auth), request.params.id, 'blocked', request.body.reason);
    dropSockets(request.params.id);
    return success({ user }, 'User blocked.');
  });

  fastify.post('/api/admin/users/:id/unblock', route('users.manage', { summary: 'Unblock a player with a reason', params: userParamsSchema, body: userStatusBodySchema, response: { 200: adminUserResponseSchema } }), async (request) =>
    success({ user: await service.setPlayerStatus(fastify.db, assertExists(request.auth), request.params.id, 'active', request.body.reason) }, 'User unblocked.'),
  );

  fastify.patch('/api/admin/users/:id/kyc', route('users.manage', { summary: "Set a player's KYC status with a reason", params: userParamsSchema, body: userKycBodySchema, response: { 200: adminUserResponseSchema } }), async (request) =>
    success({ user: await service.setKycStatus(fastify.db, assertExists(request.auth), request.params.id, request.body.kycStatus, request.body.reason) }),
  );

  fastify.get('/api/admin/users/:id/sessions', route('users.read', { summary: "A user's last sessions, newest first", params: userParamsSchema, response: { 200: userSessionsResponseSchema } }), async (request) =>
    success({ sessions: await service.userSessions(fastify.db, assertExists(request.auth), request.params.id) }),
  );

  fastify.post('/api/admin/users/:id/sign-out', route('users.manage', { summary: 'End every session of a player now', params: userParamsSchema, body: userStatusBodySchema, response: { 200: emptyResponseSchema } }), async (request) => {
    await service.signOutPlayer(fastify.db, assertExists(request.auth), request.params.id, request.body.reason);
    dropSockets(request.params.id);
    return success({}, 'Signed out everywhere.');
  });

  fastify.get('/api/admin/users/:id/notes', route('users.read', { summary: 'Staff notes on a user, newest first', params: userParamsSchema, response: { 200: userNotesResponseSchema } }), async (request) =>
    success({ notes: await service.userNotes(fastify.db, assertExists(request.auth), request.params.id) }),
  );

  fastify.post('/api/admin/users/:id/notes', route('users.manage', { summary: 'Add a staff note on a user', params: userParamsSchema, body: userNoteBodySchema, response: { 201: userNoteResponseSchema } }), async (request, reply) =>
    reply.code(201).send(success({ note: await service.addNote(fastify.db, assertExists(request.auth), request.params.id, request.body.body) })),
  );

  fastify.get('/api/admin/users/:id/responsible-gambling', route('users.read', { summary: "A player's limits and exclusions (read-only)", params: userParamsSchema, response: { 200: rgResponseSchema } }), async (request) =>
    success(await service.userRg(fastify.db, assertExists(request.auth), request.params.id)),
  );

  fastify.post('/api/admin/users/:id/time-out', route('users.manage', { summary: 'Apply a time-out for a player (only ever extends)', params: userParamsSchema, body: userTimeOutBodySchema, response: { 200: rgResponseSchema } }), async (request) =>
    success(await service.applyTimeOut(fastify.db, assertExists(request.auth), request.params.id, request.body.days, request.body.reason)),
  );
};
