import { createHash } from 'node:crypto';
import {
  exchangeEscrowAccount,
  exchangeEscrowLocked,
  exchangeEscrowReleased,
  exposureOfNetsCents,
  playerCashAccount,
  type AccountId,
  type MatchedBet,
  type RunnerNet,
  type Transfer,
  type UnmatchedOrder,
} from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import type { ExchangeFillRow, ExchangeOrderRow, LedgerAccountRow } from '../../db/schema';
import { AppError, isAppError } from '../../lib/app-error';
import { carriedWrites, noCarriedWrites, type CarriedWrites } from '../../lib/carried-writes';
import { lockOwnedAccounts, postNewTransfersHeld } from '../ledger';
import * as repo from './exchange.repo';

/** What a player holds in one market, in core's terms: matched bets (one per fill) and unmatched remainders. */
export type PositionInputs = { matched: MatchedBet[]; unmatched: UnmatchedOrder[] };

/** The unmatched (backer's) stake of an order: stake - matched - cancelled. */
export function remainingCentsOf(order: Pick<ExchangeOrderRow, 'stakeCents' | 'matchedCents' | 'cancelledCents'>): number {
  return order.stakeCents - order.matchedCents - order.cancelledCents;
}

/** A user's open remainders among `orders`. */
export function unmatchedOf(userId: string, orders: readonly HeldOrder[]): UnmatchedOrder[] {
  return orders
    .filter((order) => order.userId === userId && order.status === 'open' && remainingCentsOf(order) > 0)
    .map((order) => ({ runnerId: order.runnerId, side: order.side, priceMilli: order.priceMilli, remainingCents: remainingCentsOf(order) }));
}

/** A user's matched bets (a fill they are both sides of counts twice, netting to zero) and open remainders. */
export function positionInputsOf(userId: string, fills: readonly FillOfUsers[], orders: readonly HeldOrder[]): PositionInputs {
  return { matched: matchedOf(userId, fills), unmatched: unmatchedOf(userId, orders) };
}

type FillOfUsers = Pick<ExchangeFillRow, 'runnerId' | 'priceMilli' | 'stakeCents' | 'backUserId' | 'layUserId'>;

/** A user's matched bets among `fills` (a fill they are both sides of counts twice, netting to zero). */
export function matchedOf(userId: string, fills: readonly FillOfUsers[]): MatchedBet[] {
  const matched: MatchedBet[] = [];
  for (const fill of fills) {
    if (fill.backUserId === userId) matched.push({ runnerId: fill.runnerId, side: 'back', priceMilli: fill.priceMilli, stakeCents: fill.stakeCents });
    if (fill.layUserId === userId) matched.push({ runnerId: fill.runnerId, side: 'lay', priceMilli: fill.priceMilli, stakeCents: fill.stakeCents });
  }
  return matched;
}

/**
 * What escrow needs of an open order: its owner, runner, side, price and amounts (and its ids, to
 * apply a batch's matched parts and to find it as a maker on the book). A placement batch reads these for every open order of its
 * players, so it reads only these (no timestamps, request id, ...).
 */
export type HeldOrder = Pick<ExchangeOrderRow, 'id' | 'bookId' | 'userId' | 'runnerId' | 'side' | 'priceMilli' | 'stakeCents' | 'matchedCents' | 'cancelledCents' | 'matchedPriceSum' | 'status'>;

/**
 * What the escrow of a player in a market is computed from: their matched bets summed per runner
 * (`RunnerNet`, a database aggregate: not one row per fill) and their open orders.
 */
export type Held = { nets: RunnerNet[]; orders: HeldOrder[] };

/** The `Held` of `userIds` in a market (one statement); a user with nothing held gets empty lists. */
export async function loadHeld(tx: Executor, marketId: string, userIds: readonly string[]): Promise<Map<string, Held>> {
  const { nets, orders } = await repo.findHeld(tx, marketId, userIds);
  return new Map(userIds.map((userId) => [userId, { nets: nets.get(userId) ?? [], orders: orders.get(userId) ?? [] }]));
}

/**
 * A `Held` kept for later batches: its nets summed per runner (a batch appends its fills' nets) and
 * only its open orders (the ones escrow counts and later fills can touch).
 */
export function compactHeld(held: Held): Held {
  const byRunner = new Map<string, RunnerNet>();
  for (const net of held.nets) {
    const sum = byRunner.get(net.runnerId);
    byRunner.set(net.runnerId, sum ? { runnerId: net.runnerId, winCents: sum.winCents + net.winCents, stakeCents: sum.stakeCents + net.stakeCents } : net);
  }
  return { nets: [...byRunner.values()], orders: held.orders.filter((order) => order.status === 'open') };
}

