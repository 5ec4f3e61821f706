import { assert, ExchangeBook, priceToTick } from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import type { ExchangeOrderRow } from '../../db/schema';
import { remainingCentsOf } from './escrow';
import * as repo from './exchange.repo';

/**
 * The in-memory order books of this app instance: per market one `ExchangeBook` per runner and the
 * `book_seq` they reflect. The database is the truth (open orders in `book_id` order); a copy whose
 * seq differs from the market row's is rebuilt. A writer marks its copy dirty before touching it
 * and clean (with the new seq) after the commit, so a failed or retried transaction never leaves
 * a book that the database does not hold.
 */
export type MarketBooks = { books: Map<string, ExchangeBook>; seq: number };

/** `seq` of a copy being changed by an uncommitted transaction. */
const dirty = -1;

type InstanceBooks = { markets: Map<string, MarketBooks>; queues: Map<string, Promise<unknown>> };

/** Keyed by the database handle: every app (and every test's app) has its own books. */
const instances = new WeakMap<Database, InstanceBooks>();

function instanceOf(db: Database): InstanceBooks {
  let instance = instances.get(db);
  if (!instance) {
    instance = { markets: new Map(), queues: new Map() };
    instances.set(db, instance);
  }
  return instance;
}

/** Books of a market built from its open orders (time priority); resting orders never cross, so nothing fills. */
export function booksOfOrders(orders: readonly ExchangeOrderRow[]): Map<string, ExchangeBook> {
  const books = new Map<string, ExchangeBook>();
  for (const order of orders) {
    let book = books.get(order.runnerId);
    if (!book) {
      book = new ExchangeBook();
      books.set(order.runnerId, book);
    }
    const fills = book.place(order.bookId, order.side, priceToTick(order.priceMilli), remainingCentsOf(order), order.persistence);
    assert(fills === 0, `rebuilding the book of market ${order.marketId}: resting order ${order.bookId} crossed`);
  }
  return books;
}

export async function loadBooks(tx: Executor, marketId: string, seq: number): Promise<MarketBooks> {
  return { books: booksOfOrders(await repo.findOpenOrders(tx, marketId)), seq };
}

/** The market's books at `bookSeq` for a writer holding `lockMarket`: the cached copy, or one rebuilt now. */
export async function booksForWrite(db: Database, tx: Executor, marketId: string, bookSeq: number): Promise<MarketBooks> {
  const markets = instanceOf(db).markets;
  const cached = markets.get(marketId);
  if (cached && cached.seq === bookSeq) return cached;
  const loaded = await loadBooks(tx, marketId, bookSeq);
  markets.set(marketId, loaded);
  return loaded;
}

/** The cached copy at `bookSeq` for a reader, or undefined (stale, dirty or absent). */
export function cachedBooks(db: Database, marketId: string, bookSeq: number): MarketBooks | undefined {
  const cached = instanceOf(db).markets.get(marketId);
  return cached && cached.seq === bookSeq ? cached : undefined;
}

/** A reader's rebuilt copy: kept unless a writer of this instance is busy with the market. */
export function offerBooks(db: Database, marketId: string, books: MarketBooks): void {
  const instance = instanceOf(db);
  if (instance.queues.has(marketId)) return;
  instance.markets.set(marketId, books);
}

export function markDirty(books: MarketBooks): void {
  books.seq = dirty;
}

/** After the commit: the copy reflects `seq`. */
export function markCommitted(db: Database, marketId: string, books: MarketBooks, seq: number): void {
  const markets = instanceOf(db).markets;
  if (markets.get(marketId) !== books) return;
  books.seq = seq;
}

/** After a failure: the copy may hold what the database does not; the next user rebuilds it. */
export function dropBooks(db: Database, marketId: string): void {
  instanceOf(db).markets.delete(marketId);
}

/**
 * Runs `work` after every earlier writer of the same market on this instance: one transaction at a
 * time waits on the market row instead of a pile of them (the row lock still orders instances).
 */
export function inMarketQueue<T>(db: Database, marketId: string, work: () => Promise<T>): Promise<T> {
  const queues = instanceOf(db).queues;
  const before = queues.get(marketId) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(marketId, tail);
  void tail.then(() => {
    if (queues.get(marketId) === tail) queues.delete(marketId);
  });
  return run;
}
