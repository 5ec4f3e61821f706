import { z } from 'zod';
import { betslipLegsMax, parseRequestedOdds } from '@oddsmith/core';
import { amountCentsSchema, amountSchema, requestIdSchema } from '../../lib/amount';
import { envelopeOf } from '../../lib/envelope';

/** Stakes may be 0 (an unstaked single is not a bet); negatives and 3 decimals are a 400 naming the field. */
const stakeCentsSchema = amountCentsSchema.refine((cents) => cents >= 0, 'must not be negative');

/** The odds the player saw: a decimal with at most 3 places, read from its text into thousandths. */
const requestedOddsSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  const parsed = parseRequestedOdds(value);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.value;
});

const idText = z.string().trim().min(1).max(200);

export const placeBetBodySchema = z.object({
  betType: z.enum(['single', 'multi', 'system']),
  bets: z
    .array(z.object({ gameId: idText, optionId: idText, odds: requestedOddsSchema, stake: stakeCentsSchema.default(0) }))
    .min(1)
    .max(betslipLegsMax),
  totalStake: stakeCentsSchema.default(0),
  useBonus: z.boolean().default(false),
  acceptOddsChanges: z.enum(['none', 'higher', 'any']).default('none'),
  requestId: requestIdSchema,
});
export type PlaceBetBody = z.infer<typeof placeBetBodySchema>;

const oddsOut = z.union([z.number(), z.literal('suspended')]);

export const legViewSchema = z.object({
  gameId: z.string(),
  optionId: z.string(),
  marketId: z.string(),
  eventName: z.string(),
  eventStatus: z.string(),
  marketName: z.string(),
  selectionName: z.string(),
  /** The price the leg is struck at. */
  odds: z.number(),
  /** The price now (`"suspended"` when its market is not open). */
  currentOdds: oddsOut,
  status: z.enum(['open', 'won', 'lost', 'void', 'dead_heat']),
});
export type LegView = z.infer<typeof legViewSchema>;

export const ticketViewSchema = z.object({
  id: z.string(),
  betType: z.enum(['single', 'multi', 'system']),
  status: z.enum(['pending', 'accepted', 'rejected', 'won', 'lost', 'void', 'cashed_out']),
  stake: amountSchema,
  potentialReturn: amountSchema,
  funding: z.enum(['cash', 'bonus']),
  placedAt: z.string(),
  acceptAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  settledReturn: amountSchema.nullable(),
  rejectReason: z.string().nullable(),
  /** Open (accepted) tickets: the cash-out quote now, or null when cash-out is not offered. */
  cashoutValue: amountSchema.nullable(),
  legs: z.array(legViewSchema),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const placeBetPayloadSchema = z.object({
  tickets: z.array(ticketViewSchema),
  balance: amountSchema,
  bonusBalance: amountSchema,
});
export type PlaceBetPayload = z.infer<typeof placeBetPayloadSchema>;
export const placeBetResponseSchema = envelopeOf(placeBetPayloadSchema);

/** 409 of a changed or suspended price: the current odds of every bet leg whose price moved. */
export const oddsChangedResponseSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  response: z.object({ changes: z.array(z.object({ gameId: z.string(), optionId: z.string(), odds: oddsOut })) }),
});

export const myBetsQuerySchema = z.object({ status: z.enum(['open', 'settled']).default('open') });
export type MyBetsQuery = z.infer<typeof myBetsQuerySchema>;

export const myBetsResponseSchema = envelopeOf(z.object({ mybets: z.array(ticketViewSchema), history: z.array(ticketViewSchema) }));

export const cashoutBodySchema = z.object({
  ticketId: z.string().uuid(),
  amount: amountCentsSchema.refine((cents) => cents > 0, 'must be greater than 0'),
});
export type CashoutBody = z.infer<typeof cashoutBodySchema>;

export const cashoutResponseSchema = envelopeOf(z.object({ ticket: ticketViewSchema, amount: amountSchema, balance: amountSchema, bonusBalance: amountSchema }));

export const cashoutChangedResponseSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  response: z.object({ cashoutValue: amountSchema.nullable() }).nullable(),
});

/** Operator settings under key `betting`; absent fields keep the defaults. */
export const bettingSettingsSchema = z.object({ cashoutMarginBp: z.number().int().min(0).max(5000) });
export type BettingSettings = z.infer<typeof bettingSettingsSchema>;
