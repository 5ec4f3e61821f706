import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  centsToAmount,
  ExchangeBook,
  priceToTick,
  runnerNetsOf,
  type ExchangeOrderResult,
  type ExchangeSettings,
  type PlaceExchangeOrder,
  type UnmatchedOrder,
  type AccountId,
  type AccountKind,
  type MatchedBet,
} from '@oddsmith/core';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import type { ExchangeMarketRow, ExchangeOrderRow, ExchangeRunnerRow, LedgerAccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { carriedWrites, noCarriedWrites, type CarriedWrites } from '../../lib/carried-writes';
import type { AuthContext } from '../../lib/auth-context';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { groupCommit, type GroupCommit } from '../../lib/group-commit';
import { inTransaction } from '../../lib/transaction';
import { ownedAccountsLockedQuery, ownedAccountsOfJson, userBalances } from '../ledger';
import { notifyEachSelectedWrite } from '../notifications';
import { assertPlayAllowed, blocksOfRow } from '../responsible-gambling';
import { booksForWrite, dropBooks, inMarketQueue, markCommitted, markDirty, type MarketBooks } from './book-cache';
import { compactHeld, exposureOfHeld, insufficientFunds, loadHeld, remainingCentsOf, syncEscrow, syncEscrowWith, unmatchedOf, type Held, type HeldOrder } from './escrow';
import { loadExchangeSettings } from './exchange.settings';
import * as repo from './exchange.repo';
import { orderViewOf } from './exchange.views';
import { cachedMarket, commitHolders, dropHolders, knownHolders, type CachedHolder, type CachedMarket } from './held-cache';
import { marketForOrder, rememberMarket } from './market-cache';
import { bookSeqWrite, bumpBookSeq, lockMarket, lockMarketReading } from './market-lock';

/** Told after a commit which market's book and which players' positions changed (realtime). */
export type ExchangeChanged = (change: { marketId: string; userIds: readonly string[] }) => void;

/**
 * A write's answer, the players whose orders, fills or position it changed (for the publisher, and
 * dropped from the holdings copy, `held-cache.ts`) and the volume it matched (for the market row);
 * `bookSeq` when the write bumped `book_seq` itself (`bookSeqWrite`, in its own statement);
 * `holders` when the write knows its players as they stand after it (the copy keeps them instead).
 */
type Written<T> = { value: T; userIds: readonly string[]; matchedCents?: number; bookSeq?: number; holders?: ReadonlyMap<string, CachedHolder> };

/**
 * What a write in a market gets: its transaction, the locked market row, the books on first use
 * (marked dirty), and what it asked to read with the lock (`LockRead`) when it did.
 */
type MarketWrite = { db: Database; tx: Transaction; market: ExchangeMarketRow; books: () => Promise<MarketBooks>; locked?: LockedRead };

/** Columns a write reads in the statement that locks the market (`lockMarketReading`), with what it needs to know of them. */
type LockRead = { columns: SQL; heldOf: readonly string[] };

/** A `LockRead`'s answer: `fresh` when no other writer moved the market between the statement's snapshot and the lock. */
type LockedRead = { read: Record<string, unknown>; fresh: boolean; heldOf: readonly string[] };

/**
 * One write of a market's book, in one transaction holding the market row lock: the books are
 * synced on first use and bumped (`book_seq`) with the change. The copy is marked committed after
 * the commit, dropped on any failure. Call it from the market's queue (`writeInMarket` does).
 */
async function runInMarket<T>(db: Database, marketId: string, work: (write: MarketWrite) => Promise<Written<T>>, changed: ExchangeChanged, lockRead?: () => LockRead): Promise<T> {
  let touched: MarketBooks | undefined;
  let [fromSeq, seq] = [0, 0];
  try {
    const written = await inTransaction(db, async (tx) => {
      touched = undefined;
      const asked = lockRead?.();
      const lock = asked ? await lockMarketReading(tx, marketId, asked.columns) : { market: await lockMarket(tx, marketId), read: undefined, fresh: false };
      const { market } = lock;
      const locked = asked && lock.read ? { read: lock.read, fresh: lock.fresh, heldOf: asked.heldOf } : undefined;
      fromSeq = market.bookSeq;
      const books = async () => {
        if (!touched) {
          touched = await booksForWrite(db, tx, marketId, market.bookSeq);
          markDirty(touched);
        }
        return touched;
      };
      const result = await work({ db, tx, market, books, locked });
      if (touched) seq = result.bookSeq ?? (await bumpBookSeq(tx, marketId, result.matchedCents ?? 0));
      return result;
    });
    if (touched) {
      markCommitted(db, marketId, touched, seq);
      commitHolders(db, marketId, fromSeq, seq, written.holders ? { known: written.holders } : { changed: written.userIds });
    }
    if (written.userIds.length > 0) changed({ marketId, userIds: written.userIds });
    return written.value;
  } catch (error) {
    if (touched) dropBooks(db, marketId);
    dropHolders(db, marketId);
    throw error;
  }
}

/** `runInMarket` after every earlier write of the market on this instance (its queue). */
export function writeInMarket<T>(db: Database, marketId: string, work: (write: MarketWrite) => Promise<Written<T>>, changed: ExchangeChanged, lockRead?: () => LockRead): Promise<T> {
  return inMarketQueue(db, marketId, () => runInMarket(db, marketId, work, changed, lockRead));
}

// ---- Checks -------------------------------------------------------------------------------------

function assertTrading(market: ExchangeMarketRow): void {
  if (market.status === 'suspended') throw new AppError('EXCHANGE_MARKET_SUSPENDED', 409, 'marketId: the market is suspended.', 'marketId');
  if (market.status !== 'open') throw new AppError('EXCHANGE_MARKET_CLOSED', 409, 'marketId: the market is closed.', 'marketId');
}

function runnerOf(runners: readonly ExchangeRunnerRow[], runnerId: string): ExchangeRunnerRow {
  const runner = runners.find((each) => each.id === runnerId);
  if (!runner) throw new AppError('EXCHANGE_RUNNER_NOT_FOUND', 400, 'runnerId: not a runner of this market.', 'runnerId');
  return runner;
}

/** Role, currency and responsible-gambling blocks of the player placing an order. */
function assertMayTrade(user: repo.Trader | undefined, market: ExchangeMarketRow, now: Date): void {
  if (!user || user.role !== 'player') throw new AppError('FORBIDDEN', 403, 'Only players trade on the exchange.');
  if (user.currency !== market.currency) {
    throw new AppError('EXCHANGE_CURRENCY_MISMATCH', 409, `marketId: the market trades in ${market.currency}, your account in ${user.currency}.`, 'marketId');
  }
  assertPlayAllowed(blocksOfRow(user.rg, now));
}

/**
 * The funds rule of an order: the player's exposure with the order unmatched (beside their fills and
 * open remainders) must fit their cash plus the escrow they hold. Answers the unmatched remainders
 * with the order added when it fits, null when it does not.
 */
function unmatchedIfFunded(runners: readonly ExchangeRunnerRow[], userId: string, held: Held, before: readonly UnmatchedOrder[], order: PlaceExchangeOrder, escrowCents: number, cashCents: number): UnmatchedOrder[] | null {
  const unmatched = [...before, { runnerId: order.runnerId, side: order.side, priceMilli: order.priceMilli, remainingCents: order.stakeCents }];
  const needed = exposureOfHeld(runners.map((runner) => runner.id), userId, held, unmatched);
  return needed - escrowCents > cashCents ? null : unmatched;
}

/** Before the book is touched: the order's funds rule for one player. */
async function assertFunds(tx: Executor, market: ExchangeMarketRow, runners: readonly ExchangeRunnerRow[], userId: string, order: PlaceExchangeOrder): Promise<void> {
  const [held, position] = [(await loadHeld(tx, market.id, [userId])).get(userId) ?? noneHeld, await repo.findPosition(tx, market.id, userId)];
  const { cashCents } = await userBalances(tx, userId, market.currency);
  if (!unmatchedIfFunded(runners, userId, held, unmatchedOf(userId, held.orders), order, position?.escrowCents ?? 0, cashCents)) throw insufficientFunds();
}

/** A player holding nothing in the market yet. */
const noneHeld: Held = { nets: [], orders: [] };

// ---- Answers ------------------------------------------------------------------------------------

async function resultOf(tx: Executor, order: ExchangeOrderRow, currency: string): Promise<ExchangeOrderResult> {
  const runners = await repo.findRunners(tx, order.marketId);
  const position = await repo.findPosition(tx, order.marketId, order.userId);
  const { cashCents } = await userBalances(tx, order.userId, currency);
  const runnerName = runners.find((runner) => runner.id === order.runnerId)?.name ?? '';
  return { order: orderViewOf(order, runnerName), balance: centsToAmount(cashCents), exposure: centsToAmount(position?.escrowCents ?? 0) };
}

async function replayOf(db: Database, userId: string, requestId: string): Promise<ExchangeOrderResult | null> {
  const order = await repo.findOrderByRequest(db, userId, requestId);
  if (!order) return null;
  const market = await repo.findMarketHead(db, order.marketId);
  return resultOf(db, order, market?.currency ?? '');
}

// ---- Placement ----------------------------------------------------------------------------------

/** Checked before the market lock (the lock holds the book: the less done under it, the more orders per second). */
type Checked = { runners: readonly ExchangeRunnerRow[]; runnerName: string; currency: string; delayed: boolean; betDelaySeconds: number };

/** The market turned in-play after the order's checks: it must wait the bet delay first (nothing was written). */
class BetDelayDue extends Error {}

/** One order on its way to the book (`now`: when it was sent, for the responsible-gambling check). */
type Placement = { auth: AuthContext; order: PlaceExchangeOrder; checked: Checked; now: Date };

/** Under the lock the order's requestId turned out placed already: the placed order is its answer. */
class Replayed extends Error {}

type MatchedPart = { cents: number; priceSum: number };

function bookOf(marketBooks: MarketBooks, runnerId: string): ExchangeBook {
  let book = marketBooks.books.get(runnerId);
  if (!book) {
    book = new ExchangeBook();
    marketBooks.books.set(runnerId, book);
  }
  return book;
}

/** An order row after matched parts were added in this transaction (the update statement does the same). */
function withMatched<Row extends HeldOrder>(row: Row, part: MatchedPart | undefined): Row {
  if (!part) return row;
  const matchedCents = row.matchedCents + part.cents;
  return { ...row, matchedCents, matchedPriceSum: row.matchedPriceSum + part.priceSum, status: matchedCents + row.cancelledCents >= row.stakeCents ? 'matched' : 'open' };
}

/**
 * Each player whose order matched (in part) in this write hears it: side, matched stake and average
 * price of this part. Carried by the write of the fills: the requests go as one JSON parameter,
 * the database keeps the players' (no staff account hears it) and skips types turned off.
 */
function notifyMatched(tx: Transaction, market: ExchangeMarketRow, matched: readonly { row: MakerOrder; part: MatchedPart }[]): CarriedWrites {
  if (matched.length === 0) return noCarriedWrites;
  const json = JSON.stringify(
    matched.map(({ row, part }) => ({
      user_id: row.userId,
      variant: row.side,
      params: { orderId: row.id, marketId: market.id, stake: centsToAmount(part.cents), price: Math.round(part.priceSum / part.cents) / 1000, currency: market.currency },
    })),
  );
  return notifyEachSelectedWrite(tx, repo.matchedNotifications(json));
}

/** What matching needs of a maker order (a new order of the batch, a known resting one, or one read). */
type MakerOrder = Pick<ExchangeOrderRow, 'id' | 'userId' | 'runnerId' | 'side'>;

/**
 * What the caller of `matchOnBooks` knows already: the players whose holdings it has (`users`), the
 * open orders of players it knows by `book_id` (`resting`), and, when the accounts are to be
 * locked, the batch's takers. `unwritten`: the new orders are not in the database yet, and the
 * writes insert them as matching leaves them.
 */
type KnownMakers = { users?: readonly string[]; resting?: Pick<ReadonlyMap<number, HeldOrder>, 'get'>; takers?: readonly string[]; unwritten?: boolean };

/**
 * What matching did: the new orders after it, every order's matched part, the fills, the makers'
 * users, the volume, the writes still to run, and what it read of the makers' owners.
 */
type Matched = {
  orders: ExchangeOrderRow[];
  parts: Map<string, MatchedPart>;
  fills: repo.NewFill[];
  makerUserIds: string[];
  matchedCents: number;
  writes: CarriedWrites;
  makersHeld: Map<string, Held>;
  makersPositions: Map<string, repo.PositionEscrow>;
  /** The accounts of the takers and the makers' owners, locked (when `matchOnBooks` was given the takers). */
  locked: Map<AccountId, LedgerAccountRow>;
};

/** The accounts an escrow posting moves money between. */
const escrowAccountKinds: readonly AccountKind[] = ['player_cash', 'exchange_escrow'];

/**
 * Matches the new orders (time order) on the books and notifies the players matched; answers what
 * is to be written (`writes`: fill rows at the maker's price, every order's matched part, the
 * runners' last price and volume, as CTEs for one statement) with the new orders as they stand
 * after, the makers' users and the matched volume. A maker may be an order of the same batch.
 * The resting makers not among `resting` (the open orders of players the caller knows, by
 * `book_id`) are read with what their owners outside `known` hold (`makersHeld`, `makersPositions`,
 * before this batch's writes) and, given the `takers`, with the accounts of the takers and every
 * maker's owner locked (`locked`), in one statement.
 */
async function matchOnBooks(tx: Transaction, market: ExchangeMarketRow, marketBooks: MarketBooks, placed: readonly ExchangeOrderRow[], known: KnownMakers = {}): Promise<Matched> {
  const { takers, unwritten = false, resting: knownResting = new Map<number, HeldOrder>() } = known;
  const byBookId = new Map<number, MakerOrder>(placed.map((row) => [row.bookId, row]));
  const taken: { taker: ExchangeOrderRow; fill: ReturnType<ExchangeBook['fills']>[number] }[] = [];
  for (const row of placed) {
    const book = bookOf(marketBooks, row.runnerId);
    book.place(row.bookId, row.side, priceToTick(row.priceMilli), row.stakeCents, row.persistence);
    for (const fill of book.fills()) taken.push({ taker: row, fill });
  }
  for (const { fill } of taken) {
    const maker = byBookId.has(fill.makerId) ? undefined : knownResting.get(fill.makerId);
    if (maker) byBookId.set(fill.makerId, maker);
  }
  const outside = [...new Set(taken.map(({ fill }) => fill.makerId).filter((bookId) => !byBookId.has(bookId)))];
  const lockFor = takers && [...new Set([...takers, ...[...byBookId.values()].map((row) => row.userId)])];
  const resting = await repo.findMakersLocking(tx, market.id, outside, known.users ?? [], lockFor && { takers: lockFor, accounts: (usersOf) => ownedAccountsLockedQuery(usersOf, escrowAccountKinds) });
  const makers = new Map<number, MakerOrder>([...byBookId, ...resting.makers.map((row) => [row.bookId, row] as const)]);
  const makersHeld = new Map([...resting.nets.keys(), ...resting.orders.keys()].map((userId): [string, Held] => [userId, { nets: resting.nets.get(userId) ?? [], orders: resting.orders.get(userId) ?? [] }]));
  const parts = new Map<string, MatchedPart>();
  const add = (orderId: string, cents: number, priceMilli: number) => {
    const part = parts.get(orderId) ?? { cents: 0, priceSum: 0 };
    parts.set(orderId, { cents: part.cents + cents, priceSum: part.priceSum + cents * priceMilli });
  };
  const traded = new Map<string, repo.Traded>();
  const fillRows: repo.NewFill[] = taken.map(({ taker, fill }) => {
    const maker = makers.get(fill.makerId);
    if (!maker) throw new Error(`exchange: maker order ${fill.makerId} of market ${market.id} is not in the database`);
    add(maker.id, fill.sizeCents, fill.priceMilli);
    add(taker.id, fill.sizeCents, fill.priceMilli);
    traded.set(taker.runnerId, { runnerId: taker.runnerId, lastMilli: fill.priceMilli, cents: (traded.get(taker.runnerId)?.cents ?? 0) + fill.sizeCents });
    const [backOrder, layOrder] = taker.side === 'back' ? [taker, maker] : [maker, taker];
    return { marketId: market.id, runnerId: taker.runnerId, backOrderId: backOrder.id, layOrderId: layOrder.id, backUserId: backOrder.userId, layUserId: layOrder.userId, priceMilli: fill.priceMilli, stakeCents: fill.sizeCents };
  });
  const orderRows = new Map([...makers.values()].map((row) => [row.id, row]));
  const notified = notifyMatched(tx, market, [...parts].flatMap(([orderId, part]) => {
    const row = orderRows.get(orderId);
    return row ? [{ row, part }] : [];
  }));
  // New orders are this transaction's own: nobody else changed them.
  const orders = placed.map((row) => withMatched(row, parts.get(row.id)));
  const placedIds = new Set(placed.map((row) => row.id));
  const written = unwritten ? [...parts].filter(([orderId]) => !placedIds.has(orderId)) : [...parts];
  const matchedWrites = repo.matchedWrites(fillRows, written.map(([orderId, part]) => ({ orderId, ...part })), [...traded.values()]);
  return {
    orders,
    parts,
    fills: fillRows,
    makerUserIds: [...new Set(taken.map(({ fill }) => makers.get(fill.makerId)?.userId ?? ''))],
    matchedCents: [...traded.values()].reduce((sum, trade) => sum + trade.cents, 0),
    writes: carriedWrites(unwritten ? repo.orderInsertWrite(orders) : noCarriedWrites, matchedWrites, notified),
    makersHeld,
    makersPositions: resting.positions,
    locked: ownedAccountsOfJson(resting.locked),
  };
}

/**
 * `matchOnBooks` with its writes run at once (one statement): for a writer that syncs escrow its
 * own way afterwards (the market maker).
 */
export async function matchAndWrite(tx: Transaction, market: ExchangeMarketRow, marketBooks: MarketBooks, placed: readonly ExchangeOrderRow[]): Promise<Matched> {
  const matched = await matchOnBooks(tx, market, marketBooks, placed);
  await repo.runWrites(tx, matched.writes);
  return matched;
}

/** Each order of a batch: its answer, or its own error (the others still go in). */
type Answer = ExchangeOrderResult | AppError | Replayed;

/**
 * Under the market lock, in arrival order: an order whose player's exposure, with the batch's
 * earlier accepted orders of that player counted unmatched (never less than after matching), stays
 * within cash plus escrow is accepted; any other is refused alone (insufficient funds). The escrow
 * posting after matching still decides for good. Reads nothing: the batch knows its players.
 */
function fundedOf(holders: ReadonlyMap<string, CachedHolder>, cashCents: ReadonlyMap<string, number>, placements: readonly Placement[]): Set<Placement> {
  const unmatchedByUser = new Map<string, UnmatchedOrder[]>();
  const funded = new Set<Placement>();
  for (const placement of placements) {
    const { auth, order, checked } = placement;
    const holder = holders.get(auth.userId);
    const held = holder?.held ?? noneHeld;
    const before = unmatchedByUser.get(auth.userId) ?? unmatchedOf(auth.userId, held.orders);
    const unmatched = unmatchedIfFunded(checked.runners, auth.userId, held, before, order, holder?.position?.escrowCents ?? 0, cashCents.get(auth.userId) ?? 0);
    if (!unmatched) continue;
    unmatchedByUser.set(auth.userId, unmatched);
    funded.add(placement);
  }
  return funded;
}

/**
 * The players of a batch as they stand: those this instance knows at the locked `book_seq`
 * (`cached`), the others as the batch read them.
 */
function holdersOf(userIds: readonly string[], cached: ReadonlyMap<string, CachedHolder>, read: repo.BatchRead): Map<string, CachedHolder> {
  return new Map(
    userIds.map((userId): [string, CachedHolder] => [userId, cached.get(userId) ?? { held: { nets: read.nets.get(userId) ?? [], orders: read.orders.get(userId) ?? [] }, position: read.positions.get(userId) }]),
  );
}

/**
 * What the players of a batch hold after it, without reading it back: what they held before this
 * batch's matches are written (`heldOf`: known, or read under the lock: the batch's players and
 * the makers' owners, read with the makers) with its fills added and its matched parts applied to
 * their orders (new and resting), kept compact (`compactHeld`: nets per runner, open orders only).
 */
function heldAfter(heldOf: (userId: string) => Held | undefined, userIds: readonly string[], written: Matched): Map<string, Held> {
  const matchedByUser = new Map<string, MatchedBet[]>();
  const placedByUser = new Map<string, ExchangeOrderRow[]>();
  for (const fill of written.fills) {
    listOf(matchedByUser, fill.backUserId).push({ runnerId: fill.runnerId, side: 'back', priceMilli: fill.priceMilli, stakeCents: fill.stakeCents });
    listOf(matchedByUser, fill.layUserId).push({ runnerId: fill.runnerId, side: 'lay', priceMilli: fill.priceMilli, stakeCents: fill.stakeCents });
  }
  for (const row of written.orders) listOf(placedByUser, row.userId).push(row);
  const after = new Map<string, Held>();
  for (const userId of userIds) {
    const held = written.makersHeld.get(userId) ?? heldOf(userId);
    // A maker's owner holds at least that resting order: one not read is a bug, and its escrow would be wrong.
    if (!held) throw new Error(`exchange: the holdings of ${userId} were not read`);
    const resting = held.orders.map((row) => withMatched(row, written.parts.get(row.id)));
    after.set(userId, compactHeld({ nets: [...held.nets, ...runnerNetsOf(matchedByUser.get(userId) ?? [])], orders: [...resting, ...(placedByUser.get(userId) ?? [])] }));
  }
  return after;
}

/** The list under `key`, created empty when missing. */
function listOf<T>(lists: Map<string, T[]>, key: string): T[] {
  let list = lists.get(key);
  if (!list) {
    list = [];
    lists.set(key, list);
  }
  return list;
}

/**
 * Under the market lock, for one or more orders of the market's queue: the market still trades (it
 * may have been suspended during a bet delay), the orders are matched on the book in time order,
 * and they, their fills and the escrow of every taker and maker are written in one posting (the
 * authoritative funds check: a shortfall rolls the whole batch back). An order refused by the
 * funds check before matching gets its own error; the others go in.
 *
 * Every statement waits on the market lock, so the market's rate is the batch size over the
 * batch's round trips: begin, the market lock, the batch's read (traders, cash, `book_id`s, and the
 * holdings of players this instance does not know at this `book_seq`, `held-cache.ts`), the
 * makers' read with the accounts' lock, ONE write (orders, fills, matched parts, runners,
 * notifications, positions, escrow postings, `book_seq`), commit. Nothing is read back that the
 * batch computed.
 */
async function placeInMarket(write: MarketWrite, all: readonly Placement[]): Promise<Written<Answer[]>> {
  const { tx, market } = write;
  rememberMarket(write.db, market);
  assertTrading(market);
  if (market.inPlay && all.some(({ checked }) => !checked.delayed && checked.betDelaySeconds > 0)) throw new BetDelayDue();
  const cached = cachedMarket(write.db, market.id, market.bookSeq);
  const userIds = [...new Set(all.map(({ auth }) => auth.userId))];
  const unknown = userIds.filter((userId) => !cached.holders.has(userId));
  const read = readWithLock(write.locked, unknown) ?? (await repo.findBatchRead(tx, market.id, market.currency, batchOrders(all), unknown));
  const holders = holdersOf(userIds, cached.holders, read);
  const refused = refusedTraders(read.traders, market, all);
  const funded = fundedOf(holders, read.cashCents, all.filter((placement) => !refused.has(placement)));
  const placements = all.filter((placement) => funded.has(placement));
  const written = placements.length > 0 ? await placeFunded(write, placements, holders, cached, read.bookIds) : { value: [], userIds: [] };
  const answers = new Map<Placement, Answer | undefined>([...refused, ...placements.map((placement, index) => [placement, written.value[index]] as const)]);
  // Not refused, not placed: short of funds (`fundedOf`).
  return { ...written, value: all.map((placement) => answers.get(placement) ?? insufficientFunds()) };
}

function batchOrders(placements: readonly Placement[]): { userId: string; requestId: string }[] {
  return placements.map(({ auth, order }) => ({ userId: auth.userId, requestId: order.requestId }));
}

/**
 * The batch's read as the market's lock read it (`batchLockRead`), when it holds what the batch
 * needs: no other writer moved the market since its snapshot, and it read every player this
 * instance does not know at the locked `book_seq`. Otherwise the batch reads again.
 */
function readWithLock(locked: LockedRead | undefined, unknown: readonly string[]): repo.BatchRead | undefined {
  if (!locked?.fresh) return undefined;
  const read = new Set(locked.heldOf);
  return unknown.every((userId) => read.has(userId)) ? repo.batchReadOf(locked.read) : undefined;
}

/**
 * What a batch reads with the market's lock: its traders, cash and `book_id`s, and the holdings
 * of its players the instance does not know (at the `book_seq` its copy is at: a guess until the
 * lock shows the market's).
 */
function batchLockRead(db: Database, marketId: string, placements: readonly Placement[]): LockRead {
  const known = knownHolders(db, marketId);
  const heldOf = [...new Set(placements.map(({ auth }) => auth.userId))].filter((userId) => !known.has(userId));
  // The market's currency as the orders were checked against it (a market's currency never changes).
  const currency = placements[0]?.checked.currency ?? '';
  return { columns: repo.batchReadColumns(marketId, currency, batchOrders(placements), heldOf), heldOf };
}

/**
 * Under the lock, from the batch's read: each order whose player may not trade here (role,
 * currency, responsible-gambling block) gets that refusal, each whose requestId was placed already
 * is a replay (answered with the placed order); only the others go on.
 */
function refusedTraders(traders: repo.BatchRead['traders'], market: ExchangeMarketRow, placements: readonly Placement[]): Map<Placement, AppError | Replayed> {
  const refused = new Map<Placement, AppError | Replayed>();
  for (const placement of placements) {
    const trader = traders.get(placement.auth.userId);
    if (trader?.replayedIds.has(placement.order.requestId)) refused.set(placement, new Replayed());
    else {
      try {
        assertMayTrade(trader, market, placement.now);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.set(placement, error);
      }
    }
  }
  return refused;
}

/** `placeInMarket` for the orders that passed the funds check. */
async function placeFunded(
  { tx, market, books }: MarketWrite,
  placements: readonly Placement[],
  batch: ReadonlyMap<string, CachedHolder>,
  cached: CachedMarket,
  bookIds: readonly number[],
): Promise<Written<ExchangeOrderResult[]>> {
  const marketBooks = await books();
  // The new orders as rows (ids and `book_id`s drawn, in arrival order): written with their fills, in one statement.
  const now = new Date();
  const placed = placements.map(({ auth, order }, index): ExchangeOrderRow => {
    const bookId = bookIds[index];
    if (bookId === undefined) throw new Error('exchange: fewer book ids drawn than orders');
    const { runnerId, side, priceMilli, stakeCents, persistence, requestId } = order;
    return { id: randomUUID(), bookId, userId: auth.userId, marketId: market.id, runnerId, side, priceMilli, stakeCents, persistence, requestId, matchedCents: 0, cancelledCents: 0, matchedPriceSum: 0, status: 'open', createdAt: now, updatedAt: now };
  });
  const takers = [...new Set(placements.map(({ auth }) => auth.userId))];
  // Every player this instance knows: the batch's as it read or knew them, the others as the copy holds them.
  const holderOf = (userId: string) => batch.get(userId) ?? cached.holders.get(userId);
  // The copy indexes its players' open orders; those of the players the batch read are added here.
  const read = new Map([...batch].flatMap(([userId, { held }]) => (cached.holders.has(userId) ? [] : held.orders.map((order) => [order.bookId, order] as const))));
  const resting = { get: (bookId: number) => cached.resting.get(bookId) ?? read.get(bookId) };
  const matched = await matchOnBooks(tx, market, marketBooks, placed, { users: [...batch.keys()], resting, takers, unwritten: true });
  const { orders, makerUserIds, matchedCents } = matched;
  const userIds = [...new Set([...takers, ...makerUserIds])];
  const runnerIds = placements[0]?.checked.runners.map((runner) => runner.id) ?? [];
  // One statement writes the orders, fills, matched parts, notifications, `book_seq` and the escrow postings; the cash is the locked wallets' after it.
  const bumped = bookSeqWrite(market, matchedCents);
  const positions = new Map(
    userIds.flatMap((userId): [string, repo.PositionEscrow][] => {
      const position = matched.makersPositions.get(userId) ?? holderOf(userId)?.position;
      return position ? [[userId, position]] : [];
    }),
  );
  const held = heldAfter((userId) => holderOf(userId)?.held, userIds, matched);
  const after = await syncEscrowWith(tx, market.id, held, runnerIds, carriedWrites(matched.writes, bumped.write), { positions, locked: matched.locked });
  const { escrow, cashCents: cash } = after;
  const value = placements.map(({ auth, order, checked }) => {
    const row = orders.find((each) => each.userId === auth.userId && each.requestId === order.requestId);
    if (!row) throw new Error(`exchange: order ${order.requestId} was not inserted`);
    return { order: orderViewOf(row, checked.runnerName), balance: centsToAmount(cash.get(auth.userId) ?? 0), exposure: centsToAmount(escrow.get(auth.userId) ?? 0) };
  });
  // The batch's players as they stand after it: those it wrote, and those it read and left as they were.
  const holders = new Map([...batch, ...[...held].map(([userId, each]): [string, CachedHolder] => [userId, { held: each, position: after.positions.get(userId) }])]);
  return { value, userIds, matchedCents, bookSeq: bumped.bookSeq, holders };
}

// ---- The placement queue: orders for a market are placed together ------------------------------

/** Orders one transaction places at most. */
const batchMax = 100;

/** How long an order for an idle market waits for others to share its transaction. */
const batchWindowMs = 1;

type Placements = GroupCommit<string, Placement, ExchangeOrderResult>;

/** Per database handle (app instance): the group commit of every market's orders. */
const placementsByDb = new WeakMap<Database, Placements>();

/** Hands an order its own answer or error. */
function answerOf(answer: Answer | undefined): ExchangeOrderResult {
  if (!answer) throw new Error('exchange: a placement answered nothing');
  if (answer instanceof Error) throw answer;
  return answer;
}

/**
 * Orders for the same market within `batchWindowMs`, or while its previous write ran, are placed
 * in one transaction (one lock, one funds read, one insert, one escrow posting, one commit), so the
 * market's throughput is not one order per round of statements; each runs behind the market's
 * other writes on this instance. An order short of funds is refused alone (`fundedOf`). When the
 * batch fails (a replayed requestId, a bet delay due, the escrow posting short of funds after all),
 * each order is placed alone and gets its own answer.
 */
function placementsOf(db: Database, changed: ExchangeChanged): Placements {
  let placements = placementsByDb.get(db);
  if (!placements) {
    placements = groupCommit<string, Placement, ExchangeOrderResult>({
      windowMs: batchWindowMs,
      maxSize: batchMax,
      run: (marketId, items) => writeInMarket(db, marketId, (write) => placeInMarket(write, items), changed, () => batchLockRead(db, marketId, items)),
      alone: async (marketId, item) => answerOf((await writeInMarket(db, marketId, (write) => placeInMarket(write, [item]), changed, () => batchLockRead(db, marketId, [item])))[0]),
    });
    placementsByDb.set(db, placements);
  }
  return placements;
}

/** Orders of the market sent to its queue and not answered yet (tests wait on it instead of on the clock). */
export function ordersPending(db: Database, marketId: string): number {
  return placementsByDb.get(db)?.pending(marketId) ?? 0;
}

/** Places what waits and waits for the placements of this handle to end (the app closing). */
export async function closePlacements(db: Database): Promise<void> {
  await placementsByDb.get(db)?.close();
}

function placeInQueue(db: Database, marketId: string, placement: Placement, changed: ExchangeChanged): Promise<ExchangeOrderResult> {
  return placementsOf(db, changed).submit(marketId, placement);
}

/** Everything that does not need the market lock: market, runner, stake, player, and funds as they stand. */
async function checkOrder(db: Database, auth: AuthContext, order: PlaceExchangeOrder, settings: ExchangeSettings, now: Date): Promise<{ market: ExchangeMarketRow; checked: Checked }> {
  // A copy that would refuse the order is read again; one that lets it through is checked again under the lock.
  const found = await marketForOrder(db, order.marketId, (market) => market.status === 'open');
  if (!found) throw new AppError('EXCHANGE_MARKET_NOT_FOUND', 404, 'marketId: no such exchange market.', 'marketId');
  const { market, runners } = found;
  assertTrading(market);
  const runner = runnerOf(runners, order.runnerId);
  if (order.stakeCents < settings.minStakeCents) throw new AppError('EXCHANGE_STAKE_TOO_LOW', 400, `stake: must be at least ${centsToAmount(settings.minStakeCents)}.`, 'stake');
  // An order about to wait the bet delay is refused now rather than after it; every order is checked again under the lock.
  if (market.inPlay && settings.betDelaySeconds > 0) {
    assertMayTrade(await repo.findTrader(db, auth.userId, order.requestId), market, now);
    await assertFunds(db, market, runners, auth.userId, order);
  }
  return { market, checked: { runners, runnerName: runner.name, currency: market.currency, delayed: false, betDelaySeconds: settings.betDelaySeconds } };
}

/**
 * `POST /api/exchange/orders`: idempotent by (player, requestId). An in-play market holds the order
 * `betDelaySeconds` first, then checks the market again in the transaction that matches it.
 */
export async function placeOrder(db: Database, auth: AuthContext, order: PlaceExchangeOrder, changed: ExchangeChanged, now = new Date()): Promise<ExchangeOrderResult> {
  const settings = await loadExchangeSettings(db);
  let checked: Checked;
  try {
    const check = await checkOrder(db, auth, order, settings, now);
    checked = check.checked;
    if (check.market.inPlay && settings.betDelaySeconds > 0) {
      await sleep(settings.betDelaySeconds * 1000);
      checked.delayed = true;
    }
  } catch (error) {
    // A replay is answered with the placed order even when the market has closed since (checked first under the lock otherwise).
    const replay = await replayOf(db, auth.userId, order.requestId);
    if (replay) return replay;
    throw error;
  }
  try {
    try {
      return await placeInQueue(db, order.marketId, { auth, order, checked, now }, changed);
    } catch (error) {
      if (!(error instanceof BetDelayDue)) throw error;
      await sleep(settings.betDelaySeconds * 1000);
      return await placeInQueue(db, order.marketId, { auth, order, checked: { ...checked, delayed: true }, now }, changed);
    }
  } catch (error) {
    // A replayed requestId, or the same one placed concurrently (a double click, a retry): the first order is the answer.
    if (error instanceof Replayed || uniqueViolationConstraint(error) === 'exchange_orders_user_request_key') {
      const first = await replayOf(db, auth.userId, order.requestId);
      if (first) return first;
    }
    throw error;
  }
}

// ---- Cancel and reduce --------------------------------------------------------------------------

async function ownOrder(tx: Executor, userId: string, orderId: string): Promise<ExchangeOrderRow> {
  const order = await repo.findOrderById(tx, orderId);
  // Someone else's order is answered exactly as a missing one: nothing leaks.
  if (!order || order.userId !== userId) throw new AppError('EXCHANGE_ORDER_NOT_FOUND', 404, 'id: no such order.', 'id');
  return order;
}

function assertOpen(order: ExchangeOrderRow): void {
  if (order.status !== 'open') throw new AppError('EXCHANGE_ORDER_NOT_OPEN', 409, `id: the order is ${order.status}, nothing is unmatched.`, 'id');
}

/** Takes `byCents` of an open order's unmatched part off the book and the order (cancel: all of it). */
async function takeOff(write: MarketWrite, auth: AuthContext, orderId: string, byCentsOf: (order: ExchangeOrderRow) => number): Promise<Written<ExchangeOrderResult>> {
  const order = await ownOrder(write.tx, auth.userId, orderId);
  assertOpen(order);
  const byCents = byCentsOf(order);
  const book = (await write.books()).books.get(order.runnerId);
  const taken = book ? book.reduce(order.bookId, byCents) : 0;
  if (taken !== byCents) throw new Error(`exchange: order ${order.id} has ${remainingCentsOf(order)} unmatched in the database, the book took ${taken} of ${byCents}`);
  const updated = await repo.addCancelled(write.tx, order.id, byCents, 'cancelled');
  const escrow = await syncEscrow(write.tx, order.marketId, [auth.userId]);
  const runners = await repo.findRunners(write.tx, order.marketId);
  const { cashCents } = await userBalances(write.tx, auth.userId, write.market.currency);
  const runnerName = runners.find((runner) => runner.id === order.runnerId)?.name ?? '';
  return { value: { order: orderViewOf(updated, runnerName), balance: centsToAmount(cashCents), exposure: centsToAmount(escrow.get(auth.userId) ?? 0) }, userIds: [auth.userId] };
}

/** `DELETE /api/exchange/orders/:id`: the unmatched part is cancelled (open and suspended markets). */
export async function cancelOrder(db: Database, auth: AuthContext, orderId: string, changed: ExchangeChanged): Promise<ExchangeOrderResult> {
  const order = await ownOrder(db, auth.userId, orderId);
  return writeInMarket(db, order.marketId, (write) => takeOff(write, auth, orderId, remainingCentsOf), changed);
}

/** `PATCH /api/exchange/orders/:id`: the unmatched part becomes `remainingCents` (0 < new < current), keeping its place in the queue. */
export async function reduceOrder(db: Database, auth: AuthContext, orderId: string, remainingCents: number, changed: ExchangeChanged): Promise<ExchangeOrderResult> {
  const order = await ownOrder(db, auth.userId, orderId);
  return writeInMarket(
    db,
    order.marketId,
    (write) =>
      takeOff(write, auth, orderId, (current) => {
        const remaining = remainingCentsOf(current);
        if (remainingCents >= remaining) throw new AppError('EXCHANGE_REDUCE_INVALID', 400, `remaining: must be below the unmatched ${centsToAmount(remaining)}.`, 'remaining');
        return remaining - remainingCents;
      }),
    changed,
  );
}
