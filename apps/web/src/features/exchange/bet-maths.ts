import { betProfitCents, isOnLadder, nextPrice, parseAmount, parseRequestedOdds, previousPrice, priceMilliMax, priceMilliMin, type ExchangeOrderSide, winAmountCents } from '@oddsmith/core';

/**
 * The bet panel's figures, in integer cents and price thousandths with core's exchange position
 * maths, the server's own: the backer's profit if the runner wins equals the layer's liability,
 * stake x (price - 1) rounded down to the cent (core's `winAmountCents`).
 *
 * What the order risks: a back its stake, a lay its liability. */
export function riskCents(side: ExchangeOrderSide, stakeCents: number, priceMilli: number): number {
  return side === 'back' ? stakeCents : winAmountCents(stakeCents, priceMilli);
}

/** The order's profit if it wins: a back if its runner wins, a lay if its runner loses (the stake). */
export function rewardCents(side: ExchangeOrderSide, stakeCents: number, priceMilli: number): number {
  return side === 'back' ? winAmountCents(stakeCents, priceMilli) : stakeCents;
}

export type PendingOrder = { runnerId: string; side: ExchangeOrderSide; priceMilli: number; stakeCents: number };

/** The profit per runner (cents) if `order` were matched in full on top of `profits`. */
export function projectedProfits(runnerIds: readonly string[], profits: ReadonlyMap<string, number>, order: PendingOrder): Map<string, number> {
  const bet = { runnerId: order.runnerId, side: order.side, priceMilli: order.priceMilli, stakeCents: order.stakeCents };
  const projected = new Map<string, number>();
  for (const runnerId of runnerIds) projected.set(runnerId, (profits.get(runnerId) ?? 0) + betProfitCents(bet, runnerId));
  return projected;
}

/** Cents of an API amount (a decimal from the contract); 0 when unreadable. */
export function centsOf(amount: number): number {
  const parsed = parseAmount(amount);
  return parsed.ok ? parsed.cents : 0;
}

/** The position's `profits` as cents per runner id. */
export function profitMap(profits: readonly { runnerId: string; profit: number }[]): Map<string, number> {
  return new Map(profits.map((row) => [row.runnerId, centsOf(row.profit)]));
}

/** A wire price (decimal) in thousandths, or null when it is not a ladder price. */
export function priceMilliOf(price: number | string): number | null {
  const parsed = parseRequestedOdds(price);
  return parsed.ok && isOnLadder(parsed.value) ? parsed.value : null;
}

/** One tick up or down the ladder, clamped to its ends. */
export function stepPrice(priceMilli: number, direction: 1 | -1): number {
  if (direction === 1) return priceMilli >= priceMilliMax ? priceMilliMax : nextPrice(priceMilli);
  return priceMilli <= priceMilliMin ? priceMilliMin : previousPrice(priceMilli);
}

/** A price in thousandths as exchange ladders print it (1.01, 2.5, 10, 110): the decimal, no trailing zeros. */
export function priceText(priceMilli: number): string {
  return String(priceMilli / 1_000);
}

/** The wire's decimal of a price in thousandths. */
export const priceDecimal = (priceMilli: number) => priceMilli / 1_000;
