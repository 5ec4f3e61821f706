import type { Database } from '../../db/client';
import type { Held } from './escrow';
import type { PositionEscrow } from './exchange.repo';

/** What this instance knows of a player in a market: their holdings and their position (absent: none yet). */
export type CachedHolder = { held: Held; position: PositionEscrow | undefined };

/**
 * Players' holdings per market as of the market's `book_seq` (`seq`): every writer of a market's
 * orders, fills or positions holds the market lock and bumps `book_seq`, so a copy at the locked
 * row's `book_seq` is what the database holds. A writer of this instance (`runInMarket`) moves the
 * copy to its new `book_seq` after its commit, with the players it wrote either given anew (a
 * placement batch knows them) or dropped (read again when next needed); any other change (another
 * instance, staff) leaves the copy behind its `book_seq`, and it is cleared when next asked for.
 */
type MarketHolders = { seq: number; holders: Map<string, CachedHolder> };

const instances = new WeakMap<Database, Map<string, MarketHolders>>();

/**
 * Markets an instance keeps copies of at most: the ones written last stay (a closed market's copy
 * ages out); one forgotten is read again when next written, as after any other change.
 */
export const heldMarketsMax = 1_000;

function marketsOf(db: Database): Map<string, MarketHolders> {
  let markets = instances.get(db);
  if (!markets) {
    markets = new Map();
    instances.set(db, markets);
  }
  return markets;
}

const none: ReadonlyMap<string, CachedHolder> = new Map();

/** The players known at the locked market's `bookSeq` (none when the copy is behind: it is cleared). */
export function cachedHolders(db: Database, marketId: string, bookSeq: number): ReadonlyMap<string, CachedHolder> {
  const markets = marketsOf(db);
  const cached = markets.get(marketId);
  if (!cached) return none;
  if (cached.seq === bookSeq) return cached.holders;
  markets.delete(marketId);
  return none;
}

/** The players the copy knows, at whatever `book_seq` it is (a guess before the market is locked; `cachedHolders` decides). */
export function knownHolders(db: Database, marketId: string): ReadonlyMap<string, CachedHolder> {
  return marketsOf(db).get(marketId)?.holders ?? none;
}

/** What a committed write tells the copy: its players as they stand now, or the players it changed without knowing how. */
export type HoldersChange = { known: ReadonlyMap<string, CachedHolder> } | { changed: readonly string[] };

/**
 * After a commit that moved the market from `fromSeq` to `toSeq`: the copy follows when it was at
 * `fromSeq`. Players given anew are exact at `toSeq` whatever the copy held, so they start a new copy otherwise.
 */
export function commitHolders(db: Database, marketId: string, fromSeq: number, toSeq: number, change: HoldersChange): void {
  const markets = marketsOf(db);
  const cached = markets.get(marketId);
  const current = cached && cached.seq === fromSeq ? cached : undefined;
  if ('known' in change) {
    const next = current ?? { seq: toSeq, holders: new Map<string, CachedHolder>() };
    for (const [userId, holder] of change.known) next.holders.set(userId, holder);
    next.seq = toSeq;
    // Last written last in the map's order: the first key is the market written longest ago.
    markets.delete(marketId);
    markets.set(marketId, next);
    if (markets.size > heldMarketsMax) markets.delete(markets.keys().next().value ?? marketId);
    return;
  }
  if (!current) {
    markets.delete(marketId);
    return;
  }
  for (const userId of change.changed) current.holders.delete(userId);
  current.seq = toSeq;
}

/** After a failed write: the next writer reads its players again. */
export function dropHolders(db: Database, marketId: string): void {
  marketsOf(db).delete(marketId);
}
