import { z } from 'zod';
import { emailLengthMax, passwordLengthMax, roles, usernameLengthMax } from '@oddsmith/core';

/** `PublicUser` of packages/core/src/api/contract.ts. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  balance: z.number(),
  bonusBalance: z.number(),
  currency: z.string(),
  emailVerified: z.boolean(),
  status: z.enum(['active', 'blocked']),
  createdAt: z.string(),
});

export const adminUserRowSchema = publicUserSchema.extend({
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  affiliateId: z.string().nullable(),
  cashAgentId: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});

export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** Shape and length limits only; the account rules themselves come from core in the service. */
const username = z.string().trim().min(1, 'Required').max(usernameLengthMax, `must be at most ${usernameLengthMax} characters`);
const email = z.string().trim().min(1, 'Required').max(emailLengthMax, `must be at most ${emailLengthMax} characters`);
const password = z.string().min(1, 'Required').max(passwordLengthMax, `must be at most ${passwordLengthMax} characters`);

export const accountFields = { username, email, password };
