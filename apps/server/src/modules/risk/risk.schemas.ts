import { autoSuspendLiabilityCentsMax, autoSuspendLiabilityCentsMin } from '@oddsmith/core';
import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';

export const riskBodySchema = z.object({ mode: z.literal('mgt') });

/** Operator overrides stored under settings key `risk.limits`; absent fields keep the defaults. */
export const riskSettingsSchema = z.object({
  stakeCentsMin: z.number().int().positive(),
  stakeCentsMax: z.number().int().positive(),
  payoutCentsMax: z.number().int().positive(),
  inPlayDelaySeconds: z.number().int().min(0).max(60),
  stakeFactor: z.number().positive().max(100),
  /** A selection whose liability reaches this suspends its market (null = off). */
  autoSuspendLiabilityCents: z.number().int().min(autoSuspendLiabilityCentsMin).max(autoSuspendLiabilityCentsMax).nullable(),
});
export type RiskSettings = z.infer<typeof riskSettingsSchema>;

const nullableAmount = z.number().nullable();

/** `RiskLimits` of packages/core/src/api/contract.ts. */
export const riskLimitsSchema = z.object({
  currency: z.string(),
  stakeMin: z.number(),
  stakeMax: z.number(),
  payoutMax: z.number(),
  stakeFactor: z.number(),
  inPlayDelaySeconds: z.number(),
  depositLimits: z.object({ day: nullableAmount, week: nullableAmount, month: nullableAmount }),
  selfExcludedUntil: z.string().nullable(),
  timeOutUntil: z.string().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
});

export const riskResponseSchema = envelopeOf(riskLimitsSchema);
