import {
  type BankSummary,
  type Deposit,
  type DepositStatus,
  type Page,
  type PaymentMethod,
  type SandboxCompletion,
  type SandboxOutcome,
  type SandboxPayment,
  type Transaction,
  type Withdrawal,
  type WithdrawalStatus,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';
import type { HistoryFilters } from '../../../lib/history-filters';

export type OwnListQuery<S> = { page: number; perPage: number; status?: S };
/** `to` is exclusive on the server. */
export type TransactionsQuery = HistoryFilters & { page: number; perPage: number };
/** `amount` is the decimal text the player typed (checked with core's parseAmount first). */
export type CreateDepositInput = { methodId: string; amount: string; requestId: string };
export type CreateWithdrawalInput = { methodId: string; amount: string; details: Record<string, string>; requestId: string };

/** What a deposit, a withdrawal or a sandbox payment changes: the figures, the player's lists and history. */
const moneyMovedTags = ['BankSummary', 'BankDeposits', 'BankWithdrawals', 'BankTransactions'] as const;

/**
 * The player's bank (GET/POST /api/bank/...). A created deposit or withdrawal and a completed sandbox
 * payment invalidate the summary, both request lists and the history.
 */
export const bankApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['BankSummary', 'BankMethods', 'BankDeposits', 'BankWithdrawals', 'BankTransactions', 'BankSandboxPayment'] })
  .injectEndpoints({
    endpoints: (build) => ({
      bankSummary: build.query<BankSummary, void>({
        query: () => ({ path: '/api/bank/summary', schema: 'bankSummaryResponseSchema.response' }),
        providesTags: ['BankSummary'],
      }),
      /** The enabled methods in display order. */
      paymentMethods: build.query<{ methods: PaymentMethod[] }, void>({
        query: () => ({ path: '/api/bank/payment-methods', schema: 'playerMethodsResponseSchema.response' }),
        providesTags: ['BankMethods'],
      }),
      myDeposits: build.query<Page<Deposit>, OwnListQuery<DepositStatus>>({
        query: (params) => ({ path: '/api/bank/deposits', params, schema: 'depositsResponseSchema.response' }),
        providesTags: ['BankDeposits'],
      }),
      myWithdrawals: build.query<Page<Withdrawal>, OwnListQuery<WithdrawalStatus>>({
        query: (params) => ({ path: '/api/bank/withdrawals', params, schema: 'withdrawalsResponseSchema.response' }),
        providesTags: ['BankWithdrawals'],
      }),
      transactions: build.query<Page<Transaction>, TransactionsQuery>({
        query: (params) => ({ path: '/api/bank/transactions', params, schema: 'transactionsResponseSchema.response' }),
        providesTags: ['BankTransactions'],
      }),
      /** A repeat with the same requestId answers with the same deposit (no second charge). */
      createDeposit: build.mutation<{ deposit: Deposit }, CreateDepositInput>({
        query: (body) => ({ path: '/api/bank/deposits', method: 'POST', body, schema: 'depositResponseSchema.response' }),
        invalidatesTags: (reply) => (reply ? [...moneyMovedTags] : []),
      }),
      /** The amount leaves the spendable balance at once; only staff can pay or reject it. */
      createWithdrawal: build.mutation<{ withdrawal: Withdrawal; balance: number }, CreateWithdrawalInput>({
        query: (body) => ({ path: '/api/bank/withdrawals', method: 'POST', body, schema: 'withdrawalResponseSchema.response' }),
        invalidatesTags: (reply) => (reply ? [...moneyMovedTags] : []),
      }),
      sandboxPayment: build.query<{ payment: SandboxPayment }, string>({
        query: (id) => ({ path: `/api/bank/sandbox/payments/${encodeURIComponent(id)}`, schema: 'sandboxPaymentResponseSchema.response' }),
        providesTags: (_reply, _failure, id) => [{ type: 'BankSandboxPayment', id }],
      }),
      /** The sandbox provider then calls the server's signed webhook, which credits the deposit. */
      completeSandboxPayment: build.mutation<SandboxCompletion, { id: string; outcome: SandboxOutcome }>({
        query: ({ id, outcome }) => ({
          path: `/api/bank/sandbox/payments/${encodeURIComponent(id)}/complete`,
          method: 'POST',
          body: { outcome },
          schema: 'sandboxCompleteResponseSchema.response',
        }),
        invalidatesTags: (reply) => (reply ? [...moneyMovedTags] : []),
      }),
    }),
  });

export const {
  useBankSummaryQuery,
  usePaymentMethodsQuery,
  useMyDepositsQuery,
  useMyWithdrawalsQuery,
  useTransactionsQuery,
  useLazyMyDepositsQuery,
  useCreateDepositMutation,
  useCreateWithdrawalMutation,
  useSandboxPaymentQuery,
  useCompleteSandboxPaymentMutation,
} = bankApi;
