import { type ApiTicket, type MyBetsPayload, type PlaceBetPayload, type PlaceBetRequest, type SlipPriceChanges } from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

/**
 * The slip's calls (docs/betting-api.md). A placement makes the player's tickets change, so it
 * invalidates `MyBets` (the my-bets list, whichever feature shows it, is read again).
 */
export const betslipApi = apiSlice.enhanceEndpoints({ addTagTypes: ['MyBets'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/sports/place-bet: idempotent by `requestId`. */
    placeBet: build.mutation<PlaceBetPayload, PlaceBetRequest>({
      query: (body) => ({ path: '/api/sports/place-bet', method: 'POST', body, schema: 'placeBetPayloadSchema', failureSchema: 'slipPriceChangesSchema' }),
      // Only a call that went through changed the tickets.
      invalidatesTags: (result) => (result ? ['MyBets'] : []),
    }),
    /**
     * An in-play ticket's state after its delay: GET /api/sports/mybets?status=open carries the open
     * tickets (`mybets`) and the newest settled ones (`history`), so one call finds it either way.
     */
    openTickets: build.query<MyBetsPayload, void>({
      query: () => ({ path: '/api/sports/mybets', params: { status: 'open' }, schema: 'myBetsPayloadSchema' }),
    }),
  }),
});

export const { usePlaceBetMutation, useLazyOpenTicketsQuery } = betslipApi;

/** The tickets of `ticketIds` in an open-tickets reply. */
export function ticketsIn(payload: MyBetsPayload, ticketIds: readonly string[]): ApiTicket[] {
  const all = [...payload.mybets, ...payload.history];
  return ticketIds.flatMap((id) => all.filter((ticket) => ticket.id === id).slice(0, 1));
}

type ErrorBody = { code?: unknown; message?: unknown };

/** The reply body of a failed call (RTK Query's `ApiFailure`). */
function bodyOf(failure: unknown): ErrorBody | null {
  const body = typeof failure === 'object' && failure !== null && 'body' in failure ? failure.body : null;
  return typeof body === 'object' && body !== null ? (body as ErrorBody) : null;
}

/** The server's error code (`BETSLIP_*`, `RG_*`), or null when there was none (no reply, 5xx). */
export function errorCodeOf(failure: unknown): string | null {
  const code = bodyOf(failure)?.code;
  return typeof code === 'string' ? code : null;
}

/** The new prices of a 409 `BETSLIP_ODDS_CHANGED` / `BETSLIP_MARKET_SUSPENDED` (wire decimals), or null. */
export function priceChangesOf(failure: unknown): SlipPriceChanges['changes'] | null {
  // `details`: the body's `response` as the call's `failureSchema` (slipPriceChangesSchema) parsed it.
  const details = typeof failure === 'object' && failure !== null && 'details' in failure ? (failure.details as SlipPriceChanges | null | undefined) : null;
  return details ? details.changes : null;
}

/** The limit a stake / payout error names ("... (limit 100)."), or null. */
export function limitOf(failure: unknown): number | null {
  const message = bodyOf(failure)?.message;
  if (typeof message !== 'string') return null;
  const match = /\(limit ([0-9]+(?:\.[0-9]+)?)\)/.exec(message);
  return match?.[1] ? Number(match[1]) : null;
}

/** True when the call never got an answer (or a 5xx): the same attempt may be sent again with its requestId. */
export function isRetryable(failure: unknown): boolean {
  const status = typeof failure === 'object' && failure !== null && 'status' in failure ? failure.status : undefined;
  return status === null || (typeof status === 'number' && status >= 500);
}
