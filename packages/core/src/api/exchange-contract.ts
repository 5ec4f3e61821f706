import { z } from 'zod';
import { parseRequestedOdds } from '../betslip/validation';
import { isOnLadder } from '../exchange/ladder';
import { amountSchema, envelopeOf, idParamsSchema, pagedQuery, pageResponseOf, positiveAmountCentsSchema, requestIdSchema } from './common';

/**
 * The player's exchange API (PRODUCT.md section 5). On the wire prices are decimals on the Betfair
 * ladder (`2.5`) and money decimals in the player's currency; parsed, they are `priceMilli` and
 * cents. `stake` is always the backer's stake: a lay of stake S at price P risks S x (P - 1).
 *
 * Ladder naming as exchange users read it: `availableToBack` are the prices a back order matches
 * now (other players' resting lays, best = highest), `availableToLay` the prices a lay matches
 * (resting backs, best = lowest).
 */

export const exchangeSides = ['back', 'lay'] as const;
export type ExchangeOrderSide = (typeof exchangeSides)[number];
export const exchangePersistences = ['lapse', 'keep'] as const;

/**
 * `open`: trading; `suspended`: no orders (staff or the feed's dangerous moment), resting orders
 * stay; `closed`: trading over, awaiting the result (unmatched orders lapsed); `settled`: resulted
 * (a winner or a dead heat); `voided`: every bet void.
 */
export const exchangeMarketStatuses = ['open', 'suspended', 'closed', 'settled', 'voided'] as const;
export type ExchangeMarketStatus = (typeof exchangeMarketStatuses)[number];

/**
 * `open`: some stake still unmatched; `matched`: all matched; `cancelled` / `lapsed`: the unmatched
 * rest was cancelled by the player / lapsed at in-play or close (any matched part stands).
 */
export const exchangeOrderStatuses = ['open', 'matched', 'cancelled', 'lapsed'] as const;
export type ExchangeOrderStatus = (typeof exchangeOrderStatuses)[number];

/** A price on the ladder, read from its decimal text into thousandths (no float arithmetic). */
export const ladderPriceMilliSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  const parsed = parseRequestedOdds(value);
  if (!parsed.ok || !isOnLadder(parsed.value)) {
    context.addIssue({ code: 'custom', message: 'must be a price on the exchange ladder (1.01 to 1000 in its tick steps)' });
    return z.NEVER;
  }
  return parsed.value;
});

// ---- Market views ------------------------------------------------------------------------------

export const ladderLevelSchema = z.object({ price: z.number(), size: amountSchema });
export type LadderLevel = z.infer<typeof ladderLevelSchema>;

/** One runner's ladder: best 3 levels each side, last traded price and traded volume. */
export const exchangeRunnerLadderSchema = z.object({
  runnerId: z.string(),
  availableToBack: z.array(ladderLevelSchema),
  availableToLay: z.array(ladderLevelSchema),
  lastTradedPrice: z.number().nullable(),
  tradedVolume: amountSchema,
});
export type ExchangeRunnerLadder = z.infer<typeof exchangeRunnerLadderSchema>;

/** The realtime `exchangeLadder` message of a market room (`exmarket:<marketId>`), also part of the market view. */
export const exchangeLadderSchema = z.object({
  marketId: z.string(),
  status: z.enum(exchangeMarketStatuses),
  inPlay: z.boolean(),
  matchedVolume: amountSchema,
  runners: z.array(exchangeRunnerLadderSchema),
});
export type ExchangeLadder = z.infer<typeof exchangeLadderSchema>;

export const exchangeRunnerSchema = z.object({ id: z.string(), name: z.string(), sortOrder: z.number().int() });
export type ExchangeRunner = z.infer<typeof exchangeRunnerSchema>;

const marketHeadFields = {
  id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  sportId: z.number().int().nullable(),
  sportName: z.string().nullable(),
  name: z.string(),
  status: z.enum(exchangeMarketStatuses),
  inPlay: z.boolean(),
  startsAt: z.string(),
  currency: z.string(),
};

