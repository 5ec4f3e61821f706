import { z } from 'zod';
import { amountSchema, envelopeOf, idParamsSchema, pagedQuery, pageResponseOf, playerRefFields } from './common';
import { staffReasonSchema } from './admin-tickets-contract';
import {
  exchangeLadderSchema,
  exchangeMarketStatuses,
  exchangeMatchSchema,
  exchangeOrderSchema,
  exchangeOrderStatuses,
  exchangeRunnerSchema,
  exchangeSides,
} from './exchange-contract';

/**
 * The staff exchange API: events and markets (create, link to a feed event, suspend, reopen, turn
 * in-play, close), results (winner, dead heat, void, re-result with a reason) and every order and
 * matched bet with its ledger trail. Reads need `exchange.read`, changes `exchange.write`.
 */

export const exchangeEventStatuses = ['upcoming', 'inplay', 'finished'] as const;
export type ExchangeEventStatus = (typeof exchangeEventStatuses)[number];

const nameText = z.string().trim().min(2, 'must be at least 2 characters').max(120, 'must be at most 120 characters');

/** `GET /api/admin/exchange-events`. */
export const adminExchangeEventsQuerySchema = pagedQuery({
  status: z.enum(exchangeEventStatuses).optional(),
  sportId: z.coerce.number().int().positive('must be a sport id').optional(),
  q: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
});
export type AdminExchangeEventsQuery = Partial<z.output<typeof adminExchangeEventsQuerySchema>>;

export const adminExchangeEventRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  sportId: z.number().int().nullable(),
  sportName: z.string().nullable(),
  startsAt: z.string(),
  status: z.enum(exchangeEventStatuses),
  /** The sportsbook event it follows (the feed's in-play and suspensions), or null for a staff-made one. */
  linkedEventId: z.string().nullable(),
  marketCount: z.number().int(),
  matchedVolume: amountSchema,
  createdAt: z.string(),
});
export type AdminExchangeEventRow = z.infer<typeof adminExchangeEventRowSchema>;
export const adminExchangeEventsResponseSchema = pageResponseOf(adminExchangeEventRowSchema);

const runnerNames = z
  .array(nameText)
  .min(2, 'must have at least 2 runners')
  .max(30, 'must have at most 30 runners')
  .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, 'runner names must differ');

/**
 * `POST /api/admin/exchange-events`: a staff-made event with its markets, or a link to a sportsbook
 * event (its match-odds market becomes an exchange market with the same runners).
 */
export const createExchangeEventRequestSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('manual'),
    name: nameText,
    sportId: z.number().int().positive('must be a sport id'),
    startsAt: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }),
    markets: z.array(z.object({ name: nameText, runners: runnerNames })).min(1, 'must have at least 1 market').max(20, 'must have at most 20 markets'),
  }),
  z.object({ source: z.literal('feed'), eventId: z.uuid('must be a sportsbook event id') }),
]);
export type CreateExchangeEventRequest = z.infer<typeof createExchangeEventRequestSchema>;

export const adminExchangeEventParamsSchema = idParamsSchema('an exchange event');
export const adminExchangeMarketParamsSchema = idParamsSchema('an exchange market');

export const exchangeResultViewSchema = z.object({
  kind: z.enum(['winner', 'dead_heat', 'void']),
  runnerIds: z.array(z.string()),
  /** 1 for the first settlement, +1 per re-result. */
  version: z.number().int(),
  reason: z.string(),
  settledAt: z.string(),
  settledBy: z.string().nullable(),
});
export type ExchangeResultView = z.infer<typeof exchangeResultViewSchema>;

/** A market on the staff event page: the full ladder and the book's size. */
export const adminExchangeMarketSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(exchangeMarketStatuses),
  inPlay: z.boolean(),
  runners: z.array(exchangeRunnerSchema),
  ladder: exchangeLadderSchema,
  openOrders: z.number().int(),
  /** Unmatched stake resting in the book. */
  unmatchedVolume: amountSchema,
  playerCount: z.number().int(),
  result: exchangeResultViewSchema.nullable(),
});
export type AdminExchangeMarket = z.infer<typeof adminExchangeMarketSchema>;

/** `GET /api/admin/exchange-events/:id`. */
export const adminExchangeEventSchema = adminExchangeEventRowSchema.extend({ markets: z.array(adminExchangeMarketSchema) });
export type AdminExchangeEvent = z.infer<typeof adminExchangeEventSchema>;
export const adminExchangeEventResponseSchema = envelopeOf(adminExchangeEventSchema);

