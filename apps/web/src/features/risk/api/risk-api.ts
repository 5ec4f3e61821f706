import { type RiskLimits } from '@oddsmith/core';
import { apiSlice, type ApiFailure } from '../../../lib/api-slice';

type SessionState = { user: { token: string | null } };

/** The limits that apply to the logged-in player; the seed's `rmgt` slice fills from this endpoint. */
export const riskApi = apiSlice.enhanceEndpoints({ addTagTypes: ['RiskLimits'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Nothing is asked without a session (the answer is null); a failure is only logged (seed section 8). */
    riskLimits: build.query<RiskLimits | null, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const token = (api.getState() as SessionState).user.token;
        if (!token) return { data: null };
        const reply = await baseQuery({ path: '/api/front/risk-management', method: 'POST', body: { mode: 'mgt' }, token, schema: 'riskLimitsSchema', read: true });
        if (reply.error) {
          console.error(reply.error);
          return { error: reply.error as ApiFailure };
        }
        return { data: reply.data as RiskLimits };
      },
      providesTags: ['RiskLimits'],
    }),
  }),
});

/** Asks the server again for the player's limits (start-up, after a change). */
export const riskLimitsRequested = () => riskApi.endpoints.riskLimits.initiate(undefined, { subscribe: false, forceRefetch: true });
