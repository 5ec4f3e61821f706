import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingGroupParamsSchema, adminSettingGroupResponseSchema, adminSettingsPatchBodySchema, adminSettingsResponseSchema, assertExists } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './settings.service';

/** Operator settings (packages/core/src/settings/registry.ts): read by the back-office roles that use them, changed by settings.manage. */
export const settingsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin', 'settings']);

  fastify.get('/api/admin/settings', route('settings.read', { summary: 'Every operator setting by group: value in force, default, unit and range', response: { 200: adminSettingsResponseSchema } }), async (request) =>
    success(await service.listSettings(fastify.db, assertExists(request.auth))),
  );

  fastify.patch('/api/admin/settings/:group', route('settings.manage', { summary: 'Change some fields of one settings group (validated, audited, effective on every instance within a second)', params: adminSettingGroupParamsSchema, body: adminSettingsPatchBodySchema, response: { 200: adminSettingGroupResponseSchema } }), async (request) =>
    success(await service.patchSettingGroup(fastify.db, assertExists(request.auth), request.params.group, request.body), 'Settings saved.'),
  );
};
