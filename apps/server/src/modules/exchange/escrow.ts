import { createHash } from 'node:crypto';
import { exchangeEscrowLocked, exchangeEscrowReleased, marketExposureCents, type MatchedBet, type Transfer, type UnmatchedOrder } from '@oddsmith/core';
import type { Transaction } from '../../db/client';
import type { ExchangeFillRow, ExchangeOrderRow } from '../../db/schema';
import { AppError, isAppError } from '../../lib/app-error';
import { lockAccountsBulk, postTransfersBulk } from '../ledger';
import * as repo from './exchange.repo';

/** What a player holds in one market, in core's terms: matched bets (one per fill) and unmatched remainders. */
export type PositionInputs = { matched: MatchedBet[]; unmatched: UnmatchedOrder[] };

/** The unmatched (backer's) stake of an order: stake - matched - cancelled. */
export function remainingCentsOf(order: Pick<ExchangeOrderRow, 'stakeCents' | 'matchedCents' | 'cancelledCents'>): number {
  return order.stakeCents - order.matchedCents - order.cancelledCents;
}

/** A user's matched bets (a fill they are both sides of counts twice, netting to zero) and open remainders. */
export function positionInputsOf(userId: string, fills: readonly ExchangeFillRow[], orders: readonly ExchangeOrderRow[]): PositionInputs {
  const matched: MatchedBet[] = [];
  for (const fill of fills) {
    const bet = { runnerId: fill.runnerId, priceMilli: fill.priceMilli, stakeCents: fill.stakeCents };
    if (fill.backUserId === userId) matched.push({ ...bet, side: 'back' });
    if (fill.layUserId === userId) matched.push({ ...bet, side: 'lay' });
  }
  const unmatched: UnmatchedOrder[] = orders
    .filter((order) => order.userId === userId && order.status === 'open' && remainingCentsOf(order) > 0)
    .map((order) => ({ runnerId: order.runnerId, side: order.side, priceMilli: order.priceMilli, remainingCents: remainingCentsOf(order) }));
  return { matched, unmatched };
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
 * `lockMarket`): loads fills and open orders, upserts and locks the positions, and posts every
 * difference as escrow lock / release transfers as ONE ledger posting (every account locked in
 * one statement, id order; one insert, one balance update). A lock beyond a player's cash is a 409
 * EXCHANGE_INSUFFICIENT_FUNDS on `stake`. `runnerIds`: the market's runners when the caller has
 * them. Answers the escrow per user after the call.
 */
export async function syncEscrow(tx: Transaction, marketId: string, userIds: readonly string[], runnerIds?: readonly string[]): Promise<Map<string, number>> {
  const users = [...new Set(userIds)].sort();
  const escrow = new Map<string, number>();
  if (users.length === 0) return escrow;
  const runners = runnerIds ?? (await repo.findRunners(tx, marketId)).map((runner) => runner.id);
  const [fills, orders, positions] = [await repo.findFillsOfUsers(tx, marketId, users), await repo.findOpenOrdersOfUsers(tx, marketId, users), await repo.lockPositions(tx, marketId, users)];
  const transfers: Transfer[] = [];
  const changes: { userId: string; escrowCents: number; escrowSeq: number }[] = [];
  for (const position of positions) {
    const { matched, unmatched } = positionInputsOf(position.userId, fills, orders);
    const needed = marketExposureCents(runners, matched, unmatched);
    escrow.set(position.userId, needed);
    const difference = needed - position.escrowCents;
    if (difference === 0) continue;
    const escrowSeq = position.escrowSeq + 1;
    const movement = { movementId: escrowMovementId(marketId, position.userId, escrowSeq), playerId: position.userId, amountCents: Math.abs(difference) };
    transfers.push(...(difference > 0 ? exchangeEscrowLocked(movement) : exchangeEscrowReleased(movement)));
    changes.push({ userId: position.userId, escrowCents: needed, escrowSeq });
  }
  if (transfers.length === 0) return escrow;
  try {
    await postTransfersBulk(tx, transfers, await lockAccountsBulk(tx, transfers));
  } catch (error) {
    if (isAppError(error) && error.code === 'LEDGER_INSUFFICIENT_FUNDS') throw insufficientFunds();
    throw error;
  }
  await repo.updatePositionsEscrow(tx, marketId, changes);
  return escrow;
}
