import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedJson, type PreparedJson } from '../../lib/prepared-json';

/**
 * The read model every player reads: the public event lists and event pages, kept as the exact
 * JSON the routes send (nothing personal is in them: the routes are public and take no auth), with
 * its ETag and compressed forms (lib/prepared-json.ts). Each database handle (each app, each test's
 * app) has its own copy.
 *
 * Freshness: every write to events, markets or selections ends in `invalidateSportsReads` after its
 * commit (the realtime publishers the feed, staff event edits and risk holds call, and the feed's
 * stale-calendar cancel), which drops every body at once; a body loaded while a change committed is
 * not kept (the generation moved). Other instances on PostgreSQL drop theirs when the writer's
 * NOTIFY on `sportsChannel` arrives (the settings listener also listens there); the TTL bounds the
 * staleness to one second even when that message is lost (on PGlite, one process, it is longer). Concurrent misses of one key share one
 * load, so an invalidation costs one database read per key, not one per waiting request.
 */
export const sportsReadsTtlMs = 1_000;

/**
 * On PGlite there is no other instance to miss a message from, and every load runs on the event
 * loop (a rebuild stalls every request): the TTL only backs up a write path that forgot to announce.
 */
export const sportsReadsPgliteTtlMs = 30_000;

/** The PostgreSQL channel a sports change notifies, so every instance drops its bodies. */
export const sportsChannel = 'oddsmith_sports';

/** Bodies per handle before the map starts over (lists are keyed by query: bounded against junk queries). */
const entriesMax = 2_000;

type Entry = { body: PreparedJson; expiresAtMs: number };
type Loading = { generation: number; body: Promise<PreparedJson> };
type HandleCache = { ttlMs: number; generation: number; entries: Map<string, Entry>; loading: Map<string, Loading>; notifying: boolean; notifyAgain: boolean };

const caches = new WeakMap<Database, HandleCache>();

function cacheOf(db: Database): HandleCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { ttlMs: sportsReadsTtlMs, generation: 0, entries: new Map(), loading: new Map(), notifying: false, notifyAgain: false };
    caches.set(db, cache);
  }
  return cache;
}

/** The cached body of `key` if it is there and fresh, without loading anything (the routes' fast path). */
export function peekBody(db: Database, key: string, nowMs = Date.now()): PreparedJson | undefined {
  const hit = cacheOf(db).entries.get(key);
  return hit && hit.expiresAtMs > nowMs ? hit.body : undefined;
}

/** The cached body of `key`, or the JSON `load` answers now (kept for the TTL unless a change committed meanwhile). */
export function cachedBody(db: Database, key: string, load: () => Promise<string>, nowMs = Date.now()): Promise<PreparedJson> {
  const cache = cacheOf(db);
  const hit = peekBody(db, key, nowMs);
  if (hit) return Promise.resolve(hit);
  const pending = cache.loading.get(key);
  if (pending && pending.generation === cache.generation) return pending.body;
  const generation = cache.generation;
  const body = load().then(
    (text) => {
      const loaded = preparedJson(text);
      if (cache.loading.get(key)?.body === body) cache.loading.delete(key);
      if (cache.generation === generation) {
        if (cache.entries.size >= entriesMax) cache.entries.clear();
        cache.entries.set(key, { body: loaded, expiresAtMs: nowMs + cache.ttlMs });
      }
      return loaded;
    },
    (error: unknown) => {
      if (cache.loading.get(key)?.body === body) cache.loading.delete(key);
      throw error;
    },
  );
  cache.loading.set(key, { generation, body });
  return body;
}

/** The handle's database kind sets its TTL (the db plugin calls this once). */
export function configureSportsReads(db: Database, kind: 'pglite' | 'postgres'): void {
  cacheOf(db).ttlMs = kind === 'pglite' ? sportsReadsPgliteTtlMs : sportsReadsTtlMs;
}

/** Drops this handle's bodies; call after the transaction that changed an event, market or selection committed. */
export function invalidateSportsReads(db: Database): void {
  const cache = cacheOf(db);
  cache.generation += 1;
  cache.entries.clear();
  cache.loading.clear();
}

/**
 * Drops this instance's bodies and, on PostgreSQL, tells the others (NOTIFY, coalesced: while one
 * is on its way, further changes send one more after it). Never throws: the TTL covers a lost message.
 */
export function sportsChanged(db: Database, kind: 'pglite' | 'postgres'): void {
  invalidateSportsReads(db);
  if (kind !== 'postgres') return;
  const cache = cacheOf(db);
  if (cache.notifying) {
    cache.notifyAgain = true;
    return;
  }
  cache.notifying = true;
  const send = (): void => {
    cache.notifyAgain = false;
    db.execute(sql`select pg_notify(${sportsChannel}, '')`)
      .catch(() => undefined)
      .finally(() => {
        if (cache.notifyAgain) send();
        else cache.notifying = false;
      });
  };
  send();
}
