import {
  centsToAmount,
  milliToOdds,
  type AdminExchangeEventRow,
  type AdminExchangeMarket,
  type ExchangeResultView,
  type ExchangeRunner,
  type ExchangeRunnerLadder,
  type LadderLevel,
} from '@oddsmith/core';
import type { Executor } from '../../db/client';
import type { ExchangeMarketRow, ExchangeRunnerRow } from '../../db/schema';
import * as repo from './admin-exchange.repo';

/** Levels each side of a runner's ladder, as the player's ladder shows them. */
export const ladderDepth = 3;

export function eventRowView(row: repo.EventListRow): AdminExchangeEventRow {
  return {
    id: row.id,
    name: row.name,
    sportId: row.sportId,
    sportName: row.sportName,
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    linkedEventId: row.linkedEventId,
    marketCount: row.marketCount,
    matchedVolume: centsToAmount(row.matchedCents),
    createdAt: row.createdAt.toISOString(),
  };
}

export function runnerView(runner: ExchangeRunnerRow): ExchangeRunner {
  return { id: runner.id, name: runner.name, sortOrder: runner.sortOrder };
}

export function resultViewOf(settlement: repo.SettlementHistoryRow): ExchangeResultView {
  return {
    kind: settlement.result.kind,
    runnerIds: settlement.result.runnerIds,
    version: settlement.version,
    reason: settlement.reason,
    settledAt: settlement.createdAt.toISOString(),
    settledBy: settlement.settledByName,
  };
}

function levelsOf(levels: readonly repo.LadderLevelRow[], side: 'back' | 'lay'): LadderLevel[] {
  // Backers take the resting lays, best (highest) first; layers the resting backs, best (lowest) first.
  const sorted = levels.filter((level) => level.side === side).sort((a, b) => (side === 'lay' ? b.priceMilli - a.priceMilli : a.priceMilli - b.priceMilli));
  return sorted.slice(0, ladderDepth).map((level) => ({ price: milliToOdds(level.priceMilli), size: centsToAmount(level.remainingCents) }));
}

function runnerLadder(runner: ExchangeRunnerRow, levels: readonly repo.LadderLevelRow[]): ExchangeRunnerLadder {
  const own = levels.filter((level) => level.runnerId === runner.id);
  return {
    runnerId: runner.id,
    availableToBack: levelsOf(own, 'lay'),
    availableToLay: levelsOf(own, 'back'),
    lastTradedPrice: runner.lastTradedMilli === null ? null : milliToOdds(runner.lastTradedMilli),
    tradedVolume: centsToAmount(runner.tradedCents),
  };
}

/** The staff view of markets: runners, the ladder from the database's open orders, the book's size and the current result. */
export async function marketViews(tx: Executor, markets: readonly ExchangeMarketRow[]): Promise<AdminExchangeMarket[]> {
  const ids = markets.map((market) => market.id);
  const [runners, levels, sizes, settlements] = [
    await repo.findRunnersOfMarkets(tx, ids),
    await repo.findLadderLevels(tx, ids),
    await repo.findBookSizes(tx, ids),
    await repo.findSettlements(tx, ids),
  ];
  return markets.map((market) => {
    const own = runners.filter((runner) => runner.marketId === market.id);
    const size = sizes.find((row) => row.marketId === market.id);
    const current = settlements.find((row) => row.marketId === market.id && row.version === market.resultVersion);
    const marketLevels = levels.filter((level) => level.marketId === market.id);
    return {
      id: market.id,
      name: market.name,
      status: market.status,
      inPlay: market.inPlay,
      runners: own.map(runnerView),
      ladder: {
        marketId: market.id,
        status: market.status,
        inPlay: market.inPlay,
        matchedVolume: centsToAmount(market.matchedCents),
        runners: own.map((runner) => runnerLadder(runner, marketLevels)),
      },
      openOrders: size?.openOrders ?? 0,
      unmatchedVolume: centsToAmount(size?.unmatchedCents ?? 0),
      playerCount: size?.playerCount ?? 0,
      result: current ? resultViewOf(current) : null,
    };
  });
}
