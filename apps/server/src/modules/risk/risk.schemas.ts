import { autoSuspendLiabilityCentsMax, autoSuspendLiabilityCentsMin, type Currency } from '@oddsmith/core';
import { z } from 'zod';

/*
 * Operator settings stored under key `risk.limits`. Money limits are kept per currency: each is a
 * map currency -> that currency's cents holding the operator's overrides (absent currencies keep
 * core's per-currency defaults). A bare number stored before currencies existed is the house
 * currency's (`currencyDefault`) value only; it never applies to another currency.
 */
export const stakeLimitCentsSchema = z.number().int().positive();
export const thresholdCentsSchema = z.number().int().min(autoSuspendLiabilityCentsMin).max(autoSuspendLiabilityCentsMax).nullable();
export const stakeFactorSchema = z.number().positive().max(100);

/** A money limit of every supported currency, in that currency's cents. */
export type CentsByCurrency<T = number> = Readonly<Record<Currency, T>>;

/** `risk.limits` as placement and the staff screens use it: stored overrides over the defaults. */
export type RiskSettings = {
  stakeCentsMin: CentsByCurrency;
  stakeCentsMax: CentsByCurrency;
  payoutCentsMax: CentsByCurrency;
  /** How long an in-play bet waits before it is accepted (settings group `inPlay`). */
  inPlayDelayMs: number;
  /** One factor for all players and currencies (a ratio, not money). */
  stakeFactor: number;
  /** A selection whose liability in a currency reaches that currency's threshold suspends its market (null = off). */
  autoSuspendLiabilityCents: CentsByCurrency<number | null>;
};
