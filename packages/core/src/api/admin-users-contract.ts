import { z } from 'zod';
import { emailLengthMax, passwordLengthMax, usernameLengthMax } from '../auth/account-rules';
import { roles, staffRoles } from '../auth/roles';
import { publicUserSchema } from './contract';
import { envelopeOf, idParamsSchema, pagedQuery, pageOf } from './common';

/**
 * The staff user screens' API (docs/admin-api.md): the users list and one user, the registrations
 * chart, and creating a staff account.
 */

/**
 * A user as staff see it: the owner's view (`PublicUser`, amounts in decimal currency units) plus
 * the profile fields staff may read.
 */
export const adminUserSchema = publicUserSchema.extend({
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  affiliateId: z.string().nullable(),
  cashAgentId: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /api/admin/users`: a page of users, searched by name or e-mail and filtered by role. */
export const usersQuerySchema = pagedQuery({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  role: z.enum(roles).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;
/** What a client sends: page and perPage may be left to their defaults. */
export type UsersQueryInput = z.input<typeof usersQuerySchema>;

export const usersPageSchema = pageOf(adminUserSchema);
export type UsersPage = z.infer<typeof usersPageSchema>;
export const usersResponseSchema = envelopeOf(usersPageSchema);

export const userParamsSchema = idParamsSchema('a user');

/** `GET /api/admin/users/:id` and the reply of `POST /api/admin/register-admin-user`. */
export const adminUserReplySchema = z.object({ user: adminUserSchema });
export type AdminUserReply = z.infer<typeof adminUserReplySchema>;
export const adminUserResponseSchema = envelopeOf(adminUserReplySchema);

/** `GET /api/admin/registration_chart`: registrations per day over the last `days`, zeros included. */
export const registrationChartQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export type RegistrationChartQuery = z.infer<typeof registrationChartQuerySchema>;

export const registrationPointSchema = z.object({ date: z.string(), count: z.number().int() });
export type RegistrationPoint = z.infer<typeof registrationPointSchema>;
export const registrationChartSchema = z.object({ userRegistrations: z.array(registrationPointSchema) });
export type RegistrationChart = z.infer<typeof registrationChartSchema>;
export const registrationChartResponseSchema = envelopeOf(registrationChartSchema);

/** `POST /api/admin/register-admin-user`: shape and length limits; the account rules run in the service. */
export const registerAdminUserBodySchema = z.object({
  username: z.string().trim().min(1, 'Required').max(usernameLengthMax, `must be at most ${usernameLengthMax} characters`),
  email: z.string().trim().min(1, 'Required').max(emailLengthMax, `must be at most ${emailLengthMax} characters`),
  password: z.string().min(1, 'Required').max(passwordLengthMax, `must be at most ${passwordLengthMax} characters`),
  role: z.enum(staffRoles),
});
export type RegisterAdminUserBody = z.infer<typeof registerAdminUserBodySchema>;
