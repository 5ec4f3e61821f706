import { z } from 'zod';
import { oddsMilliMax } from '../odds/odds';
import { idParamsSchema, pagedQuery, pageOf } from './common';
import { eventSchema, eventStatuses, marketResultSchema, marketSchema, optionSchema, sportIdSchema } from './sports-contract';

/**
 * The staff events API (PRODUCT.md section 11, docs/sports-api.md): the events table, one event
 * with every market and result, and the staff's edits (create, status and score, markets, odds,
 * results). Odds are decimals on the wire, thousandths inside.
 */

// ---- Requests ------------------------------------------------------------------------------

/** Decimal odds from staff: above 1.00, at most 1000, at most 3 decimals (stored as thousandths). */
export const staffOddsSchema = z
  .number()
  .gt(1, 'must be above 1')
  .max(oddsMilliMax / 1000, 'must be at most 1000')
  .refine((value) => Number.isInteger(Math.round(value * 1000)) && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'at most 3 decimals');

const textField = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
/** Scores are per sport and free-form, but small. */
const scoresSchema = z
  .record(z.string().max(32), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 2_000, 'must be at most 2000 characters as JSON');

/** `GET /api/admin/events`. */
export const adminEventsQuerySchema = pagedQuery({
  spid: sportIdSchema.optional(),
  status: z.enum(eventStatuses).optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});
export type AdminEventsQueryParsed = z.output<typeof adminEventsQuerySchema>;
/** What a client sends: every field optional (the coerced input type is `unknown`, so it is not used here). */
export type AdminEventsQuery = Partial<AdminEventsQueryParsed>;

export const adminEventParamsSchema = idParamsSchema('an event');
export const adminMarketParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** `POST /api/admin/events`: a manual event, scheduled. */
export const createEventRequestSchema = z.object({
  sportId: sportIdSchema,
  competitionName: textField(100),
  home: textField(80),
  away: textField(80),
  startTime: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }),
});
export type CreateEventRequest = z.infer<typeof createEventRequestSchema>;

/** `PATCH /api/admin/events/:id`: status, score or start time (takes the event over from the feed). */
export const patchEventRequestSchema = z
  .object({
    status: z.enum(['live', 'ended', 'cancelled']).optional(),
    scores: scoresSchema.optional(),
    startTime: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
  })
  .refine((body) => body.status !== undefined || body.scores !== undefined || body.startTime !== undefined, { message: 'nothing to change', path: ['status'] });
export type PatchEventRequest = z.infer<typeof patchEventRequestSchema>;

export const selectionsPerMarketMax = 40;

/** `POST /api/admin/events/:id/markets`: a market with its options. */
export const createMarketRequestSchema = z.object({
  name: textField(120),
  type: z.string().trim().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes'),
  line: z.number().finite().min(-1000).max(1000).nullable().optional(),
  options: z.array(z.object({ name: textField(80), odds: staffOddsSchema })).min(2, 'needs at least 2 options').max(selectionsPerMarketMax),
});
export type CreateMarketRequest = z.infer<typeof createMarketRequestSchema>;

/** `PATCH /api/admin/markets/:id`: suspend, reopen, close or new odds. */
export const patchMarketRequestSchema = z
  .object({
    status: z.enum(['open', 'suspended', 'closed']).optional(),
    options: z.array(z.object({ id: z.string().min(1).max(128), odds: staffOddsSchema })).min(1).max(selectionsPerMarketMax).optional(),
  })
  .refine((body) => body.status !== undefined || body.options !== undefined, { message: 'nothing to change', path: ['status'] });
export type PatchMarketRequest = z.infer<typeof patchMarketRequestSchema>;

/** `POST /api/admin/markets/:id/result`: settles the market, or corrects a settled one. */
export const marketResultRequestSchema = z.object({
  winners: z.array(z.string().min(1).max(128)).max(selectionsPerMarketMax).default([]),
  voided: z.boolean().optional(),
  deadHeatCount: z.number().int().min(2).max(selectionsPerMarketMax).optional(),
  /** Required when the market is already settled: the re-result resettles its tickets with it. */
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters').optional(),
});
export type MarketResultRequest = z.input<typeof marketResultRequestSchema>;
export type MarketResultBody = z.output<typeof marketResultRequestSchema>;

// ---- Replies -------------------------------------------------------------------------------

/** The staff event's markets: `result` and each option's raw `oddsMilli` where the server has them. */
const staffEventMarketSchema = marketSchema.extend({
  result: marketResultSchema.nullable().optional(),
  options: z.array(optionSchema.extend({ oddsMilli: z.number().int().nullable().optional() })),
});
export const staffEventSchema = eventSchema.extend({ marketsData: z.array(staffEventMarketSchema) });
export type ApiStaffEvent = z.infer<typeof staffEventSchema>;

/** A row of the staff events table: the event with its listed markets. */
export const adminEventRowSchema = eventSchema;
export const adminEventsPageSchema = pageOf(adminEventRowSchema);
export type AdminEventsPage = z.infer<typeof adminEventsPageSchema>;

/** `{ event }`: the answer of every read and edit of one event. */
export const staffEventPayloadSchema = z.object({ event: staffEventSchema });

/** A re-result of a settled market also reports what happened to its tickets. */
export const resettlementSchema = z.object({
  marketId: z.string(),
  legs: z.number().int(),
  settled: z.number().int(),
  resettled: z.number().int(),
  reopened: z.number().int(),
  failed: z.array(z.object({ ticketId: z.string(), code: z.string() })),
});
export const marketResultPayloadSchema = z.object({ event: staffEventSchema, resettlement: resettlementSchema.optional() });
