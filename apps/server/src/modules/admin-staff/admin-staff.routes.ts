import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists, staffMemberResponseSchema, staffPageResponseSchema, staffParamsSchema, staffPatchSchema, staffQuerySchema, staffSignOutSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { userRoom } from '../../lib/realtime';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './admin-staff.service';

/** Staff accounts (admin only); creating one is `POST /api/admin/register-admin-user` (admin-users). */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin']);
  const dropSockets = (userId: string) => void fastify.io?.in(userRoom(userId)).disconnectSockets(true);

  fastify.get('/api/admin/staff', route('staff.manage', { summary: 'Staff accounts with their live sessions', querystring: staffQuerySchema, response: { 200: staffPageResponseSchema } }), async (request) => success(await service.listStaffPage(fastify.db, request.query)));

  fastify.patch('/api/admin/staff/:id', route('staff.manage', { summary: "Change a staff member's role or status (not your own); their sessions end", params: staffParamsSchema, body: staffPatchSchema, response: { 200: staffMemberResponseSchema } }), async (request) => {
    const member = await service.patchStaff(fastify.db, assertExists(request.auth), request.params.id, request.body);
    dropSockets(member.id);
    return success({ member }, 'Staff account updated.');
  });

  fastify.post('/api/admin/staff/:id/sign-out', route('staff.manage', { summary: 'End every session of a staff member now', params: staffParamsSchema, body: staffSignOutSchema, response: { 200: staffMemberResponseSchema } }), async (request) => {
    const member = await service.signOutStaff(fastify.db, assertExists(request.auth), request.params.id, request.body.reason);
    dropSockets(member.id);
    return success({ member }, 'Signed out everywhere.');
  });
};
