import { type Dashboard, type EarningsQuery, type EarningsReport, type ReportPeriodQuery } from '@oddsmith/core';
import { apiDownload } from '../../../lib/api-client';
import { apiSlice } from '../../../lib/api-slice';

/** The staff reports' loads: the dashboard's figures and the earnings report (reads only, tagged for a manual refresh). */
export const adminReportsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminDashboard', 'AdminEarnings'] }).injectEndpoints({
  endpoints: (build) => ({
    adminDashboard: build.query<Dashboard, ReportPeriodQuery>({
      query: ({ from, to }) => ({ path: '/api/admin/dashboard', params: { from, to }, schema: 'dashboardSchema' }),
      providesTags: ['AdminDashboard'],
    }),
    adminEarnings: build.query<EarningsReport, EarningsQuery>({
      query: ({ from, to, groupBy, currency }) => ({ path: '/api/admin/earnings', params: { from, to, groupBy, currency }, schema: 'earningsReportSchema' }),
      providesTags: ['AdminEarnings'],
    }),
  }),
});

export const { useAdminDashboardQuery, useAdminEarningsQuery } = adminReportsApi;

/** The same report as CSV (RFC 4180), fetched with the staff bearer token (a file, not cached data). */
export function downloadEarningsCsv(query: EarningsQuery): Promise<Blob> {
  const { from, to, groupBy, currency } = query;
  return apiDownload('/api/admin/earnings.csv', { from, to, groupBy, currency });
}
