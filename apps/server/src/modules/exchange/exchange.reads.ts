import {
  centsToAmount,
  greenUpOrder,
  runnerProfits,
  type ExchangeBook,
  type ExchangeLadder,
  type ExchangeLobbyQuery,
  type ExchangeMarket,
  type ExchangeMarketSummary,
  type ExchangePosition,
  type ExchangePositionsQuery,
  type ExchangePositionSummary,
} from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import type { ExchangeRunnerRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import { inTransaction } from '../../lib/transaction';
import { booksOfOrders, cachedBooks, offerBooks } from './book-cache';
import { positionInputsOf } from './escrow';
import { loadExchangeSettings } from './exchange.settings';
import * as repo from './exchange.repo';
import { bestPricesOf, greenUpQuoteOf, ladderOf, matchViewsOf, orderViewOf, runnerNamesOf, settledViewOf } from './exchange.views';

/**
 * A market as one snapshot (repeatable read): its head, runners and books. The books come from
 * this instance's copy when it is at the market's `book_seq`, else they are rebuilt from the open
 * orders of the same snapshot (and offered to the cache).
 */
type MarketSnapshot = { head: repo.MarketHeadRow; runners: ExchangeRunnerRow[]; books: ReadonlyMap<string, ExchangeBook> };

/**
 * `use` of the market's books at the head's `book_seq`, called with no await before it: a cached
 * book is live, and a writer of this instance may change it once this code yields. A copy not at
 * that seq is rebuilt from the open orders of the same snapshot and offered to the cache.
 */
async function withBooks<T>(db: Database, tx: Executor, head: repo.MarketHeadRow, use: (books: ReadonlyMap<string, ExchangeBook>) => T): Promise<T> {
  const cached = cachedBooks(db, head.id, head.bookSeq);
  if (cached) return use(cached.books);
  const books = booksOfOrders(await repo.findOpenOrders(tx, head.id));
  const value = use(books);
  offerBooks(db, head.id, { books, seq: head.bookSeq });
  return value;
}

function notFound(): AppError {
  return new AppError('EXCHANGE_MARKET_NOT_FOUND', 404, 'id: no such exchange market.', 'id');
}

async function snapshotIn<T>(db: Database, tx: Executor, marketId: string, view: (snapshot: MarketSnapshot) => T): Promise<T> {
  const head = await repo.findMarketHead(tx, marketId);
  if (!head) throw notFound();
  const runners = await repo.findRunners(tx, marketId);
  return withBooks(db, tx, head, (books) => view({ head, runners, books }));
}

/** `view` of one snapshot (repeatable read) of a market. */
function snapshot<T>(db: Database, marketId: string, view: (snapshot: MarketSnapshot) => T): Promise<T> {
  return inTransaction(db, (tx) => snapshotIn(db, tx, marketId, view), { isolationLevel: 'repeatable read' });
}

/** The `exchangeLadder` view of a market now. */
export async function marketLadder(db: Database, marketId: string): Promise<ExchangeLadder> {
  return snapshot(db, marketId, ({ head, runners, books }) => ladderOf(head, runners, books));
}

function headView(head: repo.MarketHeadRow) {
  return {
    id: head.id,
    eventId: head.eventId,
    eventName: head.eventName,
    sportId: head.sportId,
    sportName: head.sportName,
    name: head.name,
    status: head.status,
    inPlay: head.inPlay,
    startsAt: head.startsAt.toISOString(),
    currency: head.currency,
  };
}

/** `GET /api/exchange/markets/:id`: the market page. */
export async function marketView(db: Database, marketId: string): Promise<ExchangeMarket> {
  const settings = await loadExchangeSettings(db);
  return snapshot(db, marketId, ({ head, runners, books }) => ({
    ...headView(head),
    runners: runners.map((runner) => ({ id: runner.id, name: runner.name, sortOrder: runner.sortOrder })),
    ladder: ladderOf(head, runners, books),
    betDelaySeconds: settings.betDelaySeconds,
    minStake: centsToAmount(settings.minStakeCents),
    commissionPercent: settings.commissionBasisPoints / 100,
  }));
}

/** `GET /api/exchange/markets`: open and suspended markets with each runner's best prices. */
export async function lobby(db: Database, query: Required<Pick<ExchangeLobbyQuery, 'page' | 'perPage' | 'state'>> & ExchangeLobbyQuery) {
  const filter = { sportId: query.sportId, state: query.state, q: query.q };
  return inTransaction(
    db,
    async (tx) => {
      const heads = await repo.findLobbyPage(tx, filter, query.perPage, (query.page - 1) * query.perPage);
      const runners = await repo.findRunnersOfMarkets(tx, heads.map((head) => head.id));
      const views = new Map<string, ExchangeMarketSummary>();
      for (const head of heads) {
        const ladder = await withBooks(db, tx, head, (books) => ladderOf(head, runners.filter((runner) => runner.marketId === head.id), books));
        views.set(head.id, {
          ...headView(head),
          matchedVolume: ladder.matchedVolume,
          runners: ladder.runners.map((runner) => ({
            id: runner.runnerId,
            name: runners.find((each) => each.id === runner.runnerId)?.name ?? '',
            bestBack: runner.availableToBack[0] ?? null,
            bestLay: runner.availableToLay[0] ?? null,
          })),
        });
      }
      return readPage(
        query,
        async () => heads,
        () => repo.countLobby(tx, filter),
        (head) => views.get(head.id) as ExchangeMarketSummary,
      );
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** The caller's orders, matched bets, profit per runner, escrow and green-up quote on one market (one snapshot). */
export async function positionView(db: Database, marketId: string, userId: string): Promise<ExchangePosition> {
  return inTransaction(
    db,
    async (tx) => {
      const { head, runners, best } = await snapshotIn(db, tx, marketId, ({ head, runners, books }) => ({ head, runners, best: bestPricesOf(books) }));
      const [orders, fills, position] = [await repo.findUserOrders(tx, marketId, userId), await repo.findFillsOfUsers(tx, marketId, [userId]), await repo.findPosition(tx, marketId, userId)];
      const names = runnerNamesOf(runners);
      const { matched } = positionInputsOf(userId, fills, []);
      const profits = runnerProfits(runners.map((runner) => runner.id), matched);
      const tradable = head.status === 'open' && matched.length > 0;
      return {
        marketId,
        currency: head.currency,
        exposure: centsToAmount(position?.escrowCents ?? 0),
        profits: [...profits].map(([runnerId, profit]) => ({ runnerId, profit: centsToAmount(profit) })),
        orders: orders.map((order) => orderViewOf(order, names.get(order.runnerId) ?? '')),
        matches: matchViewsOf(userId, fills, names),
        greenUp: tradable ? greenUpQuoteOf(greenUpOrder(profits, best)) : null,
        settled: settledViewOf(position),
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** `GET /api/exchange/positions`: the markets the caller traded. */
export async function positions(db: Database, userId: string, query: Required<Pick<ExchangePositionsQuery, 'page' | 'perPage' | 'state'>>) {
  return readPage(
    query,
    (limit, offset) => repo.findPositionsPage(db, userId, query.state, limit, offset),
    () => repo.countPositions(db, userId, query.state),
    (row): ExchangePositionSummary => ({
      marketId: row.position.marketId,
      marketName: row.marketName,
      eventName: row.eventName,
      status: row.status,
      exposure: centsToAmount(row.position.escrowCents),
      openOrders: row.openOrders,
      matchedStake: centsToAmount(row.matchedStake),
      settled: settledViewOf(row.position),
      updatedAt: row.position.updatedAt.toISOString(),
    }),
  );
}
