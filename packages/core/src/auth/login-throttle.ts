/**
 * Progressive login delay per account: the first `loginFailuresFree` failures within
 * `loginFailureWindowMs` cost nothing; from then on each failure refuses every attempt on the
 * account for a delay that doubles per further failure, capped at `loginRetryDelayMaxMs`, so a
 * guesser gets a handful of tries an hour while the owner is never shut out longer than the cap.
 */
import { assert } from '../control/control';

export const loginFailuresFree = 5;
export const loginFailureWindowMs = 15 * 60_000;
export const loginRetryDelayBaseMs = 30_000;
export const loginRetryDelayMaxMs = 5 * 60_000;

/** The wait after the account's `failureCount`-th failure within the window (0: none). */
export function loginRetryDelayMs(failureCount: number): number {
  assert(Number.isSafeInteger(failureCount), 'failure count must be an integer');
  assert(failureCount >= 0, 'failure count must not be negative');
  if (failureCount < loginFailuresFree) return 0;
  // Past 2^4 the cap holds anyway; the exponent stays small so the maths never overflows.
  const doublings = Math.min(failureCount - loginFailuresFree, 4);
  return Math.min(loginRetryDelayBaseMs * 2 ** doublings, loginRetryDelayMaxMs);
}
