import { betStakeKey, playerBonusAccount, playerCashAccount, type AccountId, type PlaceBetOrder, type PlaceBetPayload } from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import type { LedgerAccountRow, TicketRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { answersOfSettled, groupCommit } from '../../lib/group-commit';
import { inTransaction } from '../../lib/transaction';
import { randomUUID } from 'node:crypto';
import { houseShardOf, postNewTransfersHeld } from '../ledger';
import { autoSuspendAfterPlacement, type PublishMarkets } from '../risk';
import * as repo from './betting.repo';
import {
  loadPlacementSettings,
  placeBet,
  placedPayload,
  placedViews,
  placementPlayerOf,
  planPlacement,
  replayOf,
  replayOrThrow,
  slipSelectionIdsOf,
  stakeTransfersOf,
  type PlacementPlan,
  type PlacementPlayer,
  type PlacementSettings,
  type TicketIdOf,
} from './betting.service';

/**
 * Group commit of bet placement: the placements that arrive while a batch is being written are
 * decided together and written by ONE transaction: one statement locks the wallets of all their
 * players (id order) and reads their slips' selections and replays; each order is validated in
 * memory in arrival order (a player twice sees the balance the first left; a requestId twice answers
 * the first's answer); one insert writes every ticket and leg; risk's auto-suspend is evaluated
 * once per currency; one bulk posting moves every stake (house shards locked once, in id order).
 * A refused order fails alone and writes nothing. Whatever the batch cannot decide as the single
 * path would (a market risk suspends, a racing twin's unique key, a serialization failure, a user
 * without wallets) runs through the single path (`placeBet`), order by order: correctness never
 * depends on the batch.
 */

export type PlacementRequest = { auth: AuthContext; order: PlaceBetOrder; now: Date; publishMarkets?: PublishMarkets };

/** Orders one batch takes at most: bounds the statements' parameters and one transaction's locks. */
export const placementBatchMax = 64;
/** Batches written at once, each on its own lane of house shards (see ticketIdInLane). */
const placementBatchesInFlight = 4;

export type PlacementBatcher = { submit: (request: PlacementRequest) => Promise<PlaceBetPayload>; close: () => Promise<void> };

/** One per database handle (the betting routes make it and close it with the app); every bet of the process shares one queue. */
export function placementBatcher(db: Database): PlacementBatcher {
  const commit = groupCommit<'bets', PlacementRequest, PlaceBetPayload>({
    windowMs: 0,
    maxSize: placementBatchMax,
    inFlightMax: placementBatchesInFlight,
    run: async (_bets, requests, lane) => answersOfSettled(await placeBatch(db, requests, { index: lane, count: placementBatchesInFlight })),
  });
  return { submit: (request) => commit.submit('bets', request), close: commit.close };
}

/**
 * Which house shards a batch's stakes post to: those whose number is `index` modulo `count`. Its
 * tickets count in risk's exposure slot `index` too, so lanes never wait on each other's exposure rows.
 */
export type ShardLane = { index: number; count: number };

/**
 * A random ticket id whose stake posts to a house shard of the lane. The shard is a hash of the
 * stake's key (which holds the ticket id), so batches running at once on different lanes never
 * wait for each other's house rows; a replay finds the same shard from the same key. About
 * `count` tries.
 */
function ticketIdInLane(lane: ShardLane): TicketIdOf {
  return () => {
    for (;;) {
      const ticketId = randomUUID();
      if (houseShardOf(betStakeKey(ticketId)) % lane.count === lane.index) return ticketId;
    }
  };
}

/** How an order of a batch ends in its transaction: placed (or replayed), refused, the twin of an earlier order, or left to the single path. */
type Decided = { kind: 'placed'; payload: PlaceBetPayload } | { kind: 'refused'; error: AppError } | { kind: 'twin'; of: number } | { kind: 'single' };

/** Thrown to roll a batch back when its orders must be decided one by one (risk suspended a market they bet). */
class DecideAlone extends Error {
  constructor() {
    super('the batch is decided order by order');
  }
}

/** What the batches of this process did (tests and diagnostics): batches committed, their orders, batches sent back to the single path. */
export const placementBatchCounters = { batches: 0, orders: 0, fallbacks: 0 };

/** Places a batch: one transaction, then each order's own answer (or error), in order. */
export async function placeBatch(db: Database, requests: readonly PlacementRequest[], lane: ShardLane = { index: 0, count: 1 }): Promise<PromiseSettledResult<PlaceBetPayload>[]> {
  const settings = await loadPlacementSettings(db);
  let decided: Decided[];
  try {
    decided = await inTransaction(db, (tx) => decideBatch(tx, requests, settings, lane));
    placementBatchCounters.batches += 1;
    placementBatchCounters.orders += requests.length;
  } catch {
    placementBatchCounters.fallbacks += 1;
    // The batch failed as a whole (DecideAlone, a twin's unique key, a deadlock retried too often...):
    // nothing of it was written. Its orders run alone one after the other, in arrival order, so each
    // sees what the one before it wrote (a market risk suspended, a twin's tickets).
    return settledInOrder(requests.map((request) => () => placeBet(db, request.auth, request.order, request.now, request.publishMarkets)));
  }
  const answers: Promise<PlaceBetPayload>[] = [];
  for (const [index, request] of requests.entries()) {
    const outcome = decided[index] ?? { kind: 'single' };
    const first = outcome.kind === 'twin' ? answers[outcome.of] : undefined;
    answers.push(first ?? answerOf(db, request, outcome, settings));
  }
  return Promise.allSettled(answers);
}

async function settledInOrder<T>(work: readonly (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  const settled: PromiseSettledResult<T>[] = [];
  for (const each of work) {
    try {
      settled.push({ status: 'fulfilled', value: await each() });
    } catch (reason) {
      settled.push({ status: 'rejected', reason });
    }
  }
  return settled;
}

async function answerOf(db: Database, request: PlacementRequest, decided: Decided, settings: PlacementSettings): Promise<PlaceBetPayload> {
  switch (decided.kind) {
    case 'placed':
      return decided.payload;
    case 'refused':
      return replayOrThrow(db, request.auth.userId, request.order.requestId, settings.marginBp, decided.error);
    case 'twin':
    case 'single':
      // A twin is answered by its first (placeBatch); alone, it is a placement like any other.
      return placeBet(db, request.auth, request.order, request.now, request.publishMarkets);
  }
}

/** The player's wallets after an accepted order (its stake leaves the funding wallet). */
function afterOrder(player: PlacementPlayer, order: PlaceBetOrder, plan: PlacementPlan): PlacementPlayer {
  const debit = (row: LedgerAccountRow) => ({ ...row, balanceCents: row.balanceCents - plan.totalStakeCents });
  return order.useBonus ? { ...player, bonus: debit(player.bonus) } : { ...player, cash: debit(player.cash) };
}

type Planned = { index: number; plan: PlacementPlan; currency: string };

/** Validates every order in memory, in arrival order, on the locked rows. */
async function decideOrders(tx: Transaction, requests: readonly PlacementRequest[], settings: PlacementSettings, lock: repo.PlacementLock, ticketIdOf: TicketIdOf) {
  const byId = new Map(lock.slipSelections.map((row) => [row.selectionId, row]));
  const players = new Map<string, PlacementPlayer | null>();
  const firstOf = new Map<string, number>();
  const decided: Decided[] = [];
  const planned: Planned[] = [];
  for (const [index, { auth, order, now }] of requests.entries()) {
    const key = repo.replayKeyOf(auth.userId, order.requestId);
    const first = firstOf.get(key);
    if (first !== undefined) {
      decided.push({ kind: 'twin', of: first });
      continue;
    }
    if (!players.has(auth.userId)) players.set(auth.userId, placementPlayerOf(lock.players.get(auth.userId)));
    const player = players.get(auth.userId);
    const replay = player && lock.replayed.has(key) ? await replayOf(tx, auth.userId, order.requestId, settings.marginBp) : null;
    if (!player || replay) {
      decided.push(replay ? { kind: 'placed', payload: replay } : { kind: 'single' });
      if (replay) firstOf.set(key, index);
      continue;
    }
    try {
      const plan = planPlacement(auth.userId, player, byId, order, settings, now, ticketIdOf);
      players.set(auth.userId, afterOrder(player, order, plan));
      planned.push({ index, plan, currency: player.currency });
      firstOf.set(key, index);
      decided.push({ kind: 'single' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      decided.push({ kind: 'refused', error });
    }
  }
  return { decided, planned };
}

/** Risk's auto-suspend over the batch's legs, once per currency; any suspension sends the batch back to the single path. */
async function assertNothingSuspended(tx: Transaction, settings: PlacementSettings, planned: readonly Planned[], now: Date): Promise<void> {
  for (const currency of new Set(planned.map((each) => each.currency))) {
    const legs = planned.filter((each) => each.currency === currency).flatMap((each) => each.plan.legDetails);
    // A later order of the batch may bet the suspended market: as one by one, it must be refused.
    if ((await autoSuspendAfterPlacement(tx, settings.risk, currency, legs, now)).length > 0) throw new DecideAlone();
  }
}

/**
 * Every ticket, leg and stake of the batch in one statement (the tickets and legs ride along the
 * ledger's posting); the players' wallets are held by the lock statement, the house shards are locked by it.
 */
async function writeBatch(tx: Transaction, lock: repo.PlacementLock, planned: readonly Planned[], lane: ShardLane): Promise<TicketRow[]> {
  const newTickets = planned.flatMap((each) => each.plan.tickets);
  const created = newTickets.map((ticket) => repo.newTicketRowOf(ticket, lane.index));
  const held = new Map<AccountId, LedgerAccountRow>();
  for (const rows of lock.players.values()) {
    for (const wallet of rows.wallets) held.set(wallet.kind === 'cash' ? playerCashAccount(rows.userId) : playerBonusAccount(rows.userId), wallet);
  }
  const stakes = created.flatMap((ticket) => {
    const { transfers, context } = stakeTransfersOf(ticket);
    return transfers.map((transfer) => ({ transfer, context }));
  });
  const writes = repo.ticketsWithLegsWrites(newTickets, planned.flatMap((each) => each.plan.legs), lane.index);
  await postNewTransfersHeld(tx, stakes.map((stake) => stake.transfer), held, (index) => stakes[index]?.context ?? {}, writes);
  return created;
}

async function decideBatch(tx: Transaction, requests: readonly PlacementRequest[], settings: PlacementSettings, lane: ShardLane): Promise<Decided[]> {
  const selectionIds = [...new Set(requests.flatMap((request) => slipSelectionIdsOf(request.order)))];
  const lock = await repo.lockPlacementPlayers(tx, requests.map((request) => ({ userId: request.auth.userId, requestId: request.order.requestId })), selectionIds);
  const { decided, planned } = await decideOrders(tx, requests, settings, lock, ticketIdInLane(lane));
  if (planned.length === 0) return decided;
  const created = await writeBatch(tx, lock, planned, lane);
  // Risk reads the exposure with the batch's tickets written (its stakes too, which it does not read).
  await assertNothingSuspended(tx, settings, planned, requests[0]?.now ?? new Date());
  const byTicket = new Map(created.map((ticket) => [ticket.id, ticket]));
  for (const { index, plan } of planned) {
    const tickets = plan.tickets.map((ticket) => byTicket.get(ticket.id)).filter((ticket): ticket is TicketRow => ticket !== undefined);
    decided[index] = { kind: 'placed', payload: placedPayload(await placedViews(tx, tickets, plan.legDetails, [], settings.marginBp), plan.balances) };
  }
  return decided;
}
