import { z } from 'zod';
import { emailLengthMax, passwordLengthMax, usernameLengthMax } from '../auth/account-rules';
import { roles, staffRoles } from '../auth/roles';
import { publicUserSchema } from './contract';
import { envelopeOf, idParamsSchema, pagedQuery, pageOf } from './common';
import { staffReasonSchema } from './admin-tickets-contract';
import { timeOutDaysMax, timeOutDaysMin } from './responsible-gambling-contract';

/**
 * The staff user screens' API (docs/admin-api.md): the users list and one user, the registrations
 * chart, and creating a staff account.
 */

/**
 * A user as staff see it: the owner's view (`PublicUser`, amounts in decimal currency units) plus
 * the profile fields staff may read.
 */
export const kycStatuses = ['none', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];

export const adminUserSchema = publicUserSchema.extend({
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  affiliateId: z.string().nullable(),
  cashAgentId: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  kycStatus: z.enum(kycStatuses),
  /** Why the account is blocked (the last block's reason), null when active. */
  statusReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /api/admin/users`: a page of users, searched by name or e-mail and filtered by role. */
export const usersQuerySchema = pagedQuery({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  role: z.enum(roles).optional(),
  status: z.enum(['active', 'blocked']).optional(),
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

// ---- User controls (`users.manage`; a staff account's status is staff.manage's, see admin-staff) ----

/** `POST /api/admin/users/:id/block` and `/unblock`: the reason History and the user's page keep. */
export const userStatusBodySchema = z.object({ reason: staffReasonSchema });
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;

/** `PATCH /api/admin/users/:id/kyc`. */
export const userKycBodySchema = z.object({ kycStatus: z.enum(kycStatuses), reason: staffReasonSchema });
export type UserKycBody = z.infer<typeof userKycBodySchema>;

/** `GET/POST /api/admin/users/:id/notes`: staff notes on a user, newest first; never shown to the user. */
export const userNoteLengthMax = 2000;
export const userNoteBodySchema = z.object({ body: z.string().trim().min(1, 'is required').max(userNoteLengthMax, `must be at most ${userNoteLengthMax} characters`) });
export type UserNoteBody = z.infer<typeof userNoteBodySchema>;
export const userNoteSchema = z.object({ id: z.string(), body: z.string(), authorId: z.string().nullable(), authorUsername: z.string().nullable(), createdAt: z.string() });
export type UserNote = z.infer<typeof userNoteSchema>;
export const userNotesSchema = z.object({ notes: z.array(userNoteSchema) });
export const userNotesResponseSchema = envelopeOf(userNotesSchema);
export const userNoteResponseSchema = envelopeOf(z.object({ note: userNoteSchema }));

/** `GET /api/admin/users/:id/sessions`: the last sessions, newest first; `POST .../sign-out` ends them all. */
export const userSessionSchema = z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string(), revokedAt: z.string().nullable(), active: z.boolean() });
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionsSchema = z.object({ sessions: z.array(userSessionSchema) });
export const userSessionsResponseSchema = envelopeOf(userSessionsSchema);

/** `POST /api/admin/users/:id/time-out`: the one protection an operator applies for a player (it only ever extends). */
export const userTimeOutBodySchema = z.object({
  days: z.number().int().min(timeOutDaysMin, 'must be at least 1 day').max(timeOutDaysMax, 'must be at most 42 days (6 weeks)'),
  reason: staffReasonSchema,
});
export type UserTimeOutBody = z.infer<typeof userTimeOutBodySchema>;
