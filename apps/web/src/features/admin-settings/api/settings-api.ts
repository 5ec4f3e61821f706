import { type AdminSettingGroup, type AdminSettings } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

export type SettingsPatchArgs = { group: string; body: Record<string, unknown> };

/** The operator settings API (`packages/core/src/api/settings-contract.ts`); every reply parsed with the contract. */
export const settingsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/settings`: every group with values in force, defaults, units and ranges. */
    adminSettings: build.query<AdminSettings, void>({
      query: () => ({ path: '/api/admin/settings', schema: 'adminSettingsResponseSchema.response' }),
      providesTags: ['AdminSettings'],
    }),
    /** `PATCH /api/admin/settings/:group`: the changed fields of one group. */
    patchSettings: build.mutation<{ group: AdminSettingGroup }, SettingsPatchArgs>({
      query: ({ group, body }) => ({ path: `/api/admin/settings/${encodeURIComponent(group)}`, method: 'PATCH', body, schema: 'adminSettingGroupResponseSchema.response' }),
      invalidatesTags: (reply) => (reply ? ['AdminSettings'] : []),
    }),
  }),
});

export const { useAdminSettingsQuery, usePatchSettingsMutation } = settingsApi;
