import { z } from 'zod';
import { currencies } from '@oddsmith/core';
import { envelopeOf } from '../../lib/envelope';
import { accountFields, publicUserSchema } from '../users';

const { username, email, password } = accountFields;

const oneTimeToken = z.string().min(1, 'Required').max(200, 'is not a valid token');

export const registerBodySchema = z.object({
  username,
  email,
  password,
  dateOfBirth: z.string().max(10, 'must be a date as YYYY-MM-DD'),
  phone: z.string().trim().max(32, 'must be at most 32 characters').optional(),
  currency: z.enum(currencies).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  // A login is a username or an e-mail, so the longer e-mail limit applies.
  username: email,
  password,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const userQuerySchema = z.object({ user_id: z.string().max(64).optional() });

/** `{ email }` asks for a link; `{ token, password }` sets the new password. */
export const resetPasswordBodySchema = z.object({
  email: email.optional(),
  token: oneTimeToken.optional(),
  password: password.optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: oneTimeToken });

export const changePasswordBodySchema = z.object({ currentPassword: password, newPassword: password });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const authResponseSchema = envelopeOf(z.object({ user: publicUserSchema, token: z.string() }));
export const userResponseSchema = envelopeOf(z.object({ user: publicUserSchema }));
export const emptyResponseSchema = envelopeOf(z.object({}));
