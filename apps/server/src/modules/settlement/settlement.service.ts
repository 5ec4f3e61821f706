import { assert, legOutcomeOfResult, type MarketResult } from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { notifyEachSelected, notifyMany } from '../notifications';
import { completeHouseShards, lockAccountsBulk, type LockedAccounts, postHousePayoutsSelected, postTransfersBulk, shortfallAccounts } from '../ledger';
import { legStatusOf, planTicket, type TicketChange, type TicketPlan } from './settlement.plan';
import { settledNotifications, settledNotificationsOf } from './settlement.notify';
import * as repo from './settlement.repo';

/** Legs one settlement transaction takes at most: big enough to amortise, small enough to keep locks short. */
export const settleBatchLegsMax = 2_000;
/** Batches one settleMarket call runs at most (4,000,000 legs); the job picks up any rest on its next run. */
export const settleBatchesMax = 2_000;
/**
 * Accepted singles one fast-path transaction settles at most: one set-based write of each kind per
 * chunk (legs, tickets, transfers, balances, notifications), big enough that 100,000 singles take
 * four transactions (10,000 took ten, and the fixed cost of each showed). Wallets stay locked only
 * for the chunk's posting.
 */
export const singlesChunkMax = 25_000;

/**
 * Singles chunks one settleMarket call runs at once, each its own transaction on its own pooled
 * connection: a chunk's statements use one PostgreSQL backend, so one chunk at a time left the
 * database's other cores idle. Chunks take their rows with SKIP LOCKED, so they never share a ticket;
 * their payouts still queue on the wallets and house rows they share (locked in id order, so they
 * wait and never deadlock). PGlite runs one transaction at a time: there the chunks simply queue.
 */
export const singlesLanesDefault = 2;
/** Concurrent chunks at most (the pool holds 10 connections, placements need the rest). */
export const singlesLanesMax = 4;

/**
 * `fastSingles: false` sends every ticket through the general batches (tests compare both paths);
 * `singlesLanes` sets how many singles chunks run at once.
 */
export type SettleOptions = { fastSingles?: boolean; singlesChunk?: number; singlesLanes?: number };
/** Markets one job run settles at most. */
export const marketsPerRunMax = 50;

export type FailedTicket = { ticketId: string; code: string };

export type MarketSettlementReport = {
  marketId: string;
  legs: number;
  settled: number;
  resettled: number;
  reopened: number;
  /** Tickets left untouched because the player no longer holds the winnings a resettlement takes back. */
  failed: FailedTicket[];
};

/** Staff re-result: who and why, written on every resettled ticket and its transfers. */
export type Resettlement = { actorId: string; reason: string };

type Market = { id: string; result: MarketResult };
type BatchResult = Omit<MarketSettlementReport, 'marketId'> & { excluded: string[] };

async function assertSettledMarket(tx: Executor, marketId: string): Promise<void> {
  const market = await repo.findMarket(tx, marketId);
  if (!market) throw new AppError('MARKET_NOT_FOUND', 404, 'Market not found.', 'id');
  if (market.status !== 'settled' || market.result === null) throw new AppError('MARKET_NOT_SETTLED', 409, 'The market has no result yet.', 'id');
}

/** The market and its result under a share lock, or null when staff re-opened it since the run began (or it is gone). */
async function lockResultedMarket(tx: Transaction, marketId: string): Promise<Market | null> {
  const row = await repo.shareLockMarket(tx, marketId);
  if (!row || row.status !== 'settled' || row.result === null) return null;
  assert(row.result.marketId === row.id, 'a result names its own market');
  return { id: row.id, result: row.result };
}

function markedLegs(market: Market, legs: readonly repo.SettleLegRow[]): Map<string, repo.LegStatusUpdate> {
  return new Map(legs.map((leg) => [leg.id, { id: leg.id, ...legStatusOf(legOutcomeOfResult(market.result, leg.selectionId)) }]));
}

