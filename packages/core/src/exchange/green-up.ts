import { mulDivRoundHalfUp } from './arithmetic';
import type { ExchangeSide } from './book';
import { assertPriceMilli, betProfitCents, compareIds } from './position';

/**
 * Green up (cash out) on the exchange: the one order that levels a matched position's profits
 * across runners at the prices a taker can get now. An order on runner r at price P with backer
 * stake S moves r's profit by +-winAmountCents(S, P) and every other runner's by -+S, so with a the
 * profit if r wins and b the lowest of the others, S = |a - b| * 1000 / P makes them equal.
 * Integer cents and price thousandths only; no clock, no randomness, no I/O.
 */

/** Best prices a taker can get now, per runner: backMilli = highest resting lay (what a back order would match), layMilli = lowest resting back; undefined when that side is empty. */
export type BestPrices = ReadonlyMap<string, { backMilli?: number; layMilli?: number }>;
export type HedgeOrder = { runnerId: string; side: ExchangeSide; priceMilli: number; stakeCents: number; profitsAfter: Map<string, number> };

const milliPerUnit = 1_000;

/** The lowest profit of the map, Infinity when empty. */
function lowestOf(profits: ReadonlyMap<string, number>, exceptRunnerId?: string): number {
  let lowest = Infinity;
  for (const [runnerId, profit] of profits) if (runnerId !== exceptRunnerId) lowest = Math.min(lowest, profit);
  return lowest;
}

/** Profits after adding one order (exact, with the same rounding as settlement). */
function profitsWith(profits: ReadonlyMap<string, number>, order: Omit<HedgeOrder, 'profitsAfter'>): Map<string, number> {
  const after = new Map<string, number>();
  for (const [runnerId, profit] of profits) after.set(runnerId, profit + betProfitCents(order, runnerId));
  return after;
}

/** The levelling order on one runner: lay it when it is the better outcome, back it when the worse; null without a price or a stake. */
function hedgeOn(profits: ReadonlyMap<string, number>, best: BestPrices, runnerId: string): HedgeOrder | null {
  const ifWins = profits.get(runnerId)!;
  const othersLowest = lowestOf(profits, runnerId);
  if (othersLowest === Infinity || ifWins === othersLowest) return null;
  const side: ExchangeSide = ifWins > othersLowest ? 'lay' : 'back';
  const priceMilli = side === 'lay' ? best.get(runnerId)?.layMilli : best.get(runnerId)?.backMilli;
  if (priceMilli === undefined) return null;
  assertPriceMilli(priceMilli);
  const stakeCents = mulDivRoundHalfUp(Math.abs(ifWins - othersLowest), milliPerUnit, priceMilli);
  if (stakeCents === 0) return null;
  const order = { runnerId, side, priceMilli, stakeCents };
  return { ...order, profitsAfter: profitsWith(profits, order) };
}

/**
 * The one order that best levels the matched position's profits across runners at the current best
 * prices (cash out / green up), or null when nothing to hedge (all profits equal, no price available,
 * or the hedge stake rounds to 0). Every runner with the needed price is tried; the candidate with
 * the highest minimum profit after wins (ties: lowest runner id). A candidate that does not raise
 * the minimum profit (only possible through rounding to whole cents on a tiny gap) is never offered.
 */
export function greenUpOrder(profits: ReadonlyMap<string, number>, best: BestPrices): HedgeOrder | null {
  let chosen: HedgeOrder | null = null;
  let chosenLowest = lowestOf(profits);
  for (const runnerId of [...profits.keys()].sort(compareIds)) {
    const candidate = hedgeOn(profits, best, runnerId);
    if (!candidate) continue;
    const lowest = lowestOf(candidate.profitsAfter);
    if (lowest > chosenLowest) {
      chosen = candidate;
      chosenLowest = lowest;
    }
  }
  return chosen;
}
