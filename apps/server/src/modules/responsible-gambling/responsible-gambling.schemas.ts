import { z } from 'zod';
import { amountCentsSchema, amountSchema } from '../../lib/amount';
import { envelopeOf } from '../../lib/envelope';

export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** A limit is a positive amount, or null to remove it (a removal waits 24 h like an increase). */
const limitInput = amountCentsSchema.refine((cents) => cents > 0, 'must be greater than 0').nullable().optional();

export const rgBodySchema = z.object({
  depositLimits: z.object({ day: limitInput, week: limitInput, month: limitInput }).partial().optional(),
  /** Time-out: 1 to 42 days (24 h to 6 weeks). */
  timeOutDays: z.number().int().min(1, 'must be at least 1 day').max(42, 'must be at most 42 days (6 weeks)').optional(),
  /** Self-exclusion: 6 to 60 months. */
  selfExclusionMonths: z.number().int().min(6, 'must be at least 6 months').max(60, 'must be at most 60 months (5 years)').optional(),
  /** Reality-check reminder interval in minutes; null turns it off. */
  realityCheckMinutes: z.number().int().min(5).max(480).nullable().optional(),
});
export type RgBody = z.infer<typeof rgBodySchema>;

const pendingSchema = z.object({ amount: amountSchema.nullable(), effectiveAt: z.string() }).nullable();

export const rgSchema = z.object({
  currency: z.string(),
  depositLimits: z.object({ day: amountSchema.nullable(), week: amountSchema.nullable(), month: amountSchema.nullable() }),
  /** Increases and removals waiting for their 24 h. */
  pendingDepositLimits: z.object({ day: pendingSchema, week: pendingSchema, month: pendingSchema }),
  /** What the player may still deposit now (lowest of the three windows), null when unlimited. */
  depositRemaining: amountSchema.nullable(),
  timeOutUntil: z.string().nullable(),
  selfExcludedUntil: z.string().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type RgView = z.infer<typeof rgSchema>;

export const rgResponseSchema = envelopeOf(rgSchema);

export const sessionSummaryResponseSchema = envelopeOf(
  z.object({
    sessionStartedAt: z.string(),
    elapsedSeconds: z.number().int(),
    /** Winnings minus stakes since login (ledger transfers of the player's wallets, deposits and withdrawals excluded). */
    netPosition: amountSchema,
    currency: z.string(),
    realityCheckMinutes: z.number().int().nullable(),
  }),
);
