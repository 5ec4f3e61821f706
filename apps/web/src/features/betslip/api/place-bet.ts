import type { PlaceBetPayload, PlaceBetRequest, SlipPriceChanges } from '@oddsmith/core';
import { api, ApiError } from '../../../lib/api-client';

/** POST /api/sports/place-bet (docs/betting-api.md): idempotent by `requestId`. */
export function placeBet(body: PlaceBetRequest): Promise<PlaceBetPayload> {
  return api.post<PlaceBetPayload>('/api/sports/place-bet', body);
}

type ErrorBody = { code?: unknown; message?: unknown; field?: unknown; response?: unknown };

function bodyOf(error: unknown): ErrorBody | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  return error.body as ErrorBody;
}

/** The server's error code (`BETSLIP_*`, `RG_*`), or null when there was none (no reply, 5xx). */
export function errorCodeOf(error: unknown): string | null {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' ? code : null;
}

/** The new prices of a 409 `BETSLIP_ODDS_CHANGED` / `BETSLIP_MARKET_SUSPENDED`, or null. */
export function priceChangesOf(error: unknown): SlipPriceChanges['changes'] | null {
  const response = bodyOf(error)?.response;
  if (typeof response !== 'object' || response === null || !('changes' in response)) return null;
  const changes = (response as { changes: unknown }).changes;
  return Array.isArray(changes) ? (changes as SlipPriceChanges['changes']) : null;
}

/** The limit a stake / payout error names ("... (limit 100)."), or null. */
export function limitOf(error: unknown): number | null {
  const message = bodyOf(error)?.message;
  if (typeof message !== 'string') return null;
  const match = /\(limit ([0-9]+(?:\.[0-9]+)?)\)/.exec(message);
  return match?.[1] ? Number(match[1]) : null;
}

/** True when the call never got an answer: the same attempt may be sent again with its requestId. */
export function isNoReply(error: unknown): boolean {
  return error instanceof ApiError && error.status === null;
}
