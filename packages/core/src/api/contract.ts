import { z } from 'zod';
import { emailLengthMax, passwordLengthMax, usernameLengthMax } from '../auth/account-rules';
import { roles } from '../auth/roles';
import { envelopeOf } from './common';
import { countryCodeSchema } from './messages-contract';

/**
 * The account, session and player-limits contract (PRODUCT.md section 10): what the auth, users and
 * risk routes accept and answer, shared by the server that checks them and the clients that read them.
 */

/** Every API body (PRODUCT.md section 10). The client reads the payload from `response`. */
export type ApiEnvelope<T> = {
  status: 'success' | 'error';
  message: string;
  response: T;
};

/** Error body: `response` is null; `code` is stable, `field` names the bad input where there is one. */
export type ApiErrorBody = {
  status: 'error';
  message: string;
  code: string;
  field?: string;
  response: null;
};

export const currencies = ['EUR', 'USD', 'GBP', 'INR'] as const;
export type Currency = (typeof currencies)[number];
export const currencyDefault: Currency = 'EUR';

export const userAccountStatuses = ['active', 'blocked'] as const;
export type UserAccountStatus = (typeof userAccountStatuses)[number];

/** The user as the API shows it to its owner and to staff. Amounts are decimal currency units. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  balance: z.number(),
  bonusBalance: z.number(),
  currency: z.string(),
  emailVerified: z.boolean(),
  status: z.enum(userAccountStatuses),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authPayloadSchema = z.object({ user: publicUserSchema, token: z.string() });
export type AuthPayload = z.infer<typeof authPayloadSchema>;

export const userPayloadSchema = z.object({ user: publicUserSchema });
export type UserPayload = z.infer<typeof userPayloadSchema>;

/** Shape and length limits only; the account rules themselves (core `auth`) run in the service. */
const username = z.string().trim().min(1, 'Required').max(usernameLengthMax, `must be at most ${usernameLengthMax} characters`);
const email = z.string().trim().min(1, 'Required').max(emailLengthMax, `must be at most ${emailLengthMax} characters`);
const password = z.string().min(1, 'Required').max(passwordLengthMax, `must be at most ${passwordLengthMax} characters`);

export const accountFields = { username, email, password };

const oneTimeToken = z.string().min(1, 'Required').max(200, 'is not a valid token');

export const registerBodySchema = z.object({
  username,
  email,
  password,
  dateOfBirth: z.string().max(10, 'must be a date as YYYY-MM-DD'),
  phone: z.string().trim().max(32, 'must be at most 32 characters').optional(),
  currency: z.enum(currencies).optional(),
  /** ISO 3166-1 alpha-2 (messages to a country segment); optional. */
  country: countryCodeSchema.optional(),
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

/** A reply whose payload is empty (`{}`): logout, reset and change password. */
export const emptyPayloadSchema = z.object({});

export const authResponseSchema = envelopeOf(authPayloadSchema);
export const userResponseSchema = envelopeOf(userPayloadSchema);
export const emptyResponseSchema = envelopeOf(emptyPayloadSchema);

/** `POST /api/front/risk-management` asks with `{ mode: 'mgt' }`. */
export const riskBodySchema = z.object({ mode: z.literal('mgt') });

const nullableAmount = z.number().nullable();

/** `POST /api/front/risk-management` answer: the limits that apply to the user. */
export const riskLimitsSchema = z.object({
  currency: z.string(),
  stakeMin: z.number(),
  stakeMax: z.number(),
  payoutMax: z.number(),
  stakeFactor: z.number(),
  inPlayDelaySeconds: z.number(),
  /** Limits in force (24 h / 7 days / 30 days, lowest applicable wins); null = no limit. */
  depositLimits: z.object({ day: nullableAmount, week: nullableAmount, month: nullableAmount }),
  /** ISO time while a self-exclusion is in force, else null. */
  selfExcludedUntil: z.string().nullable(),
  /** ISO time while a time-out is in force, else null. */
  timeOutUntil: z.string().nullable(),
  /** Reality-check reminder interval in minutes; null = off. */
  realityCheckMinutes: z.number().int().nullable(),
});
export type RiskLimits = z.infer<typeof riskLimitsSchema>;

export const riskResponseSchema = envelopeOf(riskLimitsSchema);

/** Realtime contract (seed section 7). */
export type SlipSelection = { gameId: string; optionId: string };
export type SlipOddsUpdate = { gameId: string; optionId: string; odds: number | 'suspended' };