/** Plans whose wallet would go below zero are dropped (reported), the rest are kept. */
async function withFunds(tx: Transaction, plans: readonly TicketPlan[]) {
  const transfers = plans.flatMap((plan) => plan.change?.transfers ?? []);
  const locked: LockedAccounts = transfers.length > 0 ? await lockAccountsBulk(tx, transfers) : new Map();
  const short = shortfallAccounts(transfers, locked);
  const failed = plans.filter((plan) => plan.change?.transfers.some((transfer) => short.has(transfer.debitAccount)) ?? false);
  const failedIds = new Set(failed.map((plan) => plan.ticket.id));
  return { kept: plans.filter((plan) => !failedIds.has(plan.ticket.id)), failed, locked };
}

type Changed = { ticket: TicketPlan['ticket']; change: TicketChange };
type Written = Pick<BatchResult, 'legs' | 'settled' | 'resettled' | 'reopened'>;

/**
 * The ticket side of a batch's kept plans, set-based: one UPDATE of legs, one of tickets, one
 * INSERT of notifications (pushed after the commit) and, for staff, one INSERT of audit entries.
 */
async function writeTicketRows(tx: Transaction, marketId: string, kept: readonly TicketPlan[], staff: Resettlement | null): Promise<{ changed: Changed[]; written: Written }> {
  const written = { legs: 0, settled: 0, resettled: 0, reopened: 0 };
  await repo.updateLegStatuses(tx, kept.flatMap((plan) => plan.legUpdates));
  const changed = kept.flatMap((plan) => (plan.change ? [{ ticket: plan.ticket, change: plan.change }] : []));
  await repo.updateTicketSettlements(tx, changed.map(({ change }) => change.update));
  if (staff) {
    await repo.insertAudits(
      tx,
      changed.map(({ ticket, change }) => ({
        actorId: staff.actorId,
        action: 'ticket.market_resettle',
        targetType: 'ticket',
        targetId: ticket.id,
        detail: { marketId, reason: staff.reason, kind: change.kind, previousStatus: ticket.status, previousReturnCents: ticket.settledReturnCents, status: change.update.status, returnCents: change.update.settledReturnCents, settlementSeq: change.update.settlementSeq },
      })),
    );
  }
  await notifyMany(tx, settledNotifications(changed.map(({ ticket, change }) => ({ ticket, update: change.update }))));
  written.legs = kept.reduce((sum, plan) => sum + plan.legUpdates.length, 0);
  for (const { change } of changed) {
    if (change.kind === 'settle') written.settled += 1;
    else if (change.kind === 'resettle') written.resettled += 1;
    else written.reopened += 1;
  }
  return { changed, written };
}

/** The note on a settlement's transfers. */
function settledNote(marketId: string): string {
  return `market ${marketId} settled`;
}

/** The ledger side: one INSERT of every transfer and one balance UPDATE per account (postTransfersBulk). */
async function postChanges(tx: Transaction, marketId: string, changed: readonly Changed[], locked: LockedAccounts, staff: Resettlement | null): Promise<void> {
  await postTransfersBulk(tx, changed.flatMap(({ change }) => change.transfers), locked, {
    createdBy: staff?.actorId ?? null,
    note: staff ? `market ${marketId} re-resulted: ${staff.reason}` : settledNote(marketId),
  });
}

/**
 * One transaction of a market's settlement: lock a batch of legs, lock their tickets (id order),
 * plan every ticket in memory, then write set-based: one UPDATE of legs, one of tickets, one INSERT
 * of transfers, one balance UPDATE per account (and one INSERT of audit entries for staff).
 */
