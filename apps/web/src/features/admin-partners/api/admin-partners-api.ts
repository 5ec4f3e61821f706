import {
  type AdminPartnerDetail,
  type AdminPartnerRow,
  type AdminPartnersQuery,
  type AdminPartnerWithdrawal,
  type AdminPartnerWithdrawalsQuery,
  type Page,
  type PartnerHistoryQuery,
  type PartnerHistoryRow,
  type PartnerRecentTxnQuery,
  type PartnerTxn,
  type PartnerWithdrawalDecisionBody,
  type UpdatePartnerBody,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

type Paged = { page: number; perPage: number };
export type PartnersListQuery = Paged & Omit<AdminPartnersQuery, 'page' | 'perPage'>;
export type PartnerWithdrawalsListQuery = Paged & Omit<AdminPartnerWithdrawalsQuery, 'page' | 'perPage'>;
export type PartnerHistoryListQuery = Paged & Omit<PartnerHistoryQuery, 'page' | 'perPage'>;
export type PartnerTxnListQuery = Paged & Omit<PartnerRecentTxnQuery, 'page' | 'perPage'>;

const tagTypes = ['AdminPartners', 'AdminPartner', 'AdminPartnerWithdrawals', 'AdminPartnerTxns', 'AdminPartnerHistory'] as const;
type Tag = (typeof tagTypes)[number];

/** Only a call that went through changed anything (a refusal leaves the lists as they are). */
const onSuccess =
  (...tags: Tag[]) =>
  (result: unknown) =>
    result ? tags : [];

/**
 * The staff's partner screens (packages/core/src/api/partner-contract.ts, permission `partners.manage`):
 * the partners, one partner's detail and its change (revenue share, status), the commission job's
 * day rows (`partner-history`), the partners' ledger movements (`partner-recent-txn`) and the
 * withdrawal queue with its decision (`partner-withdrawal`).
 */
export const adminPartnersApi = apiSlice
  .enhanceEndpoints({ addTagTypes: tagTypes })
  .injectEndpoints({
    endpoints: (build) => ({
      adminPartners: build.query<Page<AdminPartnerRow>, PartnersListQuery>({
        query: (params) => ({ path: '/api/admin/partners', params, schema: 'adminPartnersResponseSchema.response' }),
        providesTags: ['AdminPartners'],
      }),
      adminPartner: build.query<AdminPartnerDetail, string>({
        query: (id) => ({ path: `/api/admin/partners/${encodeURIComponent(id)}`, schema: 'adminPartnerDetailResponseSchema.response' }),
        providesTags: ['AdminPartner'],
      }),
      updatePartner: build.mutation<AdminPartnerDetail, { id: string; body: UpdatePartnerBody }>({
        query: ({ id, body }) => ({ path: `/api/admin/partners/${encodeURIComponent(id)}`, method: 'PATCH', body, schema: 'adminPartnerDetailResponseSchema.response' }),
        invalidatesTags: onSuccess('AdminPartners', 'AdminPartner'),
      }),
      partnerHistory: build.query<Page<PartnerHistoryRow>, PartnerHistoryListQuery>({
        query: (params) => ({ path: '/api/admin/partner-history', params, schema: 'partnerHistoryResponseSchema.response' }),
        providesTags: ['AdminPartnerHistory'],
      }),
      partnerRecentTxn: build.query<Page<PartnerTxn>, PartnerTxnListQuery>({
        query: (params) => ({ path: '/api/admin/partner-recent-txn', params, schema: 'partnerRecentTxnResponseSchema.response' }),
        providesTags: ['AdminPartnerTxns'],
      }),
      adminPartnerWithdrawals: build.query<Page<AdminPartnerWithdrawal>, PartnerWithdrawalsListQuery>({
        query: (params) => ({ path: '/api/admin/partner-withdrawals', params, schema: 'adminPartnerWithdrawalsResponseSchema.response' }),
        providesTags: ['AdminPartnerWithdrawals'],
      }),
      /** Approve pays out (an optional note); reject returns the money to the partner's balance (a reason is required). */
      decidePartnerWithdrawal: build.mutation<{ withdrawal: AdminPartnerWithdrawal }, PartnerWithdrawalDecisionBody>({
        query: (body) => ({ path: '/api/admin/partner-withdrawal', method: 'POST', body, schema: 'partnerWithdrawalDecisionResponseSchema.response' }),
        invalidatesTags: onSuccess('AdminPartnerWithdrawals', 'AdminPartnerTxns', 'AdminPartner', 'AdminPartners'),
      }),
    }),
  });

export const {
  useAdminPartnersQuery,
  useAdminPartnerQuery,
  useUpdatePartnerMutation,
  usePartnerHistoryQuery,
  usePartnerRecentTxnQuery,
  useAdminPartnerWithdrawalsQuery,
  useDecidePartnerWithdrawalMutation,
} = adminPartnersApi;
