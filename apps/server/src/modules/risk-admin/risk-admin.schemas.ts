import { z } from 'zod';
import { amountCentsSchema } from '../../lib/amount';
import { envelopeOf } from '../../lib/envelope';

/** A decimal amount or null (off), parsed to cents: 1.00 .. 100,000,000.00. */
export const riskSettingsBodySchema = z.object({
  autoSuspendLiability: amountCentsSchema
    .refine((cents) => cents >= 100, 'must be at least 1')
    .refine((cents) => cents <= 10_000_000_000, 'must be at most 100000000')
    .nullable(),
});
export type RiskSettingsBody = z.infer<typeof riskSettingsBodySchema>;

/** 0 .. 10 with at most 2 decimals (parsed exactly, as an amount: 0.5 -> 50 hundredths -> 5,000 bp). */
export const stakeFactorBodySchema = z.object({
  stakeFactor: amountCentsSchema.refine((hundredths) => hundredths >= 0 && hundredths <= 1_000, 'must be between 0 and 10'),
});
export type StakeFactorBody = z.infer<typeof stakeFactorBodySchema>;

export const marketParamsSchema = z.object({ marketId: z.string().min(1, 'is required').max(128, 'must be at most 128 characters') });
export const userParamsSchema = z.object({ userId: z.uuid('must be a user id') });

const oddsSchema = z.union([z.number(), z.literal('suspended')]);

/** `ApiSelectionLiability` (packages/core/src/api/betting-contract.ts). */
export const selectionLiabilitySchema = z.object({
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
  eventId: z.string(),
  eventName: z.string(),
  eventStatus: z.string(),
  startTime: z.string(),
  tickets: z.number().int(),
  stake: z.number(),
  liability: z.number(),
});

export const playerRiskSchema = z.object({
  userId: z.string(),
  username: z.string(),
  stakeFactor: z.number(),
  tickets: z.number().int(),
  turnover: z.number(),
  profit: z.number(),
  openStake: z.number(),
});

/** `AdminRiskOverview`. */
export const riskOverviewSchema = z.object({
  currency: z.string(),
  autoSuspendLiability: z.number().nullable(),
  totalOpenStake: z.number(),
  totalLiability: z.number(),
  topSelections: z.array(selectionLiabilitySchema.extend({ marketId: z.string(), marketName: z.string(), eventId: z.string(), eventName: z.string() })),
  topMarkets: z.array(marketLiabilitySchema),
  events: z.array(eventLiabilitySchema),
  players: z.array(playerRiskSchema),
});

export const riskOverviewResponseSchema = envelopeOf(riskOverviewSchema);
export const marketLiabilityResponseSchema = envelopeOf(z.object({ market: marketLiabilitySchema }));
export const riskSettingsResponseSchema = envelopeOf(z.object({ autoSuspendLiability: z.number().nullable() }));
export const stakeFactorResponseSchema = envelopeOf(playerRiskSchema);
