import type { Role } from '../auth/roles';

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

/** The user as the API shows it to its owner and to staff. Amounts are decimal currency units. */
export type PublicUser = {
  id: string;
  username: string;
  email: string;
  role: Role;
  balance: number;
  bonusBalance: number;
  currency: string;
  emailVerified: boolean;
  status: 'active' | 'blocked';
  createdAt: string;
};

export type AuthPayload = { user: PublicUser; token: string };

/** `POST /api/front/risk-management` answer: the limits that apply to the user. */
export type RiskLimits = {
  currency: string;
  stakeMin: number;
  stakeMax: number;
  payoutMax: number;
  stakeFactor: number;
  inPlayDelaySeconds: number;
  /** Limits in force (24 h / 7 days / 30 days, lowest applicable wins); null = no limit. */
  depositLimits: { day: number | null; week: number | null; month: number | null };
  /** ISO time while a self-exclusion is in force, else null. */
  selfExcludedUntil: string | null;
  /** ISO time while a time-out is in force, else null. */
  timeOutUntil: string | null;
  /** Reality-check reminder interval in minutes; null = off. */
  realityCheckMinutes: number | null;
};

/** Realtime contract (seed section 7). */
export type SlipSelection = { gameId: string; optionId: string };
export type SlipOddsUpdate = { gameId: string; optionId: string; odds: number | 'suspended' };

export const currencies = ['EUR', 'USD', 'GBP', 'INR'] as const;
export type Currency = (typeof currencies)[number];
export const currencyDefault: Currency = 'EUR';