/** `GET /api/exchange/markets/:id`: the market page. */
export const exchangeMarketSchema = z.object({
  ...marketHeadFields,
  runners: z.array(exchangeRunnerSchema),
  ladder: exchangeLadderSchema,
  /** Seconds an in-play order waits before it reaches the book. */
  betDelaySeconds: z.number().int(),
  minStake: amountSchema,
  /** Commission on net market winnings, percent (5 = 5%). */
  commissionPercent: z.number(),
});
export type ExchangeMarket = z.infer<typeof exchangeMarketSchema>;
export const exchangeMarketParamsSchema = idParamsSchema('an exchange market');

/** A lobby row: the market with each runner's best prices and the matched volume. */
export const exchangeMarketSummarySchema = z.object({
  ...marketHeadFields,
  matchedVolume: amountSchema,
  runners: z.array(
    z.object({ id: z.string(), name: z.string(), bestBack: ladderLevelSchema.nullable(), bestLay: ladderLevelSchema.nullable() }),
  ),
});
export type ExchangeMarketSummary = z.infer<typeof exchangeMarketSummarySchema>;

export const exchangeLobbyStates = ['inplay', 'upcoming', 'all'] as const;

/** `GET /api/exchange/markets`: open and suspended markets, in-play first then by start time. */
export const exchangeLobbyQuerySchema = pagedQuery({
  sportId: z.coerce.number().int().positive('must be a sport id').optional(),
  state: z.enum(exchangeLobbyStates).default('all'),
  /** Part of the event or market name, case-insensitive. */
  q: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
});
export type ExchangeLobbyQuery = Partial<z.output<typeof exchangeLobbyQuerySchema>>;
export const exchangeLobbyResponseSchema = pageResponseOf(exchangeMarketSummarySchema);

// ---- Orders ------------------------------------------------------------------------------------

/** An order as its owner (and staff) see it; amounts are the backer's stake. */
export const exchangeOrderSchema = z.object({
  id: z.string(),
  marketId: z.string(),
  runnerId: z.string(),
  runnerName: z.string(),
  side: z.enum(exchangeSides),
  price: z.number(),
  stake: amountSchema,
  matched: amountSchema,
  remaining: amountSchema,
  /** Cancelled or lapsed stake. */
  cancelled: amountSchema,
  /** Stake-weighted average matched price, null while nothing matched. */
  averagePrice: z.number().nullable(),
  status: z.enum(exchangeOrderStatuses),
  persistence: z.enum(exchangePersistences),
  placedAt: z.string(),
  updatedAt: z.string(),
});
export type ExchangeOrder = z.infer<typeof exchangeOrderSchema>;
export const exchangeOrderParamsSchema = idParamsSchema('an exchange order');

/** `POST /api/exchange/orders`. */
export const placeExchangeOrderRequestSchema = z
  .object({
    marketId: z.uuid('must be an exchange market id'),
    runnerId: z.uuid('must be a runner id'),
    side: z.enum(exchangeSides),
    price: ladderPriceMilliSchema,
    stake: positiveAmountCentsSchema,
    persistence: z.enum(exchangePersistences).default('lapse'),
    requestId: requestIdSchema,
  })
  // Field by field, not `{ ...rest, priceMilli, stakeCents }`: a hot path (docs/architecture.md, "Group commit").
  .transform(({ marketId, runnerId, side, price, stake, persistence, requestId }) => ({ marketId, runnerId, side, priceMilli: price, stakeCents: stake, persistence, requestId }));
/** What the client sends (decimals). */
export type PlaceExchangeOrderRequest = z.input<typeof placeExchangeOrderRequestSchema>;
/** What the server reads (thousandths and cents). */
export type PlaceExchangeOrder = z.output<typeof placeExchangeOrderRequestSchema>;

/** `PATCH /api/exchange/orders/:id`: the new unmatched stake, below the current one (reduce). */
export const reduceExchangeOrderRequestSchema = z
  .object({ remaining: positiveAmountCentsSchema })
  .transform(({ remaining }) => ({ remainingCents: remaining }));
export type ReduceExchangeOrderRequest = z.input<typeof reduceExchangeOrderRequestSchema>;

