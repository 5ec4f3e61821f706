import { type ApiEventScore, type EventsPage, type EventsQuery as ContractEventsQuery } from '@oddsmith/core';
import { apiSlice, type ApiCall } from '../../../lib/api-slice';
import type { CompetitionSummary, SportEvent, SportSummary } from '../types';

/** What a list screen asks for (the contract's query; paging optional). */
export type EventsQuery = Omit<ContractEventsQuery, 'page' | 'perPage'> & { page?: number; perPage?: number };
export type { EventsPage };
export type EventScore = ApiEventScore;

/** The contract caps a page at 100 events. */
export const eventsPerPageMax = 100;

function eventsCall(query: EventsQuery): ApiCall {
  return {
    path: '/api/sports/events',
    params: { ...query, perPage: Math.min(query.perPage ?? eventsPerPageMax, eventsPerPageMax) },
    schema: 'eventsPageSchema',
  };
}

/**
 * The public sportsbook reads. The list and the open event also fill the seed's `sportsData` and
 * `game` slices (their matchers), where the socket's live updates merge into them.
 */
export const sportsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Sports'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The sports with their live and upcoming counts (sport tabs). */
    sportsSummary: build.query<{ sports: SportSummary[] }, void>({
      query: () => ({ path: '/api/sports/sports', schema: 'sportsPayloadSchema' }),
      providesTags: ['Sports'],
    }),
    /** The list on view: fills `sportsData`. */
    events: build.query<EventsPage, EventsQuery>({ query: eventsCall, providesTags: ['Sports'] }),
    /** The same list for a preview elsewhere (landing page): kept out of `sportsData`. */
    eventsPreview: build.query<EventsPage, EventsQuery>({ query: eventsCall, providesTags: ['Sports'] }),
    /** One event with all its markets. */
    event: build.query<{ event: SportEvent }, string>({
      query: (id) => ({ path: `/api/sports/events/${encodeURIComponent(id)}`, schema: 'eventPayloadSchema' }),
      providesTags: ['Sports'],
    }),
    competitions: build.query<{ competitions: CompetitionSummary[] }, number>({
      query: (spid) => ({ path: '/api/sports/competitions', params: { spid }, schema: 'competitionsPayloadSchema' }),
      providesTags: ['Sports'],
    }),
    /** The score of one event (open to all: the embeddable score page). */
    eventScore: build.query<{ event: EventScore }, string>({
      query: (id) => ({ path: '/api/admin/event-score', params: { id }, schema: 'eventScorePayloadSchema' }),
      providesTags: ['Sports'],
    }),
  }),
});

export const { useSportsSummaryQuery, useCompetitionsQuery, useEventScoreQuery, useEventsPreviewQuery } = sportsApi;

/** Loads (again) a list into `sportsData`: every ask goes to the server, as the live lists need. */
export const eventsRequested = (query: EventsQuery) => sportsApi.endpoints.events.initiate(query, { subscribe: false, forceRefetch: true });

/** Loads (again) the event of the game screen into `game`. */
export const gameRequested = (id: string) => sportsApi.endpoints.event.initiate(id, { subscribe: false, forceRefetch: true });
