import { z } from 'zod';
import { oddsMilliMax } from '@oddsmith/core';
import { envelopeOf } from '../../lib/envelope';
import { pageOf, pageQueryFields, withPageDepthCap } from '../../lib/paging';
import { eventStatuses } from '../../db/schema';
import { eventSchema, marketSchema, sportIdSchema } from '@oddsmith/core';

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

export const adminEventsQuerySchema = withPageDepthCap(
  pageQueryFields.extend({
    spid: sportIdSchema.optional(),
    status: z.enum(eventStatuses).optional(),
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  }),
);
export type AdminEventsQuery = z.infer<typeof adminEventsQuerySchema>;

export const idParamsSchema = z.object({ id: z.uuid('must be an event id') });
export const marketParamsSchema = z.object({ id: z.string().min(1).max(128) });

export const createEventBodySchema = z.object({
  sportId: sportIdSchema,
  competitionName: textField(100),
  home: textField(80),
  away: textField(80),
  startTime: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }),
});
export type CreateEventBody = z.infer<typeof createEventBodySchema>;

export const patchEventBodySchema = z
  .object({
    status: z.enum(['live', 'ended', 'cancelled']).optional(),
    scores: scoresSchema.optional(),
    startTime: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
  })
  .refine((body) => body.status !== undefined || body.scores !== undefined || body.startTime !== undefined, { message: 'nothing to change', path: ['status'] });
export type PatchEventBody = z.infer<typeof patchEventBodySchema>;

export const selectionsPerMarketMax = 40;

export const createMarketBodySchema = z.object({
  name: textField(120),
  type: z.string().trim().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes'),
  line: z.number().finite().min(-1000).max(1000).nullable().optional(),
  options: z.array(z.object({ name: textField(80), odds: staffOddsSchema })).min(2, 'needs at least 2 options').max(selectionsPerMarketMax),
});
export type CreateMarketBody = z.infer<typeof createMarketBodySchema>;

export const patchMarketBodySchema = z
  .object({
    status: z.enum(['open', 'suspended', 'closed']).optional(),
    options: z.array(z.object({ id: z.string().min(1).max(128), odds: staffOddsSchema })).min(1).max(selectionsPerMarketMax).optional(),
  })
  .refine((body) => body.status !== undefined || body.options !== undefined, { message: 'nothing to change', path: ['status'] });
export type PatchMarketBody = z.infer<typeof patchMarketBodySchema>;

export const resultBodySchema = z.object({
  winners: z.array(z.string().min(1).max(128)).max(selectionsPerMarketMax).default([]),
  voided: z.boolean().optional(),
  deadHeatCount: z.number().int().min(2).max(selectionsPerMarketMax).optional(),
  /** Required when the market is already settled: the re-result resettles its tickets with it. */
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters').optional(),
});
export type ResultBody = z.infer<typeof resultBodySchema>;

/** Staff views add each market's `result` and each option's raw `oddsMilli` (always present). */
const staffMarketSchema = marketSchema.extend({
  result: z.object({ marketId: z.string(), outcome: z.enum(['winners', 'dead-heat', 'void']), winnerSelectionIds: z.array(z.string()) }).nullable().optional(),
  options: z.array(z.object({ id: z.string(), name: z.string(), odds: z.union([z.number(), z.literal('suspended')]), oddsMilli: z.number().int().nullable().optional() })),
});
export const staffEventSchema = eventSchema.extend({ marketsData: z.array(staffMarketSchema) });

export const adminEventsResponseSchema = envelopeOf(pageOf(eventSchema));
export const staffEventResponseSchema = envelopeOf(z.object({ event: staffEventSchema }));

/** A re-result of a settled market also reports what happened to its tickets. */
export const resettlementSchema = z.object({
  marketId: z.string(),
  legs: z.number().int(),
  settled: z.number().int(),
  resettled: z.number().int(),
  reopened: z.number().int(),
  failed: z.array(z.object({ ticketId: z.string(), code: z.string() })),
});
export const resultResponseSchema = envelopeOf(z.object({ event: staffEventSchema, resettlement: resettlementSchema.optional() }));
