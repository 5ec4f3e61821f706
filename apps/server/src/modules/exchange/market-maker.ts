import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  fairPricesMilli,
  fitExposure,
  makerQuotes,
  marketMakerDefaults,
  priceToTick,
  sameQuotes,
  staffBalanceTransferred,
  type MakerConfig,
  type MakerQuote,
  type OthersBest,
} from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import type { ExchangeFillRow, ExchangeOrderRow } from '../../db/schema';
import { isAppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { postEvent, userBalances } from '../ledger';
import { positionInputsOf, remainingCentsOf, syncEscrow } from './escrow';
import { liquidityUser } from './exchange.seed';
import { loadExchangeSettings } from './exchange.settings';
import { matchAndWrite, writeInMarket, type ExchangeChanged } from './exchange.service';
import * as repo from './exchange.repo';
import * as makerRepo from './market-maker.repo';

/**
 * The demo market maker: `demo_liquidity` (the demo seed's player) rests lays below and backs
 * above the de-margined sportsbook price of every open exchange market linked to the sportsbook,
 * so a visitor finds a live ladder. Its orders are ordinary orders written under the market lock
 * (book, `book_seq`, escrow through `syncEscrow`, publish after commit), its cash comes from the
 * house by a ledger transfer. A runner is re-quoted only when the quotes it wants differ from
 * those resting (its fair price moved a tick, a quote was taken, a player's order now sits where a
 * quote would match it). Safe on several instances: every change re-reads the state under the lock.
 */

/** How often the maker looks at the markets. */
export const marketMakerIntervalMs = 3_000;
/** Markets looked at per run (cheap reads); markets re-quoted per run at most (writes). */
export const marketsScanMax = 400;
export const marketsWrittenPerRunMax = 25;
const makerCurrency = 'EUR';
/** Below this much cash the maker is topped up from the house to `makerCashTargetCents`. */
const makerCashFloorCents = 20_000_00;
const makerCashTargetCents = 100_000_00;
const makerFundingLockId = 7_301_482_914;

export type MarketMakerReport = { scanned: number; quoted: number; placed: number; cancelled: number; failed: number };
/** Tests limit a run to their own markets. */
export type MarketMakerScope = { marketIds?: readonly string[] };

/** What the maker knows of one market: runners with sportsbook prices, others' best, its own orders and fills. */
type MarketState = { runners: makerRepo.RunnerPriceRow[]; others: Map<string, OthersBest>; orders: ExchangeOrderRow[]; fills: ExchangeFillRow[] };

async function loadStates(tx: Executor, marketIds: readonly string[], makerId: string): Promise<Map<string, MarketState>> {
  const states = new Map<string, MarketState>(marketIds.map((id) => [id, { runners: [], others: new Map(), orders: [], fills: [] }]));
  if (marketIds.length === 0) return states;
  const [runners, others, orders, fills] = [
    await makerRepo.findRunnerPrices(tx, marketIds),
    await makerRepo.findOthersBest(tx, marketIds, makerId),
    await makerRepo.findMakerOrders(tx, marketIds, makerId),
    await makerRepo.findMakerFills(tx, marketIds, makerId),
  ];
  const marketOfRunner = new Map(runners.map((row) => [row.runnerId, row.marketId]));
  for (const row of runners) states.get(row.marketId)?.runners.push(row);
  for (const row of others) {
    const tick = (priceMilli: number | null) => (priceMilli === null ? -1 : priceToTick(priceMilli));
    states.get(marketOfRunner.get(row.runnerId) ?? '')?.others.set(row.runnerId, { backTick: tick(row.backMilli), layTick: tick(row.layMilli) });
  }
  for (const row of orders) states.get(row.marketId)?.orders.push(row);
  for (const row of fills) states.get(row.marketId)?.fills.push(row);
  return states;
}

/** Per runner: the maker's resting orders to cancel and the quotes to place (runners already right are left alone). */
type Plan = { stale: ExchangeOrderRow[]; fresh: { runnerId: string; quote: MakerQuote }[] };

function planOf(state: MarketState, makerId: string, config: MakerConfig): Plan {
  const runnerIds = state.runners.map((runner) => runner.runnerId);
  const fair = fairPricesMilli(state.runners.map((runner) => runner.oddsMilli));
  const wanted = new Map(
    state.runners.map((runner, index) => {
      const fairMilli = fair[index];
      return [runner.runnerId, fairMilli === undefined ? [] : makerQuotes(fairMilli, state.others.get(runner.runnerId) ?? { backTick: -1, layTick: -1 }, config)] as const;
    }),
  );
  const fitted = fitExposure(runnerIds, positionInputsOf(makerId, state.fills, []).matched, wanted, config);
  const plan: Plan = { stale: [], fresh: [] };
  for (const runnerId of runnerIds) {
    const resting = state.orders.filter((order) => order.runnerId === runnerId);
    const quotes = fitted.get(runnerId) ?? [];
    const restingQuotes = resting.map((order) => ({ side: order.side, priceMilli: order.priceMilli, stakeCents: remainingCentsOf(order) }));
    if (sameQuotes(restingQuotes, quotes)) continue;
    plan.stale.push(...resting);
    plan.fresh.push(...quotes.map((quote) => ({ runnerId, quote })));
  }
  return plan;
}

const isEmpty = (plan: Plan) => plan.stale.length === 0 && plan.fresh.length === 0;

type Quoted = { placed: number; cancelled: number };

/**
 * Under the market lock: plans again from the locked state, takes the stale quotes off the book
 * and the orders (one statement), places the fresh ones like any order (post-only by the plan, so
 * nothing matches) and syncs the maker's escrow. Nothing written when the market is not open.
 */
function quoteMarket(db: Database, marketId: string, makerId: string, config: MakerConfig, changed: ExchangeChanged): Promise<Quoted> {
  return writeInMarket(
    db,
    marketId,
    async ({ tx, market, books }) => {
      const nothing = { value: { placed: 0, cancelled: 0 }, userIds: [] };
      if (market.status !== 'open' || market.currency !== makerCurrency) return nothing;
      const state = (await loadStates(tx, [marketId], makerId)).get(marketId);
      const plan = state ? planOf(state, makerId, config) : { stale: [], fresh: [] };
      if (isEmpty(plan)) return nothing;
      const marketBooks = await books();
      for (const order of plan.stale) {
        const remaining = remainingCentsOf(order);
        const taken = marketBooks.books.get(order.runnerId)?.reduce(order.bookId, remaining) ?? 0;
        if (taken !== remaining) throw new Error(`exchange maker: order ${order.id} has ${remaining} unmatched, the book took ${taken}`);
      }
      const cancelled = await makerRepo.cancelRemaining(tx, plan.stale.map((order) => order.id));
      const placed =
        plan.fresh.length === 0
          ? []
          : await repo.insertOrders(
              tx,
              plan.fresh.map(({ runnerId, quote }) => ({ userId: makerId, marketId, runnerId, side: quote.side, priceMilli: quote.priceMilli, stakeCents: quote.stakeCents, persistence: 'keep', requestId: `mm-${randomUUID()}` })),
            );
      const { makerUserIds, matchedCents } = await matchAndWrite(tx, market, marketBooks, placed);
      const userIds = [...new Set([makerId, ...makerUserIds])];
      await syncEscrow(tx, marketId, userIds, state?.runners.map((runner) => runner.runnerId));
      return { value: { placed: placed.length, cancelled }, userIds, matchedCents };
    },
    changed,
  );
}

/** The maker's user (created and funded once by the demo seed's rule), topped up from the house when its cash runs low. */
export async function fundMarketMaker(db: Database): Promise<string> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${makerFundingLockId})`);
    const makerId = await liquidityUser(tx);
    const { cashCents } = await userBalances(tx, makerId, makerCurrency);
    if (cashCents < makerCashFloorCents) {
      const transfer = { actionId: `demo-liquidity-${randomUUID()}`, playerId: makerId, currency: makerCurrency, amountCents: makerCashTargetCents - cashCents, direction: 'credit' as const };
      await postEvent(tx, staffBalanceTransferred(transfer), { note: 'Demo exchange market maker top-up (house to demo_liquidity)' });
    }
    return makerId;
  });
}

/** Markets needing a change first: empty ladders, then the rest in random order (no market starves). */
function byUrgency(ids: readonly string[], states: ReadonlyMap<string, MarketState>): string[] {
  const shuffled = ids.map((id) => ({ id, empty: (states.get(id)?.orders.length ?? 0) === 0 ? 0 : 1, key: Math.random() }));
  return shuffled.sort((a, b) => a.empty - b.empty || a.key - b.key).map((each) => each.id);
}

/** One run: fund the maker, plan every quotable market from a few reads, re-quote a bounded number of them. */
export async function runMarketMaker(db: Database, scope: MarketMakerScope = {}, changed: ExchangeChanged = () => undefined): Promise<MarketMakerReport> {
  const makerId = await fundMarketMaker(db);
  const settings = await loadExchangeSettings(db);
  const config: MakerConfig = { ...marketMakerDefaults, minStakeCents: Math.max(marketMakerDefaults.minStakeCents, settings.minStakeCents) };
  const ids = await makerRepo.findQuotableMarketIds(db, makerCurrency, marketsScanMax, scope.marketIds);
  const states = await loadStates(db, ids, makerId);
  const due = byUrgency(
    ids.filter((id) => {
      const state = states.get(id);
      return state !== undefined && !isEmpty(planOf(state, makerId, config));
    }),
    states,
  ).slice(0, marketsWrittenPerRunMax);
  const report: MarketMakerReport = { scanned: ids.length, quoted: 0, placed: 0, cancelled: 0, failed: 0 };
  for (const marketId of due) {
    try {
      const quoted = await quoteMarket(db, marketId, makerId, config, changed);
      if (quoted.placed + quoted.cancelled > 0) report.quoted += 1;
      report.placed += quoted.placed;
      report.cancelled += quoted.cancelled;
    } catch (error) {
      // Short of funds or the market changed under it: the next run tries again; anything else is a bug.
      if (!isAppError(error)) throw error;
      report.failed += 1;
    }
  }
  return report;
}