/** core's `marketExposureCents` of a `Held` (with `unmatched` instead of its open orders when given). */
export function exposureOfHeld(runnerIds: readonly string[], userId: string, held: Held, unmatched = unmatchedOf(userId, held.orders)): number {
  return exposureOfNetsCents(runnerIds, held.nets, unmatched);
}

/** A short, fixed-length stand-in for a user id inside a ledger key (64-bit prefix of its SHA-256). */
function userKeyPart(userId: string): string {
  return createHash('sha256').update(userId).digest('hex').slice(0, 16);
}

/**
 * The ledger movement id of a position's escrow change number `escrowSeq`:
 * `<marketId>-<escrowSeq>-<16 hex of the user>` (at most 64 characters, core's ledger id limit).
 * Deterministic, so a re-run of the same change posts nothing twice.
 */
export function escrowMovementId(marketId: string, userId: string, escrowSeq: number): string {
  return `${marketId}-${escrowSeq}-${userKeyPart(userId)}`;
}

/** The ledger's insufficient funds as the exchange's 409 on the stake. */
export function insufficientFunds(): AppError {
  return new AppError('EXCHANGE_INSUFFICIENT_FUNDS', 409, 'stake: insufficient funds for the liability of this order.', 'stake');
}

/**
 * Brings the escrow of `userIds` in a market to exactly core's `marketExposureCents` of their
 * matched bets and unmatched remainders, inside the caller's transaction (which must hold
 * `lockMarket`): loads what they hold (`loadHeld`) and posts the differences (`syncEscrowOf`).
 * `runnerIds`: the market's runners when the caller has them. Answers the escrow per user.
 */
export async function syncEscrow(tx: Transaction, marketId: string, userIds: readonly string[], runnerIds?: readonly string[]): Promise<Map<string, number>> {
  const users = [...new Set(userIds)].sort();
  if (users.length === 0) return new Map();
  const runners = runnerIds ?? (await repo.findRunners(tx, marketId)).map((runner) => runner.id);
  return syncEscrowOf(tx, marketId, await loadHeld(tx, marketId, users), runners);
}

/**
 * What an escrow sync leaves: each player's escrow and position (escrow and movement sequence), and
 * the spendable cash of those whose cash was locked (posted or not).
 */
export type EscrowAfter = { escrow: Map<string, number>; positions: Map<string, repo.PositionEscrow>; cashCents: Map<string, number> };

/**
 * What a placement batch read and locked under the market lock, handed to `syncEscrowWith` in place
 * of its own two statements: every player's position as it stands (absent: none yet; the market
 * lock keeps positions as read) and the owned accounts locked in the ledger's order (every
 * player's cash, their escrow where it exists).
 */
export type EscrowPrepared = { positions: ReadonlyMap<string, repo.PositionEscrow>; locked: ReadonlyMap<AccountId, LedgerAccountRow> };

/** A player's position for the sync; `created`: none existed, the sync's write creates it. */
type SyncedPosition = repo.PositionEscrow & { userId: string; created: boolean };

/** The positions of `userIds` locked (created with escrow 0 when missing), or as the caller read them. */
async function positionsFor(tx: Transaction, marketId: string, userIds: readonly string[], prepared: EscrowPrepared | undefined): Promise<SyncedPosition[]> {
  // Field by field, not `{ ...position, created }`: see betting's `newTicketRowOf`.
  if (!prepared) return (await repo.lockPositions(tx, marketId, userIds)).map((position) => ({ userId: position.userId, escrowCents: position.escrowCents, escrowSeq: position.escrowSeq, created: false }));
  return [...userIds].sort().map((userId) => {
    const position = prepared.positions.get(userId);
    return position ? { userId, escrowCents: position.escrowCents, escrowSeq: position.escrowSeq, created: false } : { userId, escrowCents: 0, escrowSeq: 0, created: true };
  });
}

/**
 * The accounts a sync posts to, locked: every player's cash wallet and the escrow account of those
 * whose escrow changes (one statement, id order), or what the caller locked with the escrow
 * accounts still missing opened and locked now (a player's first escrow).
 */
async function accountsFor(tx: Transaction, userIds: readonly string[], changed: readonly string[], prepared: EscrowPrepared | undefined): Promise<ReadonlyMap<AccountId, LedgerAccountRow>> {
  const escrowAccounts = changed.map((userId) => exchangeEscrowAccount(userId));
  if (!prepared) return lockOwnedAccounts(tx, [...userIds.map((userId) => playerCashAccount(userId)), ...escrowAccounts]);
  const missing = escrowAccounts.filter((account) => !prepared.locked.has(account));
  return missing.length === 0 ? prepared.locked : new Map([...prepared.locked, ...(await lockOwnedAccounts(tx, missing))]);
}

