import { type AdminRiskOverview, type AdminRiskSettings, type AdminRiskSettingsRequest, type ApiMarketLiability, type ApiPlayerRisk } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

type LadderArgs = { marketId: string; currency: string };
const marketPath = (marketId: string) => `/api/admin/risk/markets/${encodeURIComponent(marketId)}`;

/**
 * The staff risk API. The overview and every open ladder carry the `AdminRisk` tag: a refresh and
 * every risk action (hold, release, stake factor, limits) load them again.
 */
export const adminRiskApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminRisk'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/risk/overview`: totals, top exposures, markets, events and players. */
    riskOverview: build.query<AdminRiskOverview, void>({
      query: () => ({ path: '/api/admin/risk/overview', schema: 'adminRiskOverviewSchema' }),
      providesTags: ['AdminRisk'],
    }),
    /** `GET /api/admin/risk/markets/:marketId?currency=`: one market's ladder in one currency, worst selection first. */
    marketLiability: build.query<ApiMarketLiability, LadderArgs>({
      query: ({ marketId, currency }) => ({ path: marketPath(marketId), params: { currency }, schema: 'adminMarketLadderSchema' }),
      transformResponse: (reply: { market: ApiMarketLiability }) => reply.market,
      providesTags: ['AdminRisk'],
    }),
    /** `POST /api/admin/risk/markets/:marketId/suspend` or `/release`: risk holds or frees a market; answers its ladder in `currency`. */
    setMarketHold: build.mutation<ApiMarketLiability, LadderArgs & { action: 'suspend' | 'release' }>({
      query: ({ marketId, action, currency }) => ({ path: `${marketPath(marketId)}/${action}`, method: 'POST', body: {}, params: { currency }, schema: 'adminMarketLadderSchema' }),
      transformResponse: (reply: { market: ApiMarketLiability }) => reply.market,
      invalidatesTags: ['AdminRisk'],
    }),
    /** `PUT /api/admin/risk/players/:userId/stake-factor` `{ stakeFactor }` (1 = normal, 0 blocks betting). */
    setStakeFactor: build.mutation<ApiPlayerRisk, { userId: string; stakeFactor: number }>({
      query: ({ userId, stakeFactor }) => ({ path: `/api/admin/risk/players/${encodeURIComponent(userId)}/stake-factor`, method: 'PUT', body: { stakeFactor }, schema: 'apiPlayerRiskSchema' }),
      invalidatesTags: ['AdminRisk'],
    }),
    /**
     * `PUT /api/admin/risk/settings` `{ limits: { [currency]: { stakeMin, stakeMax, payoutMax, autoSuspendLiability } } }`:
     * the operator's limits of one or more currencies, each in its own currency (a null threshold is off).
     */
    setRiskSettings: build.mutation<AdminRiskSettings, AdminRiskSettingsRequest>({
      query: (body) => ({ path: '/api/admin/risk/settings', method: 'PUT', body, schema: 'adminRiskSettingsSchema' }),
      invalidatesTags: ['AdminRisk'],
    }),
  }),
});

export const { useRiskOverviewQuery, useMarketLiabilityQuery, useSetMarketHoldMutation, useSetStakeFactorMutation, useSetRiskSettingsMutation } = adminRiskApi;
