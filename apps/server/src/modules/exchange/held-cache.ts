import type { Database } from '../../db/client';
import type { Held, HeldOrder } from './escrow';
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
type MarketHolders = { seq: number; holders: Map<string, CachedHolder>; resting: Map<number, HeldOrder> };

/** A market's copy as a batch uses it: its players, and their open orders by `book_id` (to find a maker among them without a read). */
export type CachedMarket = { holders: ReadonlyMap<string, CachedHolder>; resting: ReadonlyMap<number, HeldOrder> };

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
const noneMarket: CachedMarket = { holders: none, resting: new Map() };

/** The market's copy at the locked market's `bookSeq` (empty when the copy is behind: it is cleared). */
export function cachedMarket(db: Database, marketId: string, bookSeq: number): CachedMarket {
  const markets = marketsOf(db);
  const cached = markets.get(marketId);
  if (!cached) return noneMarket;
  if (cached.seq === bookSeq) return cached;
  markets.delete(marketId);
  return noneMarket;
}

/** A player's holder in the copy replaced (`undefined`: forgotten), their open orders re-indexed with it. */
function setHolder(market: MarketHolders, userId: string, holder: CachedHolder | undefined): void {
  for (const order of market.holders.get(userId)?.held.orders ?? []) market.resting.delete(order.bookId);
  if (!holder) {
    market.holders.delete(userId);
    return;
  }
  market.holders.set(userId, holder);
  for (const order of holder.held.orders) if (order.status === 'open') market.resting.set(order.bookId, order);
}

/** The players the copy knows, at whatever `book_seq` it is (a guess before the market is locked; `cachedMarket` decides). */
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
    const next = current ?? { seq: toSeq, holders: new Map<string, CachedHolder>(), resting: new Map<number, HeldOrder>() };
    for (const [userId, holder] of change.known) setHolder(next, userId, holder);
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
  for (const userId of change.changed) setHolder(current, userId, undefined);
  current.seq = toSeq;
}

/** After a failed write: the next writer reads its players again. */
export function dropHolders(db: Database, marketId: string): void {
  marketsOf(db).delete(marketId);
}
