import {
  type AdminPaymentMethod,
  type BalanceApproval,
  type BalanceApprovalStatus,
  type Deposit,
  type DepositStatus,
  type LedgerPayment,
  type Page,
  type Reconciliation,
  type StatusCounts,
  type Transaction,
  type TransferBalanceDone,
  type TransferBalancePending,
  type Withdrawal,
  type WithdrawalStatus,
} from '@oddsmith/core';
import { apiDownload } from '../../../lib/api-client';
import { apiSlice } from '../../../lib/api-slice';
import type { HistoryFilters } from '../../../lib/history-filters';
import type { PaymentMethodInput } from '../payment-method-form';

export type Decision = 'approve' | 'reject';
/** `user`: part of a player's username, or a player's or the request's id. */
export type AdminQueueQuery<S> = { page: number; perPage: number; status?: S; userId?: string; user?: string };
/** A page of a staff queue with how many requests each status has (the status tabs). */
export type QueuePage<T> = Page<T> & { counts?: StatusCounts };
export type BalanceApprovalsQuery = { page: number; perPage: number; status?: BalanceApprovalStatus };
export type PaymentsQuery = { page: number; perPage: number; code?: string; userId?: string; user?: string; from?: string; to?: string };
export type CreditHistoryQuery = HistoryFilters & { userId: string; page: number; perPage: number };
/** One decision on one request: the text is the (optional) note of an approval or the reason of a rejection. */
export type DecisionArgs = { id: string; decision: Decision; text: string };

export type TransferBalanceInput = { userId: string; amount: string; direction: 'credit' | 'debit'; note: string; requestId: string };
/** 200: the money moved; 202: a staff credit above the approval threshold waits for a second staff member. */
export type TransferBalanceResult = TransferBalanceDone | TransferBalancePending;

export function isPendingApproval(result: TransferBalanceResult): result is TransferBalancePending {
  return 'pendingApproval' in result;
}

/** Deposits and withdrawals: approve with an optional reason, reject with a required one. */
function decisionCall(queue: 'deposits' | 'withdrawals', { id, decision, text }: DecisionArgs) {
  const reason = text.trim();
  return { path: `/api/admin/${queue}/${encodeURIComponent(id)}/${decision}`, method: 'POST' as const, body: reason ? { reason } : {} };
}

const tagTypes = ['AdminDeposits', 'AdminWithdrawals', 'BalanceApprovals', 'AdminPayments', 'AdminPaymentMethods', 'CreditHistory', 'Reconcile'] as const;
type Tag = (typeof tagTypes)[number];

/** Whatever moves money changes the ledger list, the players' histories and the reconcile report. */
const moneyMoved: Tag[] = ['AdminPayments', 'CreditHistory', 'Reconcile'];

/** Only a call that went through changed anything (a refusal leaves the lists as they are). */
const onSuccess =
  (...tags: Tag[]) =>
  (result: unknown) =>
    result ? tags : [];

/**
 * The staff bank screens' loads (docs/bank-api.md): the deposit and withdrawal queues, the four-eyes
 * approvals, the ledger payments, the payment methods, one player's credit history and the
 * reconcile report. A decision or a transfer invalidates its own list and everything money touches.
 */
