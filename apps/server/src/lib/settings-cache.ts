import type { Database } from '../db/client';

/**
 * Operator settings (`settings` rows such as `risk.limits` and `betting`) are read on every
 * placement, so each database handle keeps its parsed copy for `settingsCacheTtlMs`. A write through
 * this instance drops the copy at once (`invalidateSettings` after the commit). Other instances on
 * PostgreSQL drop theirs when the write's NOTIFY on `settingsChannel` arrives (milliseconds; the
 * settings module's sync plugin listens); the TTL bounds the staleness to one second even when that
 * message is lost. One re-read per key per second per instance is a primary-key lookup.
 */
export const settingsCacheTtlMs = 1_000;

/** The PostgreSQL channel a settings write notifies (docs/architecture.md, "Operator settings"). */
export const settingsChannel = 'oddsmith_settings';

type Entry = { value: unknown; expiresAtMs: number };
/** A load under way and the generation it started in. */
type Loading = { value: Promise<unknown>; generation: number };
type HandleCache = { generation: number; entries: Map<string, Entry>; loading: Map<string, Loading> };

/** Keyed by the database handle: every app (and every test's app) has its own copy. */
const caches = new WeakMap<Database, HandleCache>();

function cacheOf(db: Database): HandleCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { generation: 0, entries: new Map(), loading: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The cached value of `key`, or what `load` answers now (kept for the TTL). Concurrent misses of a
 * key share one load: when a copy expires under load, every request arriving before the re-read
 * answers would otherwise send its own (the exchange bench saw ~40 reads of one row per second).
 * A load that started before an invalidation is not joined by a caller after it.
 */
export async function cachedSetting<T>(db: Database, key: string, load: () => Promise<T>, nowMs = Date.now()): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.entries.get(key);
  if (hit && hit.expiresAtMs > nowMs) return hit.value as T;
  const generation = cache.generation;
  const running = cache.loading.get(key);
  if (running && running.generation === generation) return running.value as Promise<T>;
  const loading = load();
  cache.loading.set(key, { value: loading, generation });
  try {
    const value = await loading;
    // A write committed while this load ran may not be in `value`: keep it only if nothing was invalidated since.
    if (cache.generation === generation) cache.entries.set(key, { value, expiresAtMs: nowMs + settingsCacheTtlMs });
    return value;
  } finally {
    if (cache.loading.get(key)?.value === loading) cache.loading.delete(key);
  }
}

/** Call after the transaction that wrote a setting has committed. */
export function invalidateSettings(db: Database): void {
  const cache = cacheOf(db);
  cache.generation += 1;
  cache.entries.clear();
  cache.loading.clear();
}
