import { currencies } from '@oddsmith/core';
import { z } from 'zod';
import { amountCentsSchema } from '../../lib/amount';
import { envelopeOf } from '../../lib/envelope';

/** A threshold: a decimal amount or null (off), parsed to cents: 1.00 .. 100,000,000.00 in its currency. */
const thresholdInput = amountCentsSchema
  .refine((cents) => cents >= 100, 'must be at least 1')
  .refine((cents) => cents <= 10_000_000_000, 'must be at most 100000000')
  .nullable();

/** A stake or payout limit: a positive amount in its currency (parsed to cents; at most 1,000,000,000.00). */
const limitInput = amountCentsSchema.refine((cents) => cents > 0, 'must be greater than 0');

/** One currency's limits; every field optional (absent = kept). */
export const currencyLimitsBodySchema = z.strictObject({
  stakeMin: limitInput.optional(),
  stakeMax: limitInput.optional(),
  payoutMax: limitInput.optional(),
  autoSuspendLiability: thresholdInput.optional(),
});
export type CurrencyLimitsBody = z.infer<typeof currencyLimitsBodySchema>;

/** `limits`: supported currency -> its limits; another key is a 400 naming it (`limits.XYZ`). */
const limitsBodySchema = z.record(z.string(), currencyLimitsBodySchema).superRefine((limits, context) => {
  for (const key of Object.keys(limits)) {
    if (!(currencies as readonly string[]).includes(key)) {
      context.addIssue({ code: 'custom', path: [key], message: `is not a supported currency (${currencies.join(', ')})` });
    }
  }
});

/**
 * `PUT /api/admin/risk/settings`: per-currency limits, and (kept from before currencies) a
 * top-level `autoSuspendLiability` that is the house currency's threshold.
 */
export const riskSettingsBodySchema = z
  .object({
    autoSuspendLiability: thresholdInput.optional(),
    limits: limitsBodySchema.optional(),
  })
  .refine((body) => body.autoSuspendLiability !== undefined || body.limits !== undefined, { message: 'give limits per currency (or autoSuspendLiability)', path: ['limits'] });
export type RiskSettingsBody = z.infer<typeof riskSettingsBodySchema>;

/** 0 .. 10 with at most 2 decimals (parsed exactly, as an amount: 0.5 -> 50 hundredths -> 5,000 bp). */
export const stakeFactorBodySchema = z.object({
  stakeFactor: amountCentsSchema.refine((hundredths) => hundredths >= 0 && hundredths <= 1_000, 'must be between 0 and 10'),
});
export type StakeFactorBody = z.infer<typeof stakeFactorBodySchema>;

export const marketParamsSchema = z.object({ marketId: z.string().min(1, 'is required').max(128, 'must be at most 128 characters') });
/** Which currency's ladder (default: the house currency); any currency found on tickets may be read. */
export const marketQuerySchema = z.object({ currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as EUR').optional() });
export const userParamsSchema = z.object({ userId: z.uuid('must be a user id') });

const oddsSchema = z.union([z.number(), z.literal('suspended')]);

/** `ApiSelectionLiability` (packages/core/src/api/betting-contract.ts). */
export const selectionLiabilitySchema = z.object({
  currency: z.string(),
  selectionId: z.string(),
  selectionName: z.string(),
  odds: oddsSchema,
  tickets: z.number().int(),
  stake: z.number(),
  potentialPayout: z.number(),
  liability: z.number(),
});

/** `ApiMarketLiability`. */
export const marketLiabilitySchema = z.object({
  currency: z.string(),
  marketId: z.string(),
  marketName: z.string(),
  marketStatus: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  eventStatus: z.string(),
  riskSuspendedAt: z.string().nullable(),
  stake: z.number(),
  liability: z.number(),
  selections: z.array(selectionLiabilitySchema),
});

export const eventLiabilitySchema = z.object({
  currency: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  eventStatus: z.string(),
  startTime: z.string(),
  tickets: z.number().int(),
  stake: z.number(),
  liability: z.number(),
});

export const playerRiskSchema = z.object({
  currency: z.string(),
  userId: z.string(),
  username: z.string(),
  stakeFactor: z.number(),
  tickets: z.number().int(),
  turnover: z.number(),
  profit: z.number(),
  openStake: z.number(),
});

/** `ApiCurrencyLimits`. */
export const currencyLimitsSchema = z.object({
  stakeMin: z.number(),
  stakeMax: z.number(),
  payoutMax: z.number(),
  autoSuspendLiability: z.number().nullable(),
});

/** `ApiRiskCurrencySummary`. */
export const currencySummarySchema = z.object({
  currency: z.string(),
  supported: z.boolean(),
  totalOpenStake: z.number(),
  totalLiability: z.number(),
  limits: currencyLimitsSchema.nullable(),
});

/** `AdminRiskOverview`. */
export const riskOverviewSchema = z.object({
  currency: z.string(),
  autoSuspendLiability: z.number().nullable(),
  totalOpenStake: z.number(),
  totalLiability: z.number(),
  byCurrency: z.array(currencySummarySchema),
  topSelections: z.array(selectionLiabilitySchema.extend({ marketId: z.string(), marketName: z.string(), eventId: z.string(), eventName: z.string() })),
  topMarkets: z.array(marketLiabilitySchema),
  events: z.array(eventLiabilitySchema),
  players: z.array(playerRiskSchema),
});

export const riskOverviewResponseSchema = envelopeOf(riskOverviewSchema);
export const marketLiabilityResponseSchema = envelopeOf(z.object({ market: marketLiabilitySchema }));
/** `AdminRiskSettings`. */
export const riskSettingsResponseSchema = envelopeOf(z.object({ autoSuspendLiability: z.number().nullable(), limits: z.record(z.string(), currencyLimitsSchema) }));
export const stakeFactorResponseSchema = envelopeOf(playerRiskSchema);