export const adminPaymentsApi = apiSlice
  .enhanceEndpoints({ addTagTypes: tagTypes })
  .injectEndpoints({
    endpoints: (build) => ({
      adminDeposits: build.query<QueuePage<Deposit>, AdminQueueQuery<DepositStatus>>({
        query: (params) => ({ path: '/api/admin/deposits', params, schema: 'depositsResponseSchema.response' }),
        providesTags: ['AdminDeposits'],
      }),
      adminWithdrawals: build.query<QueuePage<Withdrawal>, AdminQueueQuery<WithdrawalStatus>>({
        query: (params) => ({ path: '/api/admin/withdrawals', params, schema: 'withdrawalsResponseSchema.response' }),
        providesTags: ['AdminWithdrawals'],
      }),
      /** Approve credits a manual deposit. */
      decideDeposit: build.mutation<{ deposit: Deposit }, DecisionArgs>({
        query: (args) => ({ ...decisionCall('deposits', args), schema: 'depositResponseSchema.response' }),
        invalidatesTags: onSuccess('AdminDeposits', ...moneyMoved),
      }),
      /** Approve marks it paid; reject returns the funds. */
      decideWithdrawal: build.mutation<{ withdrawal: Withdrawal }, DecisionArgs>({
        query: (args) => ({ ...decisionCall('withdrawals', args), schema: 'withdrawalDecisionResponseSchema.response' }),
        invalidatesTags: onSuccess('AdminWithdrawals', ...moneyMoved),
      }),
      /** Staff credits waiting for a second approval, pending first, then the decided ones (newest first). */
      balanceApprovals: build.query<Page<BalanceApproval>, BalanceApprovalsQuery>({
        query: (params) => ({ path: '/api/admin/balance-approvals', params, schema: 'balanceApprovalsResponseSchema.response' }),
        providesTags: ['BalanceApprovals'],
      }),
      /** Approve (the credit is posted now; an optional note) or reject (a reason is required; nothing moves). */
      decideBalanceApproval: build.mutation<{ approval: BalanceApproval }, DecisionArgs>({
        query: ({ id, decision, text }) => {
          const trimmed = text.trim();
          const body = decision === 'approve' ? (trimmed ? { note: trimmed } : {}) : { reason: trimmed };
          const path = `/api/admin/balance-approvals/${encodeURIComponent(id)}/${decision}`;
          return { path, method: 'POST', body, schema: 'balanceApprovalResponseSchema.response' };
        },
        invalidatesTags: onSuccess('BalanceApprovals', ...moneyMoved),
      }),
      adminPayments: build.query<Page<LedgerPayment>, PaymentsQuery>({
        query: (query) => ({ path: '/api/admin/payments', params: { ...query, format: 'json' }, schema: 'paymentsResponseSchema.response' }),
        providesTags: ['AdminPayments'],
      }),
      /**
       * Moves money between the house (or the agent's float) and the player's cash; the note goes to
       * the audit log. `requestId` is one per attempt: the caller sends the same one again when it
       * retries the same body, so a retry never moves money twice.
       */
      transferBalance: build.mutation<TransferBalanceResult, TransferBalanceInput>({
        query: (body) => ({ path: '/api/admin/transfer-balance', method: 'POST', body, schema: 'transferBalanceReplySchema' }),
        invalidatesTags: onSuccess('BalanceApprovals', ...moneyMoved),
      }),
      /** Every method, disabled ones too. */
      adminPaymentMethods: build.query<{ methods: AdminPaymentMethod[] }, void>({
        query: () => ({ path: '/api/admin/payment-methods', schema: 'adminMethodsResponseSchema.response' }),
        providesTags: ['AdminPaymentMethods'],
      }),
      createPaymentMethod: build.mutation<{ method: AdminPaymentMethod }, PaymentMethodInput>({
        query: (body) => ({ path: '/api/admin/payment-methods', method: 'POST', body, schema: 'adminMethodResponseSchema.response' }),
        invalidatesTags: onSuccess('AdminPaymentMethods'),
      }),
      updatePaymentMethod: build.mutation<{ method: AdminPaymentMethod }, { id: string; input: Partial<PaymentMethodInput> }>({
        query: ({ id, input }) => ({ path: `/api/admin/payment-methods/${encodeURIComponent(id)}`, method: 'PUT', body: input, schema: 'adminMethodResponseSchema.response' }),
        invalidatesTags: onSuccess('AdminPaymentMethods'),
      }),
      /** 409 PAYMENT_METHOD_IN_USE once it has been used: disable it instead. */
      deletePaymentMethod: build.mutation<{ id: string }, string>({
        query: (id) => ({ path: `/api/admin/payment-methods/${encodeURIComponent(id)}`, method: 'DELETE', schema: 'paymentMethodDeletedResponseSchema.response' }),
        invalidatesTags: onSuccess('AdminPaymentMethods'),
      }),
      /** One player's wallet movements, the same rows as the player's own history. */
      creditHistory: build.query<Page<Transaction>, CreditHistoryQuery>({
        query: (params) => ({ path: '/api/admin/user-credit-history', params, schema: 'transactionsResponseSchema.response' }),
        providesTags: ['CreditHistory'],
      }),
      /** Does the ledger sum to zero and match every cached balance? */
      reconcile: build.query<Reconciliation, void>({
        query: () => ({ path: '/api/admin/reconcile', schema: 'reconcileResponseSchema.response' }),
        providesTags: ['Reconcile'],
      }),
    }),
  });

export const {
  useAdminDepositsQuery,
  useAdminWithdrawalsQuery,
  useDecideDepositMutation,
  useDecideWithdrawalMutation,
  useBalanceApprovalsQuery,
  useDecideBalanceApprovalMutation,
  useAdminPaymentsQuery,
  useTransferBalanceMutation,
  useAdminPaymentMethodsQuery,
  useCreatePaymentMethodMutation,
  useUpdatePaymentMethodMutation,
  useDeletePaymentMethodMutation,
  useCreditHistoryQuery,
  useReconcileQuery,
} = adminPaymentsApi;

/** The same page of payments as CSV (RFC 4180), fetched with the staff bearer token (a file, not cached data). */
export function downloadPaymentsCsv(query: PaymentsQuery): Promise<Blob> {
  return apiDownload('/api/admin/payments', { ...query, format: 'csv' });
}
