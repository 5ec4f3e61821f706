import { z } from 'zod';
import { publicUserSchema } from '@oddsmith/core';

export const adminUserRowSchema = publicUserSchema.extend({
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  affiliateId: z.string().nullable(),
  cashAgentId: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});

export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
