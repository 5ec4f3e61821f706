import { floorDivide, mulDivRoundHalfUp } from './arithmetic';
import { assertPriceMilli, betProfitCents, compareIds } from './position';

/**
 * Settles an exchange market between players: every fill moves money between its backer and its
 * layer only, so the users' profits always sum to exactly 0; commission is then taken on each
 * user's net winnings in the market. Integer cents only; no clock, no randomness, no I/O.
 */

/** A fill between two players. */
export type MatchedPair = { backUserId: string; layUserId: string; runnerId: string; priceMilli: number; stakeCents: number };
/** 'winners' with one id: that runner won; several ids: a dead heat among them; 'void': every bet stands at 0. */
export type MarketResult = { kind: 'winners'; winnerIds: readonly string[] } | { kind: 'void' };
export type SettledPosition = { userId: string; profitCents: number; commissionCents: number; netCents: number };

const basisPointsPerUnit = 10_000;

function assertBasisPoints(commissionBasisPoints: number): void {
  if (!Number.isInteger(commissionBasisPoints) || commissionBasisPoints < 0 || commissionBasisPoints > basisPointsPerUnit) {
    throw new RangeError(`commissionBasisPoints must be a whole number from 0 to ${basisPointsPerUnit}, got ${commissionBasisPoints}`);
  }
}

function assertWinnerIds(winnerIds: readonly string[]): void {
  if (winnerIds.length === 0) throw new RangeError('a result needs at least one winner id');
  if (winnerIds.some((id) => id === '')) throw new RangeError('winner ids must not be empty');
  if (new Set(winnerIds).size !== winnerIds.length) throw new RangeError(`winner ids must be distinct, got ${winnerIds.join(', ')}`);
}

function assertFill(fill: MatchedPair): void {
  if (!Number.isSafeInteger(fill.stakeCents) || fill.stakeCents <= 0) throw new RangeError(`a fill's stakeCents must be a positive whole number, got ${fill.stakeCents}`);
  assertPriceMilli(fill.priceMilli);
}

/** Every user holding a fill, each at 0, sorted by id. */
function usersOf(fills: readonly MatchedPair[]): Map<string, number> {
  const ids = new Set<string>();
  for (const fill of fills) {
    assertFill(fill);
    ids.add(fill.backUserId).add(fill.layUserId);
  }
  return new Map([...ids].sort(compareIds).map((id) => [id, 0]));
}

/** Per user, the sum over the given runners of their profit were that runner the only winner. */
function summedWinnerProfits(fills: readonly MatchedPair[], winnerIds: readonly string[]): Map<string, number> {
  const totals = usersOf(fills);
  for (const fill of fills) {
    const bet = { runnerId: fill.runnerId, side: 'back' as const, priceMilli: fill.priceMilli, stakeCents: fill.stakeCents };
    let backerProfit = 0;
    for (const winnerId of winnerIds) backerProfit += betProfitCents(bet, winnerId);
    totals.set(fill.backUserId, totals.get(fill.backUserId)! + backerProfit);
    totals.set(fill.layUserId, totals.get(fill.layUserId)! - backerProfit);
  }
  return totals;
}

/**
 * Divides each user's total by `count` in whole cents (largest-remainder rounding): floor every
 * share, then give the cents the floors left over (the totals sum to 0, so the shares must too) one
 * each to the users with the largest remainders, ties by user id ascending. Every share stays
 * within 1 cent above its floor, so never below the smallest of the averaged values.
 */
function divideLargestRemainder(totals: ReadonlyMap<string, number>, count: number): Map<string, number> {
  const shares = new Map<string, number>();
  const remainders: Array<{ userId: string; rest: number }> = [];
  let missing = 0;
  for (const [userId, total] of totals) {
    const { quotient, rest } = floorDivide(total, count);
    shares.set(userId, quotient);
    remainders.push({ userId, rest });
    missing -= quotient;
  }
  remainders.sort((a, b) => b.rest - a.rest || compareIds(a.userId, b.userId));
  for (const { userId } of remainders.slice(0, missing)) shares.set(userId, shares.get(userId)! + 1);
  return shares;
}

/** Profit per user: a winner's (or a dead heat's average of its runners') zero-sum transfers, or 0 when void. */
function profitsOf(fills: readonly MatchedPair[], result: MarketResult): Map<string, number> {
  if (result.kind === 'void') return usersOf(fills);
  assertWinnerIds(result.winnerIds);
  return divideLargestRemainder(summedWinnerProfits(fills, result.winnerIds), result.winnerIds.length);
}

/** Settles a market: per user, profit, commission and net (profit - commission). */
export function settleMarket(fills: readonly MatchedPair[], result: MarketResult, commissionBasisPoints: number): SettledPosition[] {
  assertBasisPoints(commissionBasisPoints);
  return [...profitsOf(fills, result)].map(([userId, profitCents]) => {
    const commission = commissionCents(profitCents, commissionBasisPoints);
    return { userId, profitCents, commissionCents: commission, netCents: profitCents - commission };
  });
}

/** Commission on net market winnings: 0 when profit <= 0, else round half up of profit*bp/10000. */
export function commissionCents(profitCents: number, commissionBasisPoints: number): number {
  assertBasisPoints(commissionBasisPoints);
  if (!Number.isSafeInteger(profitCents)) throw new RangeError(`profitCents must be a safe integer, got ${profitCents}`);
  return profitCents <= 0 ? 0 : mulDivRoundHalfUp(profitCents, commissionBasisPoints, basisPointsPerUnit);
}
