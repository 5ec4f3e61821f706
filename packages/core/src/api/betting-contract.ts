import { z } from 'zod';
import type { TicketFunding } from '../ledger/rules';
import { betslipLegsMax } from '../betslip/limits';
import { parseRequestedOdds, type AcceptOddsChanges } from '../betslip/validation';
import { amountSchema, envelopeOf, errorEnvelopeSchema, nonNegativeAmountCentsSchema, positiveAmountCentsSchema, requestIdSchema } from './common';

/**
 * The betting API's shapes (PRODUCT.md section 11, docs/betting-api.md): the player's tickets (the
 * staff's are in admin-tickets-contract.ts and admin-risk-contract.ts). Amounts are decimals in the
 * ticket's currency.
 */

export const ticketBetTypes = ['single', 'multi', 'system'] as const;
export type TicketBetType = (typeof ticketBetTypes)[number];

export const apiTicketStatuses = ['pending', 'accepted', 'rejected', 'won', 'lost', 'void', 'cashed_out'] as const;
export type ApiTicketStatus = (typeof apiTicketStatuses)[number];

export const apiLegStatuses = ['open', 'won', 'lost', 'void', 'dead_heat'] as const;
export type ApiLegStatus = (typeof apiLegStatuses)[number];

export const ticketFundings = ['cash', 'bonus'] as const satisfies readonly TicketFunding[];

export const acceptOddsChangesValues = ['none', 'higher', 'any'] as const satisfies readonly AcceptOddsChanges[];

/** Decimal odds on the wire, or the text `suspended` whenever the market is not open. */
const wireOddsSchema = z.union([z.number(), z.literal('suspended')]);

export const apiTicketLegSchema = z.object({
  gameId: z.string(),
  optionId: z.string(),
  marketId: z.string(),
  eventName: z.string(),
  eventStatus: z.string(),
  /** The event's kickoff (ISO); optional on the wire for older replies. */
  startTime: z.string().optional(),
  marketName: z.string(),
  selectionName: z.string(),
  /** The price the leg is struck at. */
  odds: z.number(),
  /** The price now (`"suspended"` when its market is not open). */
  currentOdds: wireOddsSchema,
  status: z.enum(apiLegStatuses),
});
export type ApiTicketLeg = z.infer<typeof apiTicketLegSchema>;

export const apiTicketSchema = z.object({
  id: z.string(),
  betType: z.enum(ticketBetTypes),
  status: z.enum(apiTicketStatuses),
  stake: amountSchema,
  potentialReturn: amountSchema,
  funding: z.enum(ticketFundings),
  placedAt: z.string(),
  /** In-play tickets: when the delay is over and the ticket is re-priced. */
  acceptAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  settledReturn: amountSchema.nullable(),
  rejectReason: z.string().nullable(),
  /** Accepted tickets: the cash-out quote now, or null when cash-out is not offered. */
  cashoutValue: amountSchema.nullable(),
  legs: z.array(apiTicketLegSchema),
});
export type ApiTicket = z.infer<typeof apiTicketSchema>;

/** Stakes may be 0 (an unstaked single is not a bet); negatives and 3 decimals are a 400 naming the field. */
const stakeCentsSchema = nonNegativeAmountCentsSchema;

/** The odds the player saw: a decimal with at most 3 places, read from its text into thousandths. */
const requestedOddsMilliSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  const parsed = parseRequestedOdds(value);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.value;
});

const idText = z.string().trim().min(1).max(200);

/**
 * `POST /api/sports/place-bet`. On the wire stakes are decimals and odds decimal prices (the seed's
 * names `stake`, `odds`, `totalStake`); parsed, they are integer cents and thousandths under names
 * that say so (`stakeCents`, `oddsMilli`, `totalStakeCents`): the one conversion of the way in.
 */
