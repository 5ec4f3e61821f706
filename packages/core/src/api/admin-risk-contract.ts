import { z } from 'zod';
import { amountCentsSchema, amountSchema, playerRefFields } from './common';
import { currencies } from './contract';
import { oddsSchema } from './sports-contract';

/**
 * The staff risk API (PRODUCT.md section 11, docs/betting-api.md). Every amount of the risk screen
 * is in the `currency` beside it: players hold different currencies, and figures of two currencies
 * are never added (one ladder, event row and total per currency).
 */

// ---- Requests ------------------------------------------------------------------------------

/** A threshold: a decimal amount or null (off), parsed to cents: 1.00 .. 100,000,000.00 in its currency. */
const thresholdInput = amountCentsSchema
  .refine((cents) => cents >= 100, 'must be at least 1')
  .refine((cents) => cents <= 10_000_000_000, 'must be at most 100000000')
  .nullable();

/** A stake or payout limit: a positive amount in its currency (parsed to cents). */
const limitInput = amountCentsSchema.refine((cents) => cents > 0, 'must be greater than 0');

/** One currency's limits; every field optional (absent = kept). */
export const currencyLimitsRequestSchema = z.strictObject({
  stakeMin: limitInput.optional(),
  stakeMax: limitInput.optional(),
  payoutMax: limitInput.optional(),
  autoSuspendLiability: thresholdInput.optional(),
});
/** As the server reads it: amounts in cents. */
export type CurrencyLimitsBody = z.output<typeof currencyLimitsRequestSchema>;

/** `limits`: supported currency -> its limits; another key is a 400 naming it (`limits.XYZ`). */
const limitsRequestSchema = z.record(z.string(), currencyLimitsRequestSchema).superRefine((limits, context) => {
  for (const key of Object.keys(limits)) {
    if (!(currencies as readonly string[]).includes(key)) {
      context.addIssue({ code: 'custom', path: [key], message: `is not a supported currency (${currencies.join(', ')})` });
    }
  }
});

/**
 * `PUT /api/admin/risk/settings`: operator limits per currency, each field optional (absent = kept).
 * `autoSuspendLiability` at the top level is the house currency's threshold (kept for older
 * clients; do not send it with `limits.<house currency>.autoSuspendLiability`).
 */
export const adminRiskSettingsRequestSchema = z
  .object({
    autoSuspendLiability: thresholdInput.optional(),
    limits: limitsRequestSchema.optional(),
  })
  .refine((body) => body.autoSuspendLiability !== undefined || body.limits !== undefined, { message: 'give limits per currency (or autoSuspendLiability)', path: ['limits'] });
/** What a client sends: decimal amounts. */
export type AdminRiskSettingsRequest = z.input<typeof adminRiskSettingsRequestSchema>;
/** As the server reads it: amounts in cents. */
export type RiskSettingsBody = z.output<typeof adminRiskSettingsRequestSchema>;

/** `PUT /api/admin/risk/players/:userId/stake-factor`: 0 .. 10 with at most 2 decimals (parsed exactly: 0.5 -> 50 hundredths). */
export const stakeFactorRequestSchema = z.object({
  stakeFactor: amountCentsSchema.refine((hundredths) => hundredths >= 0 && hundredths <= 1_000, 'must be between 0 and 10'),
});
export type StakeFactorRequest = z.input<typeof stakeFactorRequestSchema>;
export type StakeFactorBody = z.output<typeof stakeFactorRequestSchema>;

