import type { CashoutPayload, CashoutRequest } from '@oddsmith/core';
import { api, ApiError } from '../../../lib/api-client';

/** POST /api/sports/cashout: pays only when `amount` equals the quote now. */
export function cashout(body: CashoutRequest): Promise<CashoutPayload> {
  return api.post<CashoutPayload>('/api/sports/cashout', body);
}

/** A 409 `CASHOUT_QUOTE_CHANGED`: the quote now; `null` for no longer offered; undefined otherwise. */
export function changedQuoteOf(error: unknown): number | null | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { code?: unknown; response?: { cashoutValue?: unknown } } | null;
  if (!body || typeof body.code !== 'string' || !body.code.startsWith('CASHOUT_')) return undefined;
  const value = body.response?.cashoutValue;
  return typeof value === 'number' ? value : null;
}
