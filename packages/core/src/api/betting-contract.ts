import { z } from 'zod';
import { betslipLegsMax } from '../betslip/limits';
import { parseRequestedOdds, type AcceptOddsChanges } from '../betslip/validation';
import { amountSchema, nonNegativeAmountCentsSchema, positiveAmountCentsSchema, requestIdSchema } from './common';
import type { ApiOdds } from './sports-contract';

/**
 * The betting API's shapes (PRODUCT.md section 11, docs/betting-api.md): the player's tickets and
 * the staff's tickets and risk screens. Amounts are decimals in the ticket's currency.
 */

export const ticketBetTypes = ['single', 'multi', 'system'] as const;
export type TicketBetType = (typeof ticketBetTypes)[number];

export const apiTicketStatuses = ['pending', 'accepted', 'rejected', 'won', 'lost', 'void', 'cashed_out'] as const;
export type ApiTicketStatus = (typeof apiTicketStatuses)[number];

export const apiLegStatuses = ['open', 'won', 'lost', 'void', 'dead_heat'] as const;
export type ApiLegStatus = (typeof apiLegStatuses)[number];

export const ticketFundings = ['cash', 'bonus'] as const;
export type TicketFunding = (typeof ticketFundings)[number];

export const acceptOddsChangesValues = ['none', 'higher', 'any'] as const satisfies readonly AcceptOddsChanges[];

/** Decimal odds on the wire, or the text `suspended` whenever the market is not open. */
const wireOddsSchema = z.union([z.number(), z.literal('suspended')]);

