import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Transaction } from '../db/client';

/** PostgreSQL serialization failure and deadlock: the transaction rolled back and may simply run again. */
const retryableCodes = new Set(['40001', '40P01']);
export const transactionAttemptsMax = 5;
const retryDelayMsMax = 40;

export function isRetryableTransactionError(error: unknown): boolean {
  let candidate: unknown = error;
  // Drizzle wraps driver errors in `cause`; the depth is bounded.
  for (let depth = 0; depth < 4 && typeof candidate === 'object' && candidate !== null; depth += 1) {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && retryableCodes.has(code)) return true;
    candidate = (candidate as { cause?: unknown }).cause;
  }
  return false;
}

export type TransactionOptions = { isolationLevel?: 'read committed' | 'repeatable read' | 'serializable' };

/**
 * Every money-moving service runs through here: one transaction, retried (at most
 * `transactionAttemptsMax` times, with a short random back-off) when PostgreSQL aborts it for a
 * serialization failure or a deadlock. The work must be safe to re-run: it is, because a rolled
 * back attempt left nothing behind.
 */
export async function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // PGlite's driver emits an empty `set transaction` for an empty config object: pass none then.
      return await (options.isolationLevel ? db.transaction(work, options) : db.transaction(work));
    } catch (error) {
      if (attempt >= transactionAttemptsMax || !isRetryableTransactionError(error)) throw error;
      await sleep(Math.floor(Math.random() * retryDelayMsMax * attempt));
    }
  }
}

/** Rows of a raw `execute` on either driver (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** The one row an `insert … returning()` answers; none at all is a bug, never a case to handle. */
export function insertedRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}
