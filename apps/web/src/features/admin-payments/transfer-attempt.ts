import { ApiError } from '../../lib/api-client';
import type { TransferBalanceInput } from './api/admin-transfer-balance';

export type TransferBody = Omit<TransferBalanceInput, 'requestId'>;

/** One transfer attempt: its requestId and the body it was made for. */
export type TransferAttempt = { requestId: string; bodyKey: string };

export function transferBodyKeyOf(body: TransferBody): string {
  return JSON.stringify([body.userId, body.direction, body.amount.trim(), body.note.trim()]);
}

/**
 * The attempt to send `body` under (as the betslip does): a retry of the same body keeps the
 * requestId of the unanswered attempt, so the server moves the money at most once; any other body
 * is a new attempt with a new requestId.
 */
export function attemptFor(previous: TransferAttempt | null, body: TransferBody, newRequestId: () => string): TransferAttempt {
  const bodyKey = transferBodyKeyOf(body);
  return previous?.bodyKey === bodyKey ? previous : { requestId: newRequestId(), bodyKey };
}

/** No reply, or a 5xx: the outcome is unknown, so the next try must reuse the requestId. */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.status === null || error.status >= 500);
}