/** The reply of place, cancel and reduce: the order now, the wallet and the market's escrow. */
export const exchangeOrderResultSchema = z.object({
  order: exchangeOrderSchema,
  balance: amountSchema,
  exposure: amountSchema,
});
export const exchangeOrderResponseSchema = envelopeOf(exchangeOrderResultSchema);
export type ExchangeOrderResult = z.infer<typeof exchangeOrderResultSchema>;

// ---- The player's position -------------------------------------------------------------------

/** A matched bet from its holder's side: one fill of one of their orders. */
export const exchangeMatchSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  runnerId: z.string(),
  runnerName: z.string(),
  side: z.enum(exchangeSides),
  price: z.number(),
  stake: amountSchema,
  /** Backer: the profit if the runner wins; layer: the liability. */
  winAmount: amountSchema,
  matchedAt: z.string(),
});
export type ExchangeMatch = z.infer<typeof exchangeMatchSchema>;

export const runnerProfitSchema = z.object({ runnerId: z.string(), profit: amountSchema });

/** The cash-out (green up) order at the best prices now; placing it is an ordinary order. */
export const greenUpQuoteSchema = z.object({
  runnerId: z.string(),
  side: z.enum(exchangeSides),
  price: z.number(),
  stake: amountSchema,
  profitsAfter: z.array(runnerProfitSchema),
});
export type GreenUpQuote = z.infer<typeof greenUpQuoteSchema>;

export const settledResultSchema = z.object({ profit: amountSchema, commission: amountSchema, net: amountSchema, settledAt: z.string() });

/** `GET /api/exchange/markets/:id/position`: the caller's orders, matched bets and P&L on one market. */
export const exchangePositionSchema = z.object({
  marketId: z.string(),
  currency: z.string(),
  /** Escrow held for this market: the worst case over runners of matched and unmatched orders. */
  exposure: amountSchema,
  /** Profit per runner if it wins, matched bets only. */
  profits: z.array(runnerProfitSchema),
  orders: z.array(exchangeOrderSchema),
  matches: z.array(exchangeMatchSchema),
  greenUp: greenUpQuoteSchema.nullable(),
  settled: settledResultSchema.nullable(),
});
export type ExchangePosition = z.infer<typeof exchangePositionSchema>;
export const exchangePositionResponseSchema = envelopeOf(exchangePositionSchema);

/** The realtime `exchangePosition` message on the player's private room: the same view. */
export const exchangePositionMessageSchema = exchangePositionSchema;

export const exchangePositionStates = ['open', 'settled', 'all'] as const;

/** `GET /api/exchange/positions`: the markets the player traded (my bets index). */
export const exchangePositionsQuerySchema = pagedQuery({ state: z.enum(exchangePositionStates).default('all') });
export type ExchangePositionsQuery = Partial<z.output<typeof exchangePositionsQuerySchema>>;

export const exchangePositionSummarySchema = z.object({
  marketId: z.string(),
  marketName: z.string(),
  eventName: z.string(),
  status: z.enum(exchangeMarketStatuses),
  exposure: amountSchema,
  openOrders: z.number().int(),
  matchedStake: amountSchema,
  /** Null until settled. */
  settled: settledResultSchema.nullable(),
  updatedAt: z.string(),
});
export type ExchangePositionSummary = z.infer<typeof exchangePositionSummarySchema>;
export const exchangePositionsResponseSchema = pageResponseOf(exchangePositionSummarySchema);

export const exchangeMarketResponseSchema = envelopeOf(exchangeMarketSchema);

// ---- Settings ----------------------------------------------------------------------------------

/** The operator's exchange setting (settings row `exchange`); code owns the defaults. */
export const exchangeSettingsKey = 'exchange';
export const exchangeSettingsSchema = z.object({
  /** Commission on a player's net winnings per market, basis points (500 = 5%). */
  commissionBasisPoints: z.number().int().min(0).max(10_000),
  /** Smallest order stake (backer's stake), cents. */
  minStakeCents: z.number().int().min(1),
  /** Seconds an in-play order waits before it reaches the book. */
  betDelaySeconds: z.number().int().min(0).max(30),
});
export type ExchangeSettings = z.infer<typeof exchangeSettingsSchema>;
export const exchangeSettingsDefault: ExchangeSettings = Object.freeze({ commissionBasisPoints: 500, minStakeCents: 200, betDelaySeconds: 5 });
