import {
  centsToAmount,
  milliToOdds,
  tickToPrice,
  winAmountCents,
  type BestPrices,
  type ExchangeBook,
  type ExchangeLadder,
  type ExchangeMatch,
  type ExchangeOrder,
  type ExchangeRunnerLadder,
  type GreenUpQuote,
  type HedgeOrder,
  type LevelView,
} from '@oddsmith/core';
import type { ExchangeFillRow, ExchangeMarketRow, ExchangeOrderRow, ExchangePositionRow, ExchangeRunnerRow } from '../../db/schema';
import { remainingCentsOf } from './escrow';

/** Levels per side in a ladder view (Betfair's three best prices). */
export const ladderLevels = 3;

export function runnerNamesOf(runners: readonly ExchangeRunnerRow[]): Map<string, string> {
  return new Map(runners.map((runner) => [runner.id, runner.name]));
}

/** The stake-weighted average matched price in thousandths (rounded), null while nothing matched. */
function averagePriceOf(order: ExchangeOrderRow): number | null {
  if (order.matchedCents === 0) return null;
  return milliToOdds(Math.round(order.matchedPriceSum / order.matchedCents));
}

export function orderViewOf(order: ExchangeOrderRow, runnerName: string): ExchangeOrder {
  return {
    id: order.id,
    marketId: order.marketId,
    runnerId: order.runnerId,
    runnerName,
    side: order.side,
    price: milliToOdds(order.priceMilli),
    stake: centsToAmount(order.stakeCents),
    matched: centsToAmount(order.matchedCents),
    remaining: centsToAmount(order.status === 'open' ? remainingCentsOf(order) : 0),
    cancelled: centsToAmount(order.cancelledCents),
    averagePrice: averagePriceOf(order),
    status: order.status,
    persistence: order.persistence,
    placedAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The matched bets of `userId` among fills: one per fill and side they hold. */
export function matchViewsOf(userId: string, fills: readonly ExchangeFillRow[], runnerNames: ReadonlyMap<string, string>): ExchangeMatch[] {
  const views: ExchangeMatch[] = [];
  for (const fill of fills) {
    // Field by field, not `{ ...common, orderId, side }`: see betting's `newTicketRowOf`.
    const viewOf = (orderId: string, side: ExchangeMatch['side']): ExchangeMatch => ({
      id: fill.id,
      orderId,
      runnerId: fill.runnerId,
      runnerName: runnerNames.get(fill.runnerId) ?? '',
      side,
      price: milliToOdds(fill.priceMilli),
      stake: centsToAmount(fill.stakeCents),
      winAmount: centsToAmount(winAmountCents(fill.stakeCents, fill.priceMilli)),
      matchedAt: fill.createdAt.toISOString(),
    });
    if (fill.backUserId === userId) views.push(viewOf(fill.backOrderId, 'back'));
    if (fill.layUserId === userId) views.push(viewOf(fill.layOrderId, 'lay'));
  }
  return views;
}

function levelsOf(levels: readonly LevelView[]) {
  return levels.map((level) => ({ price: milliToOdds(level.priceMilli), size: centsToAmount(level.volumeCents) }));
}

/** One runner's ladder: a back matches resting lays (best = highest), a lay resting backs (best = lowest). */
function runnerLadderOf(runner: ExchangeRunnerRow, book: ExchangeBook | undefined): ExchangeRunnerLadder {
  return {
    runnerId: runner.id,
    availableToBack: book ? levelsOf(book.depth('lay', ladderLevels)) : [],
    availableToLay: book ? levelsOf(book.depth('back', ladderLevels)) : [],
    lastTradedPrice: runner.lastTradedMilli === null ? null : milliToOdds(runner.lastTradedMilli),
    tradedVolume: centsToAmount(runner.tradedCents),
  };
}

export function ladderOf(market: ExchangeMarketRow, runners: readonly ExchangeRunnerRow[], books: ReadonlyMap<string, ExchangeBook>): ExchangeLadder {
  return {
    marketId: market.id,
    status: market.status,
    inPlay: market.inPlay,
    matchedVolume: centsToAmount(market.matchedCents),
    runners: runners.map((runner) => runnerLadderOf(runner, books.get(runner.id))),
  };
}

/** Best prices a taker gets now per runner (core's `BestPrices`): back at the highest resting lay, lay at the lowest resting back. */
export function bestPricesOf(books: ReadonlyMap<string, ExchangeBook>): BestPrices {
  const best = new Map<string, { backMilli?: number; layMilli?: number }>();
  for (const [runnerId, book] of books) {
    const prices: { backMilli?: number; layMilli?: number } = {};
    if (book.bestLayTick >= 0) prices.backMilli = tickToPrice(book.bestLayTick);
    if (book.bestBackTick >= 0) prices.layMilli = tickToPrice(book.bestBackTick);
    best.set(runnerId, prices);
  }
  return best;
}

export function greenUpQuoteOf(hedge: HedgeOrder | null): GreenUpQuote | null {
  if (!hedge) return null;
  return {
    runnerId: hedge.runnerId,
    side: hedge.side,
    price: milliToOdds(hedge.priceMilli),
    stake: centsToAmount(hedge.stakeCents),
    profitsAfter: [...hedge.profitsAfter].map(([runnerId, profit]) => ({ runnerId, profit: centsToAmount(profit) })),
  };
}

export function settledViewOf(position: ExchangePositionRow | undefined) {
  if (!position?.settledAt || position.profitCents === null) return null;
  const commission = position.commissionCents ?? 0;
  return {
    profit: centsToAmount(position.profitCents),
    commission: centsToAmount(commission),
    net: centsToAmount(position.profitCents - commission),
    settledAt: position.settledAt.toISOString(),
  };
}
