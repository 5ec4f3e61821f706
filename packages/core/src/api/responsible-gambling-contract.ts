import { z } from 'zod';
import { amountCentsSchema, amountSchema, envelopeOf } from './common';
import { realityCheckMinutesMax, realityCheckMinutesMin, selfExclusionMonthsMax, selfExclusionMonthsMin, timeOutDaysMax, timeOutDaysMin } from './responsible-gambling-limits';

/**
 * Responsible gambling (PRODUCT.md section 7, docs/bank-api.md): deposit limits, time-out,
 * self-exclusion, the reality check, and the session summary the header shows.
 */

export {
  limitPeriods,
  realityCheckMinutesMax,
  realityCheckMinutesMin,
  selfExclusionMonthsMax,
  selfExclusionMonthsMin,
  timeOutDaysMax,
  timeOutDaysMin,
  type LimitPeriod,
} from './responsible-gambling-limits';

/** A limit is a positive amount, or null to remove it (a removal waits 24 h like an increase). */
const limitInput = amountCentsSchema.refine((cents) => cents > 0, 'must be greater than 0').nullable().optional();

/** `PUT /api/front/responsible-gambling`: lower limits apply at once, higher ones and removals after 24 h; blocks only extend. */
export const rgBodySchema = z.object({
  depositLimits: z.object({ day: limitInput, week: limitInput, month: limitInput }).partial().optional(),
  timeOutDays: z.number().int().min(timeOutDaysMin, 'must be at least 1 day').max(timeOutDaysMax, 'must be at most 42 days (6 weeks)').optional(),
  selfExclusionMonths: z
    .number()
    .int()
    .min(selfExclusionMonthsMin, 'must be at least 6 months')
    .max(selfExclusionMonthsMax, 'must be at most 60 months (5 years)')
    .optional(),
  /** Null turns the reminder off. */
  realityCheckMinutes: z.number().int().min(realityCheckMinutesMin).max(realityCheckMinutesMax).nullable().optional(),
});
/** The body as the server reads it: limits in integer cents. */
export type RgBody = z.output<typeof rgBodySchema>;
/** The body as a client sends it: limits as the decimal text (or number) the player typed. */
export type RgUpdate = z.input<typeof rgBodySchema>;

const pendingLimitSchema = z.object({ amount: amountSchema.nullable(), effectiveAt: z.string() }).nullable();
export type PendingLimit = z.infer<typeof pendingLimitSchema>;

/** `GET`/`PUT /api/front/responsible-gambling` reply. Amounts are decimal currency units. */
export const rgSchema = z.object({
  currency: z.string(),
  depositLimits: z.object({ day: amountSchema.nullable(), week: amountSchema.nullable(), month: amountSchema.nullable() }),
  /** Increases and removals waiting for their 24 h. */
  pendingDepositLimits: z.object({ day: pendingLimitSchema, week: pendingLimitSchema, month: pendingLimitSchema }),
  /** What the player may still deposit now (lowest of the three windows), null when unlimited. */
  depositRemaining: amountSchema.nullable(),
  timeOutUntil: z.string().nullable(),
  selfExcludedUntil: z.string().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type RgView = z.infer<typeof rgSchema>;
export const rgResponseSchema = envelopeOf(rgSchema);

/** `GET /api/front/session-summary`. */
export const sessionSummarySchema = z.object({
  sessionStartedAt: z.string(),
  elapsedSeconds: z.number().int(),
  /** Winnings minus stakes since login (ledger transfers of the player's wallets, deposits and withdrawals excluded). */
  netPosition: amountSchema,
  currency: z.string(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionSummaryResponseSchema = envelopeOf(sessionSummarySchema);