async function runBatch(tx: Transaction, marketId: string, staff: Resettlement | null, now: Date, excluded: ReadonlySet<string>): Promise<BatchResult> {
  const result: BatchResult = { legs: 0, settled: 0, resettled: 0, reopened: 0, failed: [], excluded: [] };
  const market = await lockResultedMarket(tx, marketId);
  if (!market) return result;
  const legs = staff
    ? await repo.lockChangedMarketLegs(tx, market.id, market.result, settleBatchLegsMax, [...excluded])
    : await repo.lockOpenMarketLegs(tx, market.id, settleBatchLegsMax);
  if (legs.length === 0) return result;
  const marked = markedLegs(market, legs);
  const ticketIds = [...new Set(legs.map((leg) => leg.ticketId))];
  const tickets = await repo.lockTickets(tx, ticketIds);
  const legsByTicket = new Map<string, repo.SettleLegRow[]>();
  for (const leg of await repo.findLegsOfTickets(tx, ticketIds)) legsByTicket.set(leg.ticketId, [...(legsByTicket.get(leg.ticketId) ?? []), leg]);
  // A ticket staff voided or settled by hand keeps its result (and legs) through re-results.
  const manual = staff ? await repo.findManualTicketIds(tx, ticketIds) : new Set<string>();
  const context = { now, reason: staff?.reason ?? null };
  const plans = tickets.filter((ticket) => !manual.has(ticket.id)).map((ticket) => planTicket(ticket, legsByTicket.get(ticket.id) ?? [], marked, staff !== null, context));
  const { kept, failed, locked } = await withFunds(tx, plans);
  // Skipped by this call's later batches: their legs stay as they are.
  result.excluded = [...manual, ...failed.map((plan) => plan.ticket.id)];

  const { changed, written } = await writeTicketRows(tx, market.id, kept, staff);
  await postChanges(tx, market.id, changed, locked, staff);
  Object.assign(result, written);
  result.failed = failed.map((plan) => ({ ticketId: plan.ticket.id, code: 'LEDGER_INSUFFICIENT_FUNDS' }));
  return result;
}

/**
 * The common case in one transaction, set-based from end to end (the rows never travel to Node):
 * one statement locks a chunk of the market's accepted singles, writes their legs and tickets and
 * keeps the settled tickets in a temporary table (settleOpenSingles), one INSERT ... SELECT from it
 * writes their notifications, and the ledger posts their payouts with one INSERT ... SELECT and one
 * balance update per account (postHousePayoutsSelected, the wallets and house rows locked late:
 * placements wait on the house rows only for the posting); last, one upsert takes the tickets off
 * risk's exposure (settledSinglesOffExposure). Only counts (and the payouts' keys, for
 * their house shard) come to Node. The
 * rows are the same as the general batch writes (settlement.singles.test.ts compares them). A chunk
 * is all or nothing; its legs leave `open` in the transaction that pays, so a re-run (or a run
 * after a crash) finds only what is still unpaid.
 */
async function runSinglesChunk(tx: Transaction, marketId: string, now: Date, chunk: number, lane: repo.SinglesLane): Promise<Pick<BatchResult, 'legs' | 'settled'>> {
  await repo.withoutJit(tx);
  const market = await lockResultedMarket(tx, marketId);
  if (!market) return { legs: 0, settled: 0 };
  const outcomes = (await repo.findMarketSelectionIds(tx, market.id)).map((selectionId) => ({ selectionId, ...legStatusOf(legOutcomeOfResult(market.result, selectionId)) }));
  await repo.settledSingles.create(tx);
  const { legs, tickets } = await repo.settleOpenSingles(tx, market.id, outcomes, now, chunk, lane);
  if (tickets === 0) return { legs, settled: 0 };
  await notifyEachSelected(tx, settledNotificationsOf());
  await postHousePayoutsSelected(tx, repo.settledPayouts(), { createdBy: null, note: settledNote(market.id) });
  // Last: the exposure rows stay locked from this write to the commit (settledSinglesOffExposure).
  await repo.settledSinglesOffExposure(tx, market.id);
  return { legs, settled: tickets };
}

/**
 * One lane: chunks of its players' singles (SinglesLane), one after the other, until one settles
 * less than a full chunk: the lane's tickets are then done but for any another worker held at the
 * time, which the general batches after the lanes take. (Running on until a chunk settled nothing
 * cost every lane one more chunk that scanned the market's tickets for nothing.)
 */
async function runSinglesLane(db: Database, marketId: string, nowMs: number, chunk: number, lane: repo.SinglesLane, report: MarketSettlementReport): Promise<void> {
  for (let run = 0; run < settleBatchesMax; run += 1) {
    const outcome = await inTransaction(db, (tx) => runSinglesChunk(tx, marketId, new Date(nowMs), chunk, lane));
    report.legs += outcome.legs;
    report.settled += outcome.settled;
    if (outcome.settled < chunk) return;
  }
}

