import { setTimeout as sleep } from 'node:timers/promises';
import {
  centsToAmount,
  ExchangeBook,
  marketExposureCents,
  priceToTick,
  type ExchangeOrderResult,
  type ExchangeSettings,
  type PlaceExchangeOrder,
} from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { ExchangeMarketRow, ExchangeOrderRow, ExchangeRunnerRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import { userBalances } from '../ledger';
import { blocksOf } from '../responsible-gambling';
import { findUserById } from '../users';
import { booksForWrite, dropBooks, inMarketQueue, markCommitted, markDirty, type MarketBooks } from './book-cache';
import { insufficientFunds, positionInputsOf, remainingCentsOf, syncEscrow } from './escrow';
import { loadExchangeSettings } from './exchange.settings';
import * as repo from './exchange.repo';
import { orderViewOf } from './exchange.views';
import { bumpBookSeq, lockMarket } from './market-lock';

/** Told after a commit which market's book and which players' positions changed (realtime). */
export type ExchangeChanged = (change: { marketId: string; userIds: readonly string[] }) => void;

/** A write's answer, what it changed (for the publisher) and the volume it matched (for the market row). */
type Written<T> = { value: T; userIds: readonly string[]; matchedCents?: number };

/** What a write in a market gets: its transaction, the locked market row, and the books on first use (marked dirty). */
type MarketWrite = { tx: Transaction; market: ExchangeMarketRow; books: () => Promise<MarketBooks> };

/**
 * One write of a market's book: in this instance's queue for the market, one transaction holding
 * the market row lock; the books are synced on first use and bumped (`book_seq`) with the change.
 * The copy is marked committed after the commit, dropped on any failure.
 */
async function writeInMarket<T>(db: Database, marketId: string, work: (write: MarketWrite) => Promise<Written<T>>, changed: ExchangeChanged): Promise<T> {
  return inMarketQueue(db, marketId, async () => {
    let touched: MarketBooks | undefined;
    let seq = 0;
    try {
      const written = await inTransaction(db, async (tx) => {
        touched = undefined;
        const market = await lockMarket(tx, marketId);
        const books = async () => {
          if (!touched) {
            touched = await booksForWrite(db, tx, marketId, market.bookSeq);
            markDirty(touched);
          }
          return touched;
        };
        const result = await work({ tx, market, books });
        if (touched) seq = await bumpBookSeq(tx, marketId, result.matchedCents ?? 0);
        return result;
      });
      if (touched) markCommitted(db, marketId, touched, seq);
      if (written.userIds.length > 0) changed({ marketId, userIds: written.userIds });
      return written.value;
    } catch (error) {
      if (touched) dropBooks(db, marketId);
      throw error;
    }
  });
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
async function assertMayTrade(tx: Executor, userId: string, market: ExchangeMarketRow, now: Date): Promise<void> {
  const user = await findUserById(tx, userId);
  if (!user || user.role !== 'player') throw new AppError('FORBIDDEN', 403, 'Only players trade on the exchange.');
  if (user.currency !== market.currency) {
    throw new AppError('EXCHANGE_CURRENCY_MISMATCH', 409, `marketId: the market trades in ${market.currency}, your account in ${user.currency}.`, 'marketId');
  }
  const { timeOutUntil, selfExcludedUntil } = await blocksOf(tx, userId, now);
  if (selfExcludedUntil) throw new AppError('RG_SELF_EXCLUDED', 403, `You are self-excluded until ${selfExcludedUntil.toISOString()}.`);
  if (timeOutUntil) throw new AppError('RG_TIME_OUT', 403, `You are on a time-out until ${timeOutUntil.toISOString()}.`);
}

/** Before the book is touched: the exposure with the new order unmatched must fit the cash plus the escrow held. */
async function assertFunds(tx: Executor, market: ExchangeMarketRow, runners: readonly ExchangeRunnerRow[], userId: string, order: PlaceExchangeOrder): Promise<void> {
  const [fills, orders, position] = [await repo.findFillsOfUsers(tx, market.id, [userId]), await repo.findOpenOrdersOfUsers(tx, market.id, [userId]), await repo.findPosition(tx, market.id, userId)];
  const { matched, unmatched } = positionInputsOf(userId, fills, orders);
  unmatched.push({ runnerId: order.runnerId, side: order.side, priceMilli: order.priceMilli, remainingCents: order.stakeCents });
  const needed = marketExposureCents(runners.map((runner) => runner.id), matched, unmatched);
  const { cashCents } = await userBalances(tx, userId, market.currency);
  if (needed - (position?.escrowCents ?? 0) > cashCents) throw insufficientFunds();
}

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

/** Writes the fills of the last `place` on `book`: fill rows, both orders' matched parts, the runner's trades, the market's volume. */
async function writeFills(tx: Transaction, market: ExchangeMarketRow, taker: ExchangeOrderRow, book: ExchangeBook): Promise<{ taker: ExchangeOrderRow; matchedCents: number; makerUserIds: string[] }> {
  const fills = book.fills();
  if (fills.length === 0) return { taker, matchedCents: 0, makerUserIds: [] };
  const makers = new Map((await repo.findOrdersByBookIds(tx, [...new Set(fills.map((fill) => fill.makerId))])).map((order) => [order.bookId, order]));
  const perMaker = new Map<string, { cents: number; priceSum: number }>();
  let takerCents = 0;
  let takerPriceSum = 0;
  const rows: repo.NewFill[] = fills.map((fill) => {
    const maker = makers.get(fill.makerId);
    if (!maker) throw new Error(`exchange: maker order ${fill.makerId} of market ${market.id} is not in the database`);
    const sum = perMaker.get(maker.id) ?? { cents: 0, priceSum: 0 };
    perMaker.set(maker.id, { cents: sum.cents + fill.sizeCents, priceSum: sum.priceSum + fill.sizeCents * fill.priceMilli });
    takerCents += fill.sizeCents;
    takerPriceSum += fill.sizeCents * fill.priceMilli;
    const [backOrder, layOrder] = taker.side === 'back' ? [taker, maker] : [maker, taker];
    return { marketId: market.id, runnerId: taker.runnerId, backOrderId: backOrder.id, layOrderId: layOrder.id, backUserId: backOrder.userId, layUserId: layOrder.userId, priceMilli: fill.priceMilli, stakeCents: fill.sizeCents };
  });
  await repo.insertFills(tx, rows);
  await repo.addMatched(tx, [...[...perMaker].map(([orderId, sum]) => ({ orderId, ...sum })), { orderId: taker.id, cents: takerCents, priceSum: takerPriceSum }]);
  await repo.addTraded(tx, taker.runnerId, fills[fills.length - 1]?.priceMilli ?? taker.priceMilli, takerCents);
  // The taker's row as the update left it (it was inserted in this transaction: nobody else changed it).
  const matchedCents = taker.matchedCents + takerCents;
  const updated: ExchangeOrderRow = { ...taker, matchedCents, matchedPriceSum: taker.matchedPriceSum + takerPriceSum, status: matchedCents + taker.cancelledCents >= taker.stakeCents ? 'matched' : 'open' };
  return { taker: updated, matchedCents: takerCents, makerUserIds: [...new Set([...makers.values()].map((maker) => maker.userId))] };
}

/** Checked before the market lock (the lock holds the book: the less done under it, the more orders per second). */
type Checked = { runners: readonly ExchangeRunnerRow[]; runnerName: string; delayed: boolean; betDelaySeconds: number };

/** The market turned in-play after the order's checks: it must wait the bet delay first (nothing was written). */
class BetDelayDue extends Error {}

/**
 * Under the market lock: the market still trades (it may have been suspended during the bet
 * delay), the order goes in, is matched on the book, its fills written, the escrow of taker and
 * makers synced (the authoritative funds check: a shortfall rolls everything back).
 */
async function placeInMarket({ tx, market, books }: MarketWrite, auth: AuthContext, order: PlaceExchangeOrder, checked: Checked): Promise<Written<ExchangeOrderResult>> {
  assertTrading(market);
  if (market.inPlay && !checked.delayed && checked.betDelaySeconds > 0) throw new BetDelayDue();
  // The books first: a rebuild reads the open orders, which must not hold the new one yet.
  const marketBooks = await books();
  const inserted = await repo.insertOrder(tx, { userId: auth.userId, marketId: market.id, runnerId: order.runnerId, side: order.side, priceMilli: order.priceMilli, stakeCents: order.stakeCents, persistence: order.persistence, requestId: order.requestId });
  let book = marketBooks.books.get(order.runnerId);
  if (!book) {
    book = new ExchangeBook();
    marketBooks.books.set(order.runnerId, book);
  }
  book.place(inserted.bookId, order.side, priceToTick(order.priceMilli), order.stakeCents, order.persistence);
  const { taker, matchedCents, makerUserIds } = await writeFills(tx, market, inserted, book);
  const userIds = [...new Set([auth.userId, ...makerUserIds])];
  const escrow = await syncEscrow(tx, market.id, userIds, checked.runners.map((runner) => runner.id));
  const { cashCents } = await userBalances(tx, auth.userId, market.currency);
  return { value: { order: orderViewOf(taker, checked.runnerName), balance: centsToAmount(cashCents), exposure: centsToAmount(escrow.get(auth.userId) ?? 0) }, userIds, matchedCents };
}

/** Everything that does not need the market lock: market, runner, stake, player, and funds as they stand. */
async function checkOrder(db: Database, auth: AuthContext, order: PlaceExchangeOrder, settings: ExchangeSettings, now: Date): Promise<{ market: ExchangeMarketRow; checked: Checked }> {
  const market = await repo.findMarketHead(db, order.marketId);
  if (!market) throw new AppError('EXCHANGE_MARKET_NOT_FOUND', 404, 'marketId: no such exchange market.', 'marketId');
  assertTrading(market);
  const runners = await repo.findRunners(db, market.id);
  const runner = runnerOf(runners, order.runnerId);
  if (order.stakeCents < settings.minStakeCents) throw new AppError('EXCHANGE_STAKE_TOO_LOW', 400, `stake: must be at least ${centsToAmount(settings.minStakeCents)}.`, 'stake');
  await assertMayTrade(db, auth.userId, market, now);
  // Before the book is touched; the escrow posting under the lock decides for good.
  await assertFunds(db, market, runners, auth.userId, order);
  return { market, checked: { runners, runnerName: runner.name, delayed: false, betDelaySeconds: settings.betDelaySeconds } };
}

/**
 * `POST /api/exchange/orders`: idempotent by (player, requestId). An in-play market holds the order
 * `betDelaySeconds` first, then checks the market again in the transaction that matches it.
 */
export async function placeOrder(db: Database, auth: AuthContext, order: PlaceExchangeOrder, changed: ExchangeChanged, now = new Date()): Promise<ExchangeOrderResult> {
  const replay = await replayOf(db, auth.userId, order.requestId);
  if (replay) return replay;
  const settings = await loadExchangeSettings(db);
  const { market, checked } = await checkOrder(db, auth, order, settings, now);
  const delay = () => sleep(settings.betDelaySeconds * 1000);
  if (market.inPlay && settings.betDelaySeconds > 0) {
    await delay();
    checked.delayed = true;
  }
  try {
    try {
      return await writeInMarket(db, order.marketId, (write) => placeInMarket(write, auth, order, checked), changed);
    } catch (error) {
      if (!(error instanceof BetDelayDue)) throw error;
      await delay();
      return await writeInMarket(db, order.marketId, (write) => placeInMarket(write, auth, order, { ...checked, delayed: true }), changed);
    }
  } catch (error) {
    // The same requestId placed concurrently (a double click, a retry): the first order is the answer.
    if (uniqueViolationConstraint(error) === 'exchange_orders_user_request_key') {
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
