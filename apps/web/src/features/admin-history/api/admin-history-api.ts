import { historyPageSchema, perPageMax, type HistoryFacets } from '@oddsmith/core';
import type { z } from 'zod';
import { apiSlice } from '../../../lib/api-slice';

export type HistoryPage = z.infer<typeof historyPageSchema>;

/** History's filters as the screen holds them (dates as `YYYY-MM-DD`, `to` inclusive on screen). */
export type HistoryFilter = { page: number; perPage: number; actorId?: string; action?: string; targetType?: string; targetId?: string; from?: string; to?: string };

/** The day after `YYYY-MM-DD`: the screen's inclusive "to" is the API's exclusive one. */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * History (`audit.read`): a page of the audit log with its filters, and the filters' values. Every
 * staff action anywhere may add a row, so nothing is kept once the screen is left.
 */
export const adminHistoryApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    adminHistory: build.query<HistoryPage, HistoryFilter>({
      query: ({ perPage, to, ...filters }) => ({
        path: '/api/admin/history',
        params: { ...filters, perPage: Math.min(perPage, perPageMax), to: to ? dayAfter(to) : undefined },
        schema: 'historyPageSchema',
      }),
      providesTags: ['AdminHistory'],
      keepUnusedDataFor: 0,
    }),
    adminHistoryFacets: build.query<HistoryFacets, void>({
      query: () => ({ path: '/api/admin/history/facets', schema: 'historyFacetsSchema' }),
      providesTags: ['AdminHistory'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminHistoryQuery, useAdminHistoryFacetsQuery } = adminHistoryApi;