export const placeBetRequestSchema = z
  .object({
    betType: z.enum(ticketBetTypes),
    bets: z
      .array(z.object({ gameId: idText, optionId: idText, odds: requestedOddsMilliSchema, stake: stakeCentsSchema.default(0) }))
      .min(1)
      .max(betslipLegsMax),
    totalStake: stakeCentsSchema.default(0),
    useBonus: z.boolean().default(false),
    acceptOddsChanges: z.enum(acceptOddsChangesValues).default('none'),
    requestId: requestIdSchema,
  })
  // Field by field, not `{ ...rest, bets, totalStakeCents }`: a hot path (docs/architecture.md, "Group commit").
  .transform(({ betType, bets, totalStake, useBonus, acceptOddsChanges, requestId }) => ({
    betType,
    bets: bets.map(({ gameId, optionId, odds, stake }) => ({ gameId, optionId, oddsMilli: odds, stakeCents: stake })),
    totalStakeCents: totalStake,
    useBonus,
    acceptOddsChanges,
    requestId,
  }));
/** What the slip sends (decimals). */
export type PlaceBetRequest = z.input<typeof placeBetRequestSchema>;
/** The same request as the server reads it (cents and thousandths). */
export type PlaceBetOrder = z.output<typeof placeBetRequestSchema>;

export const placeBetPayloadSchema = z.object({
  tickets: z.array(apiTicketSchema),
  balance: amountSchema,
  bonusBalance: amountSchema,
});
export type PlaceBetPayload = z.infer<typeof placeBetPayloadSchema>;

/** The body of a 409 `BETSLIP_ODDS_CHANGED` / `BETSLIP_MARKET_SUSPENDED`: the current odds of every bet leg whose price moved. */
export const slipPriceChangesSchema = z.object({
  changes: z.array(z.object({ gameId: z.string(), optionId: z.string(), odds: wireOddsSchema })),
});
export type SlipPriceChanges = z.infer<typeof slipPriceChangesSchema>;

export const myBetsQuerySchema = z.object({ status: z.enum(['open', 'settled']).default('open') });
export type MyBetsQuery = z.infer<typeof myBetsQuerySchema>;

export const myBetsPayloadSchema = z.object({ mybets: z.array(apiTicketSchema), history: z.array(apiTicketSchema) });
export type MyBetsPayload = z.infer<typeof myBetsPayloadSchema>;

/** `POST /api/sports/cashout`: `amount` is the quote the player saw, a decimal on the wire, cents parsed. */
export const cashoutRequestSchema = z
  .object({ ticketId: z.string().uuid(), amount: positiveAmountCentsSchema })
  .transform(({ ticketId, amount }) => ({ ticketId, amountCents: amount }));
export type CashoutRequest = z.input<typeof cashoutRequestSchema>;
export type CashoutOrder = z.output<typeof cashoutRequestSchema>;

export const cashoutPayloadSchema = z.object({ ticket: apiTicketSchema, amount: amountSchema, balance: amountSchema, bonusBalance: amountSchema });
export type CashoutPayload = z.infer<typeof cashoutPayloadSchema>;

/** The body of a cash-out 409: the quote now, or null when cash-out is no longer offered. */
export const cashoutQuoteChangeSchema = z.object({ cashoutValue: amountSchema.nullable() });
export type CashoutQuoteChange = z.infer<typeof cashoutQuoteChangeSchema>;

// ---- Envelopes of the betting routes ---------------------------------------------------------

export const placeBetResponseSchema = envelopeOf(placeBetPayloadSchema);
/** 409 of a changed or suspended price: the current odds of every bet leg whose price moved. */
export const oddsChangedResponseSchema = errorEnvelopeSchema.extend({ response: slipPriceChangesSchema });
export const myBetsResponseSchema = envelopeOf(myBetsPayloadSchema);
export const cashoutResponseSchema = envelopeOf(cashoutPayloadSchema);
/** 409 of a moved cash-out quote: the quote now, or null when cash-out is no longer offered. */
export const cashoutChangedResponseSchema = errorEnvelopeSchema.extend({ response: cashoutQuoteChangeSchema.nullable() });
