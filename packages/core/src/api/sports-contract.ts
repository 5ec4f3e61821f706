import { z } from 'zod';
import { eventListMarkets, eventListTypes, eventSources, eventStatuses, marketStatuses, sportIdValues } from './sports-lists';
import { envelopeOf, idParamsSchema, pageSchema, perPageMax, withPageDepthCap } from './common';

/**
 * The sports API's shapes (PRODUCT.md section 11, docs/sports-api.md), shared by the server that
 * builds them and every client that reads them.
 */

export {
  eventListMarkets,
  eventListMarketTypes,
  eventListTypes,
  eventSources,
  eventStatuses,
  marketStatuses,
  sportIdValues,
  type EventListMarket,
  type EventListType,
  type EventSource,
  type EventStatus,
} from './sports-lists';

export const sportIdSchema = z.coerce
  .number()
  .int()
  .refine((value) => (sportIdValues as readonly number[]).includes(value), 'must be one of 1, 2, 4, 7522');

export const eventsQuerySchema = withPageDepthCap(
  z.object({
    spid: sportIdSchema.optional(),
    type: z.enum(eventListTypes).optional(),
    date: z.enum(['today', 'tomorrow']).optional(),
    competitionId: z.uuid('must be a competition id').optional(),
    market: z.enum(eventListMarkets).optional(),
    page: pageSchema,
    perPage: z.coerce.number().int().min(1).max(perPageMax).default(50),
  }),
);
/** The query as the server reads it (defaults applied). */
export type EventsQuery = z.output<typeof eventsQuerySchema>;
/** The query as a client sends it (paging optional). */
export type EventsQueryInput = z.input<typeof eventsQuerySchema>;

export const eventParamsSchema = idParamsSchema('an event');
export const eventScoreQuerySchema = idParamsSchema('an event');
export const competitionsQuerySchema = z.object({ spid: sportIdSchema.optional() });
export const searchQuerySchema = z.object({
  q: z.string().trim().min(2, 'must be at least 2 characters').max(60, 'must be at most 60 characters'),
});

/** Decimal odds, or the text `suspended` whenever the market is not open. */
export const oddsSchema = z.union([z.number(), z.literal('suspended')]);
export type ApiOdds = z.infer<typeof oddsSchema>;

export const optionSchema = z.object({ id: z.string(), name: z.string(), odds: oddsSchema });
export type ApiOption = z.infer<typeof optionSchema>;

export const marketSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  /** Over/under and handicap lines as numbers; the feed's full line key stays in `lineKey`. */
  line: z.number().nullable(),
  lineKey: z.string().nullable(),
  status: z.enum(marketStatuses),
  options: z.array(optionSchema),
});
export type ApiMarket = z.infer<typeof marketSchema>;

/** A settled market's result (core `MarketResult`). */
export const marketResultSchema = z.object({
  marketId: z.string(),
  outcome: z.enum(['winners', 'dead-heat', 'void']),
  winnerSelectionIds: z.array(z.string()),
});

/** Staff also see each selection's stored odds (even while suspended) and the market's result. */
export const staffMarketSchema = marketSchema.extend({
  result: marketResultSchema.nullable(),
  options: z.array(optionSchema.extend({ oddsMilli: z.number().int().nullable() })),
});
export type ApiStaffMarket = z.infer<typeof staffMarketSchema>;

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
/** An event as players see it; staff views carry `ApiStaffMarket`s instead. */
export type ApiEvent<M extends ApiMarket | ApiStaffMarket = ApiMarket> = Omit<z.infer<typeof eventSchema>, 'marketsData'> & { marketsData: M[] };

/** Socket `eventUpdate`: list channels carry only the main market, `event:<id>` all markets. */
export type ApiEventUpdate = Pick<ApiEvent, 'id' | 'event_id' | 'status' | 'scores' | 'marketsData'>;

export const sportSummarySchema = z.object({ id: z.number().int(), name: z.string(), liveCount: z.number().int(), upcomingCount: z.number().int() });
export type ApiSportSummary = z.infer<typeof sportSummarySchema>;

export const competitionSchema = z.object({ id: z.string(), name: z.string(), sportId: z.number().int(), eventCount: z.number().int() });
export type ApiCompetitionSummary = z.infer<typeof competitionSchema>;

export const sportsPayloadSchema = z.object({ sports: z.array(sportSummarySchema) });
export const eventsPageSchema = z.object({ events: z.array(eventSchema), total: z.number().int() });
export type EventsPage = z.infer<typeof eventsPageSchema>;
export const eventPayloadSchema = z.object({ event: eventSchema });
export const competitionsPayloadSchema = z.object({ competitions: z.array(competitionSchema) });
export const searchPayloadSchema = z.object({
  events: z.array(eventSchema),
  competitions: z.array(competitionSchema),
  teams: z.array(z.object({ name: z.string(), sportId: z.number().int(), eventId: z.string() })),
});

/** The score of one event (open to all: the embeddable score page). */
export const eventScoreSchema = eventSchema.pick({ id: true, event_id: true, name: true, sportId: true, status: true, scores: true, startTime: true });
export type ApiEventScore = z.infer<typeof eventScoreSchema>;
export const eventScorePayloadSchema = z.object({ event: eventScoreSchema });

export const sportsResponseSchema = envelopeOf(sportsPayloadSchema);
export const eventsResponseSchema = envelopeOf(eventsPageSchema);
export const eventResponseSchema = envelopeOf(eventPayloadSchema);
export const competitionsResponseSchema = envelopeOf(competitionsPayloadSchema);
export const searchResponseSchema = envelopeOf(searchPayloadSchema);
export const eventScoreResponseSchema = envelopeOf(eventScorePayloadSchema);