export const riskMarketParamsSchema = z.object({ marketId: z.string().min(1, 'is required').max(128, 'must be at most 128 characters') });
/** Which currency's ladder (default: the house currency); any currency found on tickets may be read. */
export const riskMarketQuerySchema = z.object({ currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as EUR').optional() });
export const riskUserParamsSchema = z.object({ userId: z.uuid('must be a user id') });

// ---- Replies -------------------------------------------------------------------------------

/** The market and the event a risk row names. */
const marketRefFields = { marketId: z.string(), marketName: z.string() };
const eventRefFields = { eventId: z.string(), eventName: z.string() };
/** A currency's totals on the risk screen: the open stake of its tickets and their liability. */
const currencyTotalsFields = { totalOpenStake: amountSchema, totalLiability: amountSchema };

/**
 * Liability of a selection: what the house pays out if it wins, minus what it keeps. Multis and
 * system bets count their full potential return against each open leg (the worst case).
 */
export const apiSelectionLiabilitySchema = z.object({
  /** The currency of this row's amounts (the backing tickets' currency). */
  currency: z.string(),
  selectionId: z.string(),
  selectionName: z.string(),
  odds: oddsSchema,
  tickets: z.number().int(),
  /** Stakes of open tickets backing this selection. */
  stake: amountSchema,
  /** What open tickets backing it would pay if it (and, for multis, their other legs) won. */
  potentialPayout: amountSchema,
  /** potentialPayout minus every open stake on the market: the house's loss if it wins (negative = profit). */
  liability: amountSchema,
});
export type ApiSelectionLiability = z.infer<typeof apiSelectionLiabilitySchema>;

/** A market's ladder in one currency: only that currency's tickets. */
export const apiMarketLiabilitySchema = z.object({
  currency: z.string(),
  ...marketRefFields,
  marketStatus: z.string(),
  ...eventRefFields,
  eventStatus: z.string(),
  /** Set while risk holds the market suspended. */
  riskSuspendedAt: z.string().nullable(),
  stake: amountSchema,
  /** The worst selection's liability. */
  liability: amountSchema,
  /** The ladder: one row per selection, worst first. */
  selections: z.array(apiSelectionLiabilitySchema),
});
export type ApiMarketLiability = z.infer<typeof apiMarketLiabilitySchema>;

/** `GET /api/admin/risk/markets/:marketId` and the answer of a suspend or release. */
export const adminMarketLadderSchema = z.object({ market: apiMarketLiabilitySchema });

/** An event's liability in one currency (an event with bets in two currencies has two rows). */
export const apiEventLiabilitySchema = z.object({
  currency: z.string(),
  ...eventRefFields,
  eventStatus: z.string(),
  startTime: z.string(),
  tickets: z.number().int(),
  stake: amountSchema,
  /** Sum of its markets' worst-case liabilities. */
  liability: amountSchema,
});
export type ApiEventLiability = z.infer<typeof apiEventLiabilitySchema>;

export const apiPlayerRiskSchema = z.object({
  /** The player's account currency: turnover, profit and open stake are in it. */
  currency: z.string(),
  ...playerRefFields,
  /** Per-player stake factor (1 = normal; 0.5 halves the max stake; 0 blocks betting). */
  stakeFactor: z.number(),
  tickets: z.number().int(),
  turnover: amountSchema,
  /** Player's net result on settled tickets (returns + cash-outs - stakes); positive = player winning. */
  profit: amountSchema,
  openStake: amountSchema,
});
export type ApiPlayerRisk = z.infer<typeof apiPlayerRiskSchema>;

/** Operator limits of one currency, in that currency. */
export const apiCurrencyLimitsSchema = z.object({
  stakeMin: amountSchema,
  /** Before the stake factor. */
  stakeMax: amountSchema,
  payoutMax: amountSchema,
  /** Auto-suspend threshold for a selection's liability in this currency (null = off). */
  autoSuspendLiability: amountSchema.nullable(),
});
export type ApiCurrencyLimits = z.infer<typeof apiCurrencyLimitsSchema>;

/** Totals and limits of one currency on the risk screen. */
export const apiRiskCurrencySummarySchema = z.object({
  currency: z.string(),
  /** False for a currency found on open tickets that has no limits (no new bets are taken in it). */
  supported: z.boolean(),
  ...currencyTotalsFields,
  /** Null when the currency is not supported. */
  limits: apiCurrencyLimitsSchema.nullable(),
});
export type ApiRiskCurrencySummary = z.infer<typeof apiRiskCurrencySummarySchema>;

/** `GET /api/admin/risk/overview`. */
export const adminRiskOverviewSchema = z.object({
  /** The house currency (core `currencyDefault`): the four fields below are its figures only. */
  currency: z.string(),
  /** Auto-suspend threshold of the house currency (null = off); every currency's is in `byCurrency`. */
  autoSuspendLiability: amountSchema.nullable(),
  /** Open stake and liability of the house currency's tickets. */
  ...currencyTotalsFields,
  /** One entry per supported currency (core `currencies` order), then any other currency on open tickets. */
  byCurrency: z.array(apiRiskCurrencySummarySchema),
  topSelections: z.array(apiSelectionLiabilitySchema.extend({ ...marketRefFields, ...eventRefFields })),
  topMarkets: z.array(apiMarketLiabilitySchema),
  events: z.array(apiEventLiabilitySchema),
  players: z.array(apiPlayerRiskSchema),
});
export type AdminRiskOverview = z.infer<typeof adminRiskOverviewSchema>;

/** The answer of `PUT /api/admin/risk/settings`: the limits now in force for every supported currency. */
export const adminRiskSettingsSchema = z.object({
  /** The house currency's threshold. */
  autoSuspendLiability: amountSchema.nullable(),
  limits: z.record(z.string(), apiCurrencyLimitsSchema),
});
export type AdminRiskSettings = z.infer<typeof adminRiskSettingsSchema>;