/**
 * `lanes` lanes of singles chunks at once, each on its own players' tickets (SinglesLane; a
 * ticket another instance's lane holds is still skipped, never waited on); the general batches then
 * take whatever is left. Every lane has ended (settled or failed) before this returns or throws, so
 * no chunk still runs when the batches start.
 */
async function runSingles(db: Database, marketId: string, nowMs: number, chunk: number, lanes: number, report: MarketSettlementReport): Promise<void> {
  assert(Number.isInteger(chunk) && chunk > 0 && chunk <= singlesChunkMax, 'singles chunk in range');
  assert(Number.isInteger(lanes) && lanes > 0 && lanes <= singlesLanesMax, 'singles lanes in range');
  // Before the lanes: their first chunks would otherwise create any missing house shard together.
  if (lanes > 1) await inTransaction(db, (tx) => completeHouseShards(tx));
  const outcomes = await Promise.allSettled(Array.from({ length: lanes }, (_, index) => runSinglesLane(db, marketId, nowMs, chunk, { index, count: lanes }, report)));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

async function runMarket(db: Database, marketId: string, staff: Resettlement | null, nowMs: number, options: SettleOptions = {}): Promise<MarketSettlementReport> {
  await assertSettledMarket(db, marketId);
  const report: MarketSettlementReport = { marketId, legs: 0, settled: 0, resettled: 0, reopened: 0, failed: [] };
  if (!staff && options.fastSingles !== false) await runSingles(db, marketId, nowMs, options.singlesChunk ?? singlesChunkMax, options.singlesLanes ?? singlesLanesDefault, report);
  const excluded = new Set<string>();
  for (let batch = 0; batch < settleBatchesMax; batch += 1) {
    const outcome = await inTransaction(db, (tx) => runBatch(tx, marketId, staff, new Date(nowMs), excluded));
    report.legs += outcome.legs;
    report.settled += outcome.settled;
    report.resettled += outcome.resettled;
    report.reopened += outcome.reopened;
    report.failed.push(...outcome.failed);
    for (const id of outcome.excluded) excluded.add(id);
    // Done when a batch neither marked a leg nor excluded a ticket (nothing left this worker may take).
    if (outcome.legs === 0 && outcome.excluded.length === 0) break;
  }
  return report;
}

/**
 * Settles one resulted market: every open leg of a ticket that is not pending gets the result's
 * outcome, and every accepted ticket this decides is settled (core's settleTicket) with its payout
 * posted (core's betSettled) in the same transaction that flips it. Accepted singles first, in
 * chunks of `singlesChunkMax` (the common case: one set-based write of each kind per chunk), then
 * everything else in batches of `settleBatchLegsMax` legs; each chunk and batch is its own
 * transaction. Idempotent (a re-run finds no open leg) and safe on several instances (legs are
 * taken with SKIP LOCKED, tickets locked in id order or skipped when held).
 */
export function settleMarket(db: Database, marketId: string, nowMs = Date.now(), options: SettleOptions = {}): Promise<MarketSettlementReport> {
  return runMarket(db, marketId, null, nowMs, options);
}

/**
 * After staff changed a settled market's result: every leg whose status differs from the new
 * result is re-marked, and every ticket concerned is settled, resettled (core's betResettled) or
 * reopened, with the reason on the ticket, its transfers and an audit entry. Tickets staff settled
 * by hand are left alone; tickets whose player no longer holds the winnings to take back are left
 * as they were and reported. Idempotent: running it again re-marks nothing.
 */
export function resettleMarket(db: Database, marketId: string, staff: Resettlement, nowMs = Date.now()): Promise<MarketSettlementReport> {
  return runMarket(db, marketId, staff, nowMs);
}

/** The job: every resulted market with open legs (at most `marketsPerRunMax` per run). */
export async function settleMarkets(db: Database, nowMs: number): Promise<MarketSettlementReport[]> {
  const marketIds = await repo.findMarketsToSettle(db, marketsPerRunMax);
  const reports: MarketSettlementReport[] = [];
  for (const marketId of marketIds) reports.push(await settleMarket(db, marketId, nowMs));
  return reports;
}