export const apiTicketLegSchema = z.object({
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
  .transform(({ bets, totalStake, ...rest }) => ({
    ...rest,
    bets: bets.map(({ gameId, optionId, odds, stake }) => ({ gameId, optionId, oddsMilli: odds, stakeCents: stake })),
    totalStakeCents: totalStake,
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

// ---- Staff: tickets ------------------------------------------------------------------------

/** Staff see whose ticket it is and its settlement trail. */
export type ApiAdminTicket = ApiTicket & {
  userId: string;
  username: string;
  currency: string;
  requestId: string;
  /** 0 while open; 1 after the first settlement; +1 per resettlement. */
  settlementSeq: number;
  /** Staff's reason for the last manual void / settlement / resettlement. */
  settleReason: string | null;
};

/** `GET /api/admin/tickets` query: every filter optional; `page` from 1. */
export type AdminTicketQuery = {
  status?: ApiTicketStatus | 'open' | 'settled';
  betType?: TicketBetType;
  /** Exact user id, or part of a username (case-insensitive). */
  user?: string;
  eventId?: string;
  marketId?: string;
  /** ISO dates bounding `placedAt`. */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
};

export type AdminTicketList = { tickets: ApiAdminTicket[]; total: number; page: number; pageSize: number };

/** One ledger transfer of a ticket (stake, payout, refund, resettlement reversal, cash-out). */
export type ApiTicketLedgerLine = {
  id: string;
  code: string;
  amount: number;
  /** `player-cash`, `player-bonus` or `house`: which side the money left and reached. */
  from: string;
  to: string;
  idempotencyKey: string;
  createdAt: string;
};

/** An audit entry of a staff action on the ticket. */
export type ApiTicketAuditLine = { action: string; actor: string; reason: string | null; at: string };

export type AdminTicketDetail = { ticket: ApiAdminTicket; ledger: ApiTicketLedgerLine[]; audit: ApiTicketAuditLine[] };

/** `POST /api/admin/tickets/:id/void` `{ reason }`. */
export type AdminVoidTicketRequest = { reason: string };

/**
 * `POST /api/admin/tickets/:id/settle`: settles an open ticket by hand or resettles a settled one;
 * every leg gets an outcome (`deadHeatCount` only with `dead_heat`, 2 or more).
 */
export type AdminSettleTicketRequest = {
  legs: { legIndex: number; outcome: 'won' | 'lost' | 'void' | 'dead_heat'; deadHeatCount?: number }[];
  reason: string;
};

// ---- Staff: risk ---------------------------------------------------------------------------
//
// Every amount of the risk screen is in the `currency` beside it: players hold different
// currencies, and figures of two currencies are never added (one ladder, event row and total per
// currency).

/**
 * Liability of a selection: what the house pays out if it wins, minus what it keeps. Multis and
 * system bets count their full potential return against each open leg (the worst case).
 */
export type ApiSelectionLiability = {
  /** The currency of this row's amounts (the backing tickets' currency). */
  currency: string;
  selectionId: string;
  selectionName: string;
  odds: ApiOdds;
  tickets: number;
  /** Stakes of open tickets backing this selection. */
  stake: number;
  /** What open tickets backing it would pay if it (and, for multis, their other legs) won. */
  potentialPayout: number;
  /** potentialPayout minus every open stake on the market: the house's loss if it wins (negative = profit). */
  liability: number;
};

/** A market's ladder in one currency: only that currency's tickets. */
export type ApiMarketLiability = {
  currency: string;
  marketId: string;
  marketName: string;
  marketStatus: string;
  eventId: string;
  eventName: string;
  eventStatus: string;
  /** Set while risk holds the market suspended. */
  riskSuspendedAt: string | null;
  stake: number;
  /** The worst selection's liability. */
  liability: number;
  /** The ladder: one row per selection, worst first. */
  selections: ApiSelectionLiability[];
};

/** An event's liability in one currency (an event with bets in two currencies has two rows). */
export type ApiEventLiability = {
  currency: string;
  eventId: string;
  eventName: string;
  eventStatus: string;
  startTime: string;
  tickets: number;
  stake: number;
  /** Sum of its markets' worst-case liabilities. */
  liability: number;
};

export type ApiPlayerRisk = {
  /** The player's account currency: turnover, profit and open stake are in it. */
  currency: string;
  userId: string;
  username: string;
  /** Per-player stake factor (1 = normal; 0.5 halves the max stake; 0 blocks betting). */
  stakeFactor: number;
  tickets: number;
  turnover: number;
  /** Player's net result on settled tickets (returns + cash-outs - stakes); positive = player winning. */
  profit: number;
  openStake: number;
};

/** Operator limits of one currency, in that currency. */
export type ApiCurrencyLimits = {
  stakeMin: number;
  /** Before the stake factor. */
  stakeMax: number;
  payoutMax: number;
  /** Auto-suspend threshold for a selection's liability in this currency (null = off). */
  autoSuspendLiability: number | null;
};

/** Totals and limits of one currency on the risk screen. */
export type ApiRiskCurrencySummary = {
  currency: string;
  /** False for a currency found on open tickets that has no limits (no new bets are taken in it). */
  supported: boolean;
  totalOpenStake: number;
  totalLiability: number;
  /** Null when the currency is not supported. */
  limits: ApiCurrencyLimits | null;
};

/** `GET /api/admin/risk/overview`. */
export type AdminRiskOverview = {
  /** The house currency (core `currencyDefault`): the four fields below are its figures only. */
  currency: string;
  /** Auto-suspend threshold of the house currency (null = off); every currency's is in `byCurrency`. */
  autoSuspendLiability: number | null;
  /** Open stake of the house currency's tickets. */
  totalOpenStake: number;
  /** Liability of the house currency's tickets. */
  totalLiability: number;
  /** One entry per supported currency (core `currencies` order), then any other currency on open tickets. */
  byCurrency: ApiRiskCurrencySummary[];
  topSelections: (ApiSelectionLiability & { marketId: string; marketName: string; eventId: string; eventName: string })[];
  topMarkets: ApiMarketLiability[];
  events: ApiEventLiability[];
  players: ApiPlayerRisk[];
};

/**
 * `PUT /api/admin/risk/settings`: operator limits per currency, each field optional (absent = kept).
 * `autoSuspendLiability` at the top level is the house currency's threshold (kept for older
 * clients; do not send it with `limits.<house currency>.autoSuspendLiability`).
 */
export type AdminRiskSettingsRequest = {
  autoSuspendLiability?: number | null;
  limits?: Partial<Record<string, Partial<ApiCurrencyLimits>>>;
};

/** Its answer: the limits now in force for every supported currency. */
export type AdminRiskSettings = {
  /** The house currency's threshold. */
  autoSuspendLiability: number | null;
  limits: Record<string, ApiCurrencyLimits>;
};
