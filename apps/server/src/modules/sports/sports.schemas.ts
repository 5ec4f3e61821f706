import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { pageSchema, perPageMax, withPageDepthCap } from '../../lib/paging';
import { eventSources, eventStatuses, marketStatuses } from '../../db/schema';

export const sportIdValues = [1, 2, 4, 7522] as const;

export const sportIdSchema = z.coerce
  .number()
  .int()
  .refine((value) => (sportIdValues as readonly number[]).includes(value), 'must be one of 1, 2, 4, 7522');

export const eventsQuerySchema = withPageDepthCap(
  z.object({
    spid: sportIdSchema.optional(),
    type: z.enum(['inplay', 'presports']).optional(),
    date: z.enum(['today', 'tomorrow']).optional(),
    competitionId: z.uuid('must be a competition id').optional(),
    page: pageSchema,
    perPage: z.coerce.number().int().min(1).max(perPageMax).default(50),
  }),
);
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const eventParamsSchema = z.object({ id: z.uuid('must be an event id') });
export const eventScoreQuerySchema = z.object({ id: z.uuid('must be an event id') });
export const competitionsQuerySchema = z.object({ spid: sportIdSchema.optional() });
export const searchQuerySchema = z.object({
  q: z.string().trim().min(2, 'must be at least 2 characters').max(60, 'must be at most 60 characters'),
});

export const oddsSchema = z.union([z.number(), z.literal('suspended')]);
export const optionSchema = z.object({ id: z.string(), name: z.string(), odds: oddsSchema });
export const marketSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  line: z.number().nullable(),
  lineKey: z.string().nullable(),
  status: z.enum(marketStatuses),
  options: z.array(optionSchema),
});

export const eventSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  name: z.string(),
  home: z.string(),
  away: z.string(),
  sportId: z.number().int(),
  competition: z.object({ id: z.string(), name: z.string() }),
  startTime: z.string(),
  status: z.enum(eventStatuses),
  scores: z.record(z.string(), z.unknown()).nullable(),
  marketsData: z.array(marketSchema),
  marketCount: z.number().int(),
  source: z.enum(eventSources),
});

export const competitionSchema = z.object({ id: z.string(), name: z.string(), sportId: z.number().int(), eventCount: z.number().int() });

export const sportsResponseSchema = envelopeOf(
  z.object({ sports: z.array(z.object({ id: z.number().int(), name: z.string(), liveCount: z.number().int(), upcomingCount: z.number().int() })) }),
);
export const eventsResponseSchema = envelopeOf(z.object({ events: z.array(eventSchema), total: z.number().int() }));
export const eventResponseSchema = envelopeOf(z.object({ event: eventSchema }));
export const competitionsResponseSchema = envelopeOf(z.object({ competitions: z.array(competitionSchema) }));
export const searchResponseSchema = envelopeOf(
  z.object({
    events: z.array(eventSchema),
    competitions: z.array(competitionSchema),
    teams: z.array(z.object({ name: z.string(), sportId: z.number().int(), eventId: z.string() })),
  }),
);
export const eventScoreResponseSchema = envelopeOf(
  z.object({
    event: z.object({
      id: z.string(),
      event_id: z.string(),
      name: z.string(),
      sportId: z.number().int(),
      status: z.enum(eventStatuses),
      scores: z.record(z.string(), z.unknown()).nullable(),
      startTime: z.string(),
    }),
  }),
);
