/** A transfer-balance body without its requestId (staff transfers, a cash agent's float). */
export type TransferBody = { userId: string; amount: string; direction: 'credit' | 'debit'; note: string };

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

/**
 * No reply, a 5xx, or a success reply outside the contract: the outcome is unknown, so the next try
 * must reuse the requestId; only a 4xx refusal surely moved nothing. Reads an
 * `ApiError` or its plain form from the store (RTK Query's `ApiFailure`): both carry `status`.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return error.status === null || (typeof error.status === 'number' && (error.status >= 500 || error.status < 400));
}