export const exchangeMarketActions = ['suspend', 'reopen', 'turn_in_play', 'close'] as const;
export type ExchangeMarketAction = (typeof exchangeMarketActions)[number];

/** `POST /api/admin/exchange-markets/:id/status`: turning in-play lapses unmatched `lapse` orders; closing lapses every unmatched order. */
export const exchangeMarketStatusRequestSchema = z.object({ action: z.enum(exchangeMarketActions), reason: staffReasonSchema.optional() });
export type ExchangeMarketStatusRequest = z.infer<typeof exchangeMarketStatusRequestSchema>;

// ---- Results -----------------------------------------------------------------------------------

/** A winner, a dead heat among 2 or more runners, or void (every bet stands at 0). */
export const exchangeResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('winner'), runnerId: z.uuid('must be a runner id') }),
  z.object({
    kind: z.literal('dead_heat'),
    runnerIds: z
      .array(z.uuid('must be a runner id'))
      .min(2, 'must name at least 2 runners')
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a runner'),
  }),
  z.object({ kind: z.literal('void') }),
]);
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;

/**
 * `POST /api/admin/exchange-markets/:id/result`: settles a closed (or open, which closes it first)
 * market, or re-results a settled one; the reason is kept on the settlement and in History.
 */
export const settleExchangeMarketRequestSchema = z.object({ result: exchangeResultSchema, reason: staffReasonSchema });
export type SettleExchangeMarketRequest = z.infer<typeof settleExchangeMarketRequestSchema>;


export const settledPositionSchema = z.object({
  ...playerRefFields,
  profit: amountSchema,
  commission: amountSchema,
  net: amountSchema,
});

/** `GET /api/admin/exchange-markets/:id/results`: the market, its result history and the settled positions. */
export const adminExchangeResultsSchema = z.object({
  marketId: z.string(),
  marketName: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  status: z.enum(exchangeMarketStatuses),
  currency: z.string(),
  runners: z.array(exchangeRunnerSchema),
  matchedVolume: amountSchema,
  history: z.array(exchangeResultViewSchema),
  positions: z.array(settledPositionSchema),
  totalCommission: amountSchema,
});
export type AdminExchangeResults = z.infer<typeof adminExchangeResultsSchema>;
export const adminExchangeResultsResponseSchema = envelopeOf(adminExchangeResultsSchema);

// ---- Tickets -----------------------------------------------------------------------------------

/** `GET /api/admin/exchange-tickets`: every order, newest first. */
export const adminExchangeTicketsQuerySchema = pagedQuery({
  status: z.enum(exchangeOrderStatuses).optional(),
  side: z.enum(exchangeSides).optional(),
  /** Exact user id, or part of a username. */
  user: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
  eventId: z.uuid('must be an exchange event id').optional(),
  marketId: z.uuid('must be an exchange market id').optional(),
  from: z.iso.date('must be an ISO date').optional(),
  to: z.iso.date('must be an ISO date').optional(),
});
export type AdminExchangeTicketsQuery = Partial<z.output<typeof adminExchangeTicketsQuerySchema>>;

export const adminExchangeTicketSchema = exchangeOrderSchema.extend({
  ...playerRefFields,
  currency: z.string(),
  eventName: z.string(),
  marketName: z.string(),
  requestId: z.string(),
});
export type AdminExchangeTicket = z.infer<typeof adminExchangeTicketSchema>;
export const adminExchangeTicketsResponseSchema = pageResponseOf(adminExchangeTicketSchema);
export const adminExchangeTicketParamsSchema = idParamsSchema('an exchange order');

export const exchangeLedgerEntrySchema = z.object({
  id: z.string(),
  code: z.string(),
  /** Positive when money reached the player's wallet or escrow, negative when it left. */
  amount: amountSchema,
  account: z.enum(['cash', 'escrow']),
  createdAt: z.string(),
  note: z.string().nullable(),
});

/** `GET /api/admin/exchange-tickets/:id`: the order, its matched bets and the market's ledger trail for this player. */
export const adminExchangeTicketDetailSchema = z.object({
  ticket: adminExchangeTicketSchema,
  matches: z.array(exchangeMatchSchema.extend({ counterpartyId: z.string() })),
  ledger: z.array(exchangeLedgerEntrySchema),
});
export type AdminExchangeTicketDetail = z.infer<typeof adminExchangeTicketDetailSchema>;
export const adminExchangeTicketDetailResponseSchema = envelopeOf(adminExchangeTicketDetailSchema);
