import { type CashoutPayload, type CashoutQuoteChange, type CashoutRequest, type MyBetsPayload } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

export type MyBetsView = 'open' | 'settled';

/** My bets and cash-out (docs/betting-api.md); a cash-out (or a placement) reads the list again. */
export const mybetsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['MyBets'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/sports/mybets?status=open|settled. */
    myBets: build.query<MyBetsPayload, { status: MyBetsView }>({
      query: ({ status }) => ({ path: '/api/sports/mybets', params: { status }, schema: 'myBetsPayloadSchema' }),
      providesTags: ['MyBets'],
    }),
    /** POST /api/sports/cashout: pays only when `amount` equals the quote now. */
    cashout: build.mutation<CashoutPayload, CashoutRequest>({
      query: (body) => ({ path: '/api/sports/cashout', method: 'POST', body, schema: 'cashoutPayloadSchema', failureSchema: 'cashoutQuoteChangeSchema' }),
      // Only a call that went through changed the tickets.
      invalidatesTags: (result) => (result ? ['MyBets'] : []),
    }),
  }),
});

export const { useMyBetsQuery, useCashoutMutation } = mybetsApi;

/** A 409 `CASHOUT_*`: the quote now; `null` for no longer offered; undefined for any other failure. */
export function changedQuoteOf(failure: unknown): number | null | undefined {
  if (typeof failure !== 'object' || failure === null || !('status' in failure) || failure.status !== 409) return undefined;
  const body = 'body' in failure ? (failure.body as { code?: unknown } | null) : null;
  if (!body || typeof body.code !== 'string' || !body.code.startsWith('CASHOUT_')) return undefined;
  // `details`: the body's `response` as the call's `failureSchema` (cashoutQuoteChangeSchema) parsed it.
  const details = 'details' in failure ? (failure.details as CashoutQuoteChange | null | undefined) : null;
  return details ? details.cashoutValue : null;
}
