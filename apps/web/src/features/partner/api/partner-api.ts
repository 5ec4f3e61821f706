import {
  type AuthPayload,
  type CreatePartnerCampaignBody,
  type Page,
  type PartnerCampaign,
  type PartnerMe,
  type PartnerPlayer,
  type PartnerRegisterBody,
  type PartnerSummary,
  type PartnerSummaryQuery,
  type PartnerWithdrawal,
  type PartnerWithdrawalStatus,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

export type PartnerLoginInput = { username: string; password: string };
export type PagedInput = { page: number; perPage: number };
export type PartnerWithdrawalsInput = PagedInput & { status?: PartnerWithdrawalStatus };
/** The amount as typed (decimal text, never a float) and the id that makes the request idempotent. */
export type PartnerWithdrawalInput = { amount: string; requestId: string };

const tagTypes = ['PartnerMe', 'PartnerSummary', 'PartnerPlayers', 'PartnerWithdrawals'] as const;
type Tag = (typeof tagTypes)[number];

/** Only a call that went through changed anything (a refusal leaves the figures as they are). */
const onSuccess =
  (...tags: Tag[]) =>
  (result: unknown) =>
    result ? tags : [];

/**
 * The partner (affiliate) API (packages/core/src/api/partner-contract.ts): the partner's sign-up and
 * login (both answer `{ user, token }` like the player's), their account with the campaigns, the
 * period summary, the referred players, their withdrawals, and the public click of `?aff=CODE`.
 */
export const partnerApi = apiSlice
  .enhanceEndpoints({ addTagTypes: tagTypes })
  .injectEndpoints({
    endpoints: (build) => ({
      partnerRegister: build.mutation<AuthPayload, PartnerRegisterBody>({
        query: (body) => ({ path: '/api/partner/register', method: 'POST', body, token: null, schema: 'partnerAuthResponseSchema.response' }),
      }),
      partnerLogin: build.mutation<AuthPayload, PartnerLoginInput>({
        query: (body) => ({ path: '/api/partner/login', method: 'POST', body, token: null, schema: 'partnerAuthResponseSchema.response' }),
      }),
      partnerMe: build.query<PartnerMe, void>({
        query: () => ({ path: '/api/partner/me', schema: 'partnerMeResponseSchema.response' }),
        providesTags: ['PartnerMe'],
      }),
      partnerSummary: build.query<PartnerSummary, PartnerSummaryQuery>({
        query: (params) => ({ path: '/api/partner/summary', params, schema: 'partnerSummaryResponseSchema.response' }),
        providesTags: ['PartnerSummary'],
      }),
      createPartnerCampaign: build.mutation<{ campaign: PartnerCampaign }, CreatePartnerCampaignBody>({
        query: (body) => ({ path: '/api/partner/campaigns', method: 'POST', body, schema: 'partnerCampaignResponseSchema.response' }),
        invalidatesTags: onSuccess('PartnerMe', 'PartnerSummary'),
      }),
      partnerPlayers: build.query<Page<PartnerPlayer>, PagedInput>({
        query: (params) => ({ path: '/api/partner/players', params, schema: 'partnerPlayersResponseSchema.response' }),
        providesTags: ['PartnerPlayers'],
      }),
      partnerWithdrawals: build.query<Page<PartnerWithdrawal>, PartnerWithdrawalsInput>({
        query: (params) => ({ path: '/api/partner/withdrawals', params, schema: 'partnerWithdrawalsResponseSchema.response' }),
        providesTags: ['PartnerWithdrawals'],
      }),
      requestPartnerWithdrawal: build.mutation<{ withdrawal: PartnerWithdrawal; balance: number }, PartnerWithdrawalInput>({
        query: (body) => ({ path: '/api/partner/withdrawals', method: 'POST', body, schema: 'partnerWithdrawalResponseSchema.response' }),
        invalidatesTags: onSuccess('PartnerMe', 'PartnerWithdrawals'),
      }),
      /** Public and anonymous: counted once per visitor, code and day by the server. */
      partnerClick: build.mutation<{ recorded: boolean }, { code: string }>({
        query: (body) => ({ path: '/api/partner/click', method: 'POST', body, token: null, schema: 'partnerClickResponseSchema.response' }),
      }),
    }),
  });

export const {
  usePartnerRegisterMutation,
  usePartnerLoginMutation,
  usePartnerMeQuery,
  usePartnerSummaryQuery,
  useCreatePartnerCampaignMutation,
  usePartnerPlayersQuery,
  usePartnerWithdrawalsQuery,
  useRequestPartnerWithdrawalMutation,
} = partnerApi;

/** Records the click of an arrival through `?aff=CODE` (fire and forget: a failure changes nothing for the visitor). */
export const partnerClickRecorded = (code: string) => partnerApi.endpoints.partnerClick.initiate({ code }, { track: false });