/**
 * `syncEscrow` for players whose holdings the caller knows as they stand in this transaction (a
 * placement batch derives them from what it read and wrote): upserts and locks the positions,
 * locks every player's cash wallet and, for those whose escrow changes, their escrow account (one
 * statement, id order), unless the caller read and locked them (`prepared`); then posts every
 * difference as escrow lock / release transfers in ONE statement that also writes `alongside` (the
 * batch's fills and matched parts) and the positions' new escrow (ledger `postNewTransfersHeld`).
 * A lock beyond a player's cash is a 409 EXCHANGE_INSUFFICIENT_FUNDS on `stake`. Answers the
 * escrow per user after the call and the cash of every player whose wallet was locked (the
 * posting's deltas added: nothing is read back).
 */
export async function syncEscrowWith(tx: Transaction, marketId: string, held: ReadonlyMap<string, Held>, runnerIds: readonly string[], alongside: CarriedWrites = noCarriedWrites, prepared?: EscrowPrepared): Promise<EscrowAfter> {
  const after: EscrowAfter = { escrow: new Map(), positions: new Map(), cashCents: new Map() };
  if (held.size === 0) {
    await repo.runWrites(tx, alongside);
    return after;
  }
  const positions = await positionsFor(tx, marketId, [...held.keys()], prepared);
  const transfers: Transfer[] = [];
  const changes: { userId: string; escrowCents: number; escrowSeq: number }[] = [];
  const moved: string[] = [];
  for (const position of positions) {
    const holding = held.get(position.userId);
    if (!holding) continue;
    const needed = exposureOfHeld(runnerIds, position.userId, holding);
    after.escrow.set(position.userId, needed);
    const difference = needed - position.escrowCents;
    if (difference === 0) {
      after.positions.set(position.userId, { escrowCents: needed, escrowSeq: position.escrowSeq });
      if (position.created) changes.push({ userId: position.userId, escrowCents: 0, escrowSeq: 0 });
      continue;
    }
    // Nobody else writes the position (its lock, or the market's) and its sequence moves with every change: the movement id is new.
    const escrowSeq = position.escrowSeq + 1;
    const movement = { movementId: escrowMovementId(marketId, position.userId, escrowSeq), playerId: position.userId, amountCents: Math.abs(difference) };
    transfers.push(...(difference > 0 ? exchangeEscrowLocked(movement) : exchangeEscrowReleased(movement)));
    changes.push({ userId: position.userId, escrowCents: needed, escrowSeq });
    after.positions.set(position.userId, { escrowCents: needed, escrowSeq });
    moved.push(position.userId);
  }
  const locked = await accountsFor(tx, [...held.keys()], moved, prepared);
  const deltas = new Map<AccountId, number>();
  for (const transfer of transfers) {
    if (!locked.has(transfer.debitAccount) || !locked.has(transfer.creditAccount)) throw new AppError('LEDGER_ACCOUNT_NOT_FOUND', 404, 'Ledger account not found.');
    deltas.set(transfer.debitAccount, (deltas.get(transfer.debitAccount) ?? 0) - transfer.amountCents);
    deltas.set(transfer.creditAccount, (deltas.get(transfer.creditAccount) ?? 0) + transfer.amountCents);
  }
  const writes = carriedWrites(alongside, repo.positionsEscrowWrite(marketId, changes));
  if (transfers.length === 0) await repo.runWrites(tx, writes);
  else {
    try {
      await postNewTransfersHeld(tx, transfers, locked, () => ({}), writes);
    } catch (error) {
      if (isAppError(error) && error.code === 'LEDGER_INSUFFICIENT_FUNDS') throw insufficientFunds();
      throw error;
    }
  }
  for (const userId of held.keys()) {
    const cash = locked.get(playerCashAccount(userId));
    if (cash) after.cashCents.set(userId, cash.balanceCents - cash.debitsPendingCents + (deltas.get(playerCashAccount(userId)) ?? 0));
  }
  return after;
}

/** `syncEscrowWith` for a caller that needs only the escrow per user. */
export async function syncEscrowOf(tx: Transaction, marketId: string, held: ReadonlyMap<string, Held>, runnerIds: readonly string[]): Promise<Map<string, number>> {
  return (await syncEscrowWith(tx, marketId, held, runnerIds)).escrow;
}
