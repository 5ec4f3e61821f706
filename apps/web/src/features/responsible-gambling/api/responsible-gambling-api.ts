import { type RgUpdate, type RgView, type SessionSummary } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

/**
 * The player's responsible-gambling settings and the header's session summary. A change (limits,
 * time-out, self-exclusion, reality check) answers with the whole new view, which replaces the
 * cached one; the session summary carries the reality-check interval, so it is read again.
 */
export const responsibleGamblingApi = apiSlice.enhanceEndpoints({ addTagTypes: ['ResponsibleGambling', 'SessionSummary'] }).injectEndpoints({
  endpoints: (build) => ({
    responsibleGambling: build.query<RgView, void>({
      query: () => ({ path: '/api/front/responsible-gambling', schema: 'rgSchema' }),
      providesTags: ['ResponsibleGambling'],
    }),
    /** Lower limits apply at once, higher ones and removals after 24 h; blocks can only be extended. */
    updateResponsibleGambling: build.mutation<RgView, RgUpdate>({
      query: (update) => ({ path: '/api/front/responsible-gambling', method: 'PUT', body: update, schema: 'rgSchema' }),
      invalidatesTags: (_view, failure) => (failure ? [] : ['SessionSummary']),
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(responsibleGamblingApi.util.upsertQueryData('responsibleGambling', undefined, data));
      },
    }),
    sessionSummary: build.query<SessionSummary, void>({
      query: () => ({ path: '/api/front/session-summary', schema: 'sessionSummarySchema' }),
      providesTags: ['SessionSummary'],
    }),
  }),
});

export const { useResponsibleGamblingQuery, useUpdateResponsibleGamblingMutation, useSessionSummaryQuery } = responsibleGamblingApi;
