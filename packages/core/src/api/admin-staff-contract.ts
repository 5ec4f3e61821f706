import { z } from 'zod';
import { staffRoles } from '../auth/roles';
import { envelopeOf, idParamsSchema, pagedQuery, pageOf } from './common';
import { staffReasonSchema } from './admin-tickets-contract';

/**
 * Staff accounts (admin only, `staff.manage`): the list, a role change, disabling and enabling, and
 * signing a member out everywhere. Creating one is the seed's `POST /api/admin/register-admin-user`.
 * Nobody changes their own role or disables or signs out themselves, and the last active admin
 * stays an active admin.
 */
export const accountStatuses = ['active', 'blocked'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(accountStatuses),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Sessions not expired nor revoked. */
  activeSessions: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffQuerySchema = pagedQuery({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  role: z.enum(staffRoles).optional(),
  status: z.enum(accountStatuses).optional(),
});
export type StaffQuery = z.infer<typeof staffQuerySchema>;
export type StaffQueryInput = z.input<typeof staffQuerySchema>;
export const staffPageSchema = pageOf(staffMemberSchema);
export const staffPageResponseSchema = envelopeOf(staffPageSchema);

export const staffParamsSchema = idParamsSchema('a staff member');

/** `PATCH /api/admin/staff/:id`: a new role and/or status, with the reason History keeps. */
export const staffPatchSchema = z
  .object({ role: z.enum(staffRoles).optional(), status: z.enum(accountStatuses).optional(), reason: staffReasonSchema })
  .refine((body) => body.role !== undefined || body.status !== undefined, { message: 'give a role or a status', path: ['role'] });
export type StaffPatch = z.infer<typeof staffPatchSchema>;

/** `POST /api/admin/staff/:id/sign-out`: every session of the member ends now. */
export const staffSignOutSchema = z.object({ reason: staffReasonSchema });
export type StaffSignOut = z.infer<typeof staffSignOutSchema>;

export const staffMemberResponseSchema = envelopeOf(z.object({ member: staffMemberSchema }));
