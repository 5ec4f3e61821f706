import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  registerAdminUserBodySchema,
  registrationChartQuerySchema,
  registrationChartResponseSchema,
  userParamsSchema,
  adminUserResponseSchema,
  usersQuerySchema,
  usersResponseSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './admin-users.service';

/** Staff-only by the /api/admin guard; register-admin-user additionally needs admin. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin']);

  fastify.get('/api/admin/users', route('users.read', { summary: 'Search and page through users', querystring: usersQuerySchema, response: { 200: usersResponseSchema } }), async (request) => success(await service.listUsersPage(fastify.db, assertExists(request.auth), request.query)));

  fastify.get('/api/admin/users/:id', route('users.read', { summary: 'One user', params: userParamsSchema, response: { 200: adminUserResponseSchema } }), async (request) => success({ user: await service.userById(fastify.db, assertExists(request.auth), request.params.id) }));

  fastify.get('/api/admin/registration_chart', route('dashboard.read', { summary: 'Registrations per day, zeros included', querystring: registrationChartQuerySchema, response: { 200: registrationChartResponseSchema } }), async (request) => success(await service.registrationChart(fastify.db, assertExists(request.auth), request.query.days)));

  fastify.post('/api/admin/register-admin-user', route('staff.manage', { summary: 'Create a staff account (admin only)', body: registerAdminUserBodySchema, response: { 201: adminUserResponseSchema } }), async (request, reply) => reply.code(201).send(success({ user: await service.registerStaffUser(fastify.db, assertExists(request.auth), request.body) }, 'Staff account created.')));
};
