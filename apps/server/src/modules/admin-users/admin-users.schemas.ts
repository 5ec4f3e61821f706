import { z } from 'zod';
import { roles, staffRoles } from '@oddsmith/core';
import { envelopeOf } from '../../lib/envelope';
import { pageOf, pageQueryFields, withPageDepthCap } from '../../lib/paging';
import { accountFields } from '@oddsmith/core';
import { adminUserRowSchema } from '../users';

export const usersQuerySchema = withPageDepthCap(
  pageQueryFields.extend({
    search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    role: z.enum(roles).optional(),
  }),
);
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const userParamsSchema = z.object({ id: z.uuid('must be a user id') });

export const registrationChartQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});

export const registerAdminUserBodySchema = z.object({
  ...accountFields,
  role: z.enum(staffRoles),
});
export type RegisterAdminUserBody = z.infer<typeof registerAdminUserBodySchema>;

export const usersResponseSchema = envelopeOf(pageOf(adminUserRowSchema));
export const userResponseSchema = envelopeOf(z.object({ user: adminUserRowSchema }));
export const registrationChartResponseSchema = envelopeOf(
  z.object({ userRegistrations: z.array(z.object({ date: z.string(), count: z.number().int() })) }),
);
