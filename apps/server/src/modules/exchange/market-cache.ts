import type { Database } from '../../db/client';
import type { ExchangeMarketRow, ExchangeRunnerRow } from '../../db/schema';
import * as repo from './exchange.repo';

/**
 * The market and runners an order is checked against before the market lock, kept per database
 * handle so an order does not read them (two statements) every time. Safe to be stale: a market's
 * currency and runners never change after it is created, and its status and in-play flag are
 * checked again by the lock holder (`assertTrading`, the bet delay), so a copy that still says
 * "trading" only sends the order to be refused under the lock. A copy that would refuse the order
 * (`fresh`) is read again first, every copy lives `marketCacheTtlMs` at most, and each write under
 * the lock refreshes it from the locked row (`rememberMarket`).
 */
export const marketCacheTtlMs = 1_000;

/** Markets per handle before the map starts over (bounded against junk ids). */
const entriesMax = 1_000;

export type MarketForOrder = { market: ExchangeMarketRow; runners: readonly ExchangeRunnerRow[] };
type Entry = MarketForOrder & { expiresAtMs: number };
type HandleCache = { entries: Map<string, Entry>; loading: Map<string, Promise<MarketForOrder | undefined>> };

const caches = new WeakMap<Database, HandleCache>();

function cacheOf(db: Database): HandleCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), loading: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** Reads the market and its runners (concurrent misses of one market share the read). */
function load(db: Database, cache: HandleCache, marketId: string, nowMs: number): Promise<MarketForOrder | undefined> {
  const pending = cache.loading.get(marketId);
  if (pending) return pending;
  const loading = (async () => {
    const market = await repo.findMarketHead(db, marketId);
    if (!market) return undefined;
    const loaded = { market, runners: await repo.findRunners(db, marketId) };
    if (cache.entries.size >= entriesMax) cache.entries.clear();
    cache.entries.set(marketId, { ...loaded, expiresAtMs: nowMs + marketCacheTtlMs });
    return loaded;
  })().finally(() => cache.loading.delete(marketId));
  cache.loading.set(marketId, loading);
  return loading;
}

/**
 * The market (undefined: no such market) and its runners for an order's checks: the copy unless it
 * expired or `fresh` says it would refuse the order, then a new read.
 */
export async function marketForOrder(db: Database, marketId: string, fresh: (market: ExchangeMarketRow) => boolean, nowMs = Date.now()): Promise<MarketForOrder | undefined> {
  const cache = cacheOf(db);
  const hit = cache.entries.get(marketId);
  if (hit && hit.expiresAtMs > nowMs && fresh(hit.market)) return hit;
  return load(db, cache, marketId, nowMs);
}

/** The market row as the lock holder read it: the copy (if any) takes its status and in-play flag. */
export function rememberMarket(db: Database, market: ExchangeMarketRow): void {
  const hit = cacheOf(db).entries.get(market.id);
  if (hit) hit.market = { ...hit.market, status: market.status, inPlay: market.inPlay };
}
