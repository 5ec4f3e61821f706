import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import type { ActiveSession } from './sessions.repo';
import { afterCommit } from './transaction';

/**
 * Every authenticated request reads its session row (revoked? user blocked? role now?), so each
 * database handle keeps the live sessions it read, for at most `sessionCacheMaxAgeMs` (and never
 * past the session's own expiry). Whatever ends or changes a session (logout, revoke, block, a
 * password or role change) calls `sessionsChanged` in its transaction: once it commits this
 * instance drops the user's sessions at once (`afterCommit`), and the NOTIFY on `sessionsChannel`
 * tells the others (the settings sync plugin listens). On PostgreSQL the cache is used only while
 * that listener is connected (a dropped listener could miss a revoke); the max age bounds what a
 * lost message could leave behind. PGlite is one process: the writer's own drop is enough.
 * Only live sessions are kept: an unknown or revoked token reads the database every time.
 */
export const sessionCacheMaxAgeMs = 5_000;

/** The PostgreSQL channel a session change notifies; the payload is the user's id. */
export const sessionsChannel = 'oddsmith_sessions';

/** Sessions per handle before the map starts over (bounded: one entry per signed-in client). */
const entriesMax = 20_000;

type Entry = { session: ActiveSession; expiresAtMs: number };
type HandleCache = { enabled: boolean; generation: number; entries: Map<string, Entry> };

const caches = new WeakMap<Database, HandleCache>();

function cacheOf(db: Database): HandleCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { enabled: false, generation: 0, entries: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The live session `sessionId` from the cache, or what `load` reads now (kept unless a change came meanwhile). */
export async function cachedActiveSession(db: Database, sessionId: string, now: Date, load: () => Promise<ActiveSession | undefined>): Promise<ActiveSession | undefined> {
  const cache = cacheOf(db);
  if (!cache.enabled) return load();
  const nowMs = now.getTime();
  const hit = cache.entries.get(sessionId);
  if (hit && hit.expiresAtMs > nowMs) return hit.session;
  const generation = cache.generation;
  const session = await load();
  // A change committed while this load ran may not be in `session`: keep it only if none came since.
  if (session && cache.generation === generation) {
    if (cache.entries.size >= entriesMax) cache.entries.clear();
    cache.entries.set(sessionId, { session, expiresAtMs: Math.min(nowMs + sessionCacheMaxAgeMs, session.expiresAt.getTime()) });
  }
  return session;
}

/** Drops this handle's cached sessions of `userId` (every session when null); loads under way are not kept. */
export function dropCachedSessions(db: Database, userId: string | null): void {
  const cache = cacheOf(db);
  cache.generation += 1;
  if (userId === null) {
    cache.entries.clear();
    return;
  }
  for (const [sessionId, entry] of cache.entries) {
    if (entry.session.userId === userId) cache.entries.delete(sessionId);
  }
}

/**
 * Turns the cache on or off for a handle (off drops everything): on for PGlite at start, on for
 * PostgreSQL while the listener is connected.
 */
export function setSessionCacheEnabled(db: Database, enabled: boolean): void {
  dropCachedSessions(db, null);
  cacheOf(db).enabled = enabled;
}

/**
 * Call in the transaction that revokes a user's sessions or changes their role or status (it must
 * be opened by `inTransaction`): every instance drops the user's cached sessions when it commits.
 */
export async function sessionsChanged(tx: Transaction, userId: string): Promise<void> {
  afterCommit(tx, (db) => dropCachedSessions(db, userId));
  // Delivered at commit, to the listeners of every instance (this one too); never on rollback.
  await tx.execute(sql`select pg_notify(${sessionsChannel}, ${userId})`);
}
