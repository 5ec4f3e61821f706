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
    // Each attempt collects its own hooks: a rolled back attempt's never run.
    const hooks: AfterCommitHook[] = [];
    const tracked = async (tx: Transaction) => {
      afterCommitHooks.set(tx, hooks);
      return work(tx);
    };
    try {
      // PGlite's driver emits an empty `set transaction` for an empty config object: pass none then.
      const result = await (options.isolationLevel ? db.transaction(tracked, options) : db.transaction(tracked));
      runAfterCommit(db, hooks);
      return result;
    } catch (error) {
      if (attempt >= transactionAttemptsMax || !isRetryableTransactionError(error)) throw error;
      await sleep(Math.floor(Math.random() * retryDelayMsMax * attempt));
    }
  }
}

/** Work to do once a transaction committed (a push to a socket room): never inside, never on rollback. */
export type AfterCommitHook = (db: Database) => void;

const afterCommitHooks = new WeakMap<Transaction, AfterCommitHook[]>();

/**
 * Registers `hook` to run after `tx` commits (only for a transaction opened by `inTransaction`; a
 * retried or rolled back attempt drops its hooks). Throws for any other transaction, so a caller
 * can never announce something that might still roll back or whose hooks would silently never run.
 */
export function afterCommit(tx: Transaction, hook: AfterCommitHook): void {
  const hooks = afterCommitHooks.get(tx);
  if (!hooks) throw new Error('afterCommit needs a transaction opened by inTransaction');
  hooks.push(hook);
}

function runAfterCommit(db: Database, hooks: readonly AfterCommitHook[]): void {
  for (const hook of hooks) {
    try {
      hook(db);
    } catch (error) {
      // A failed announcement never undoes a committed change; the hook owner logs its own failures.
      void error;
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
