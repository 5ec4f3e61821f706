import { mulDivFloor } from './arithmetic';
import type { ExchangeSide } from './book';
import { priceMilliMax, priceMilliMin } from './ladder';

/**
 * A player's position in one exchange market: the profit per outcome of their matched bets and the
 * worst case once their unmatched orders are counted, which is the escrow the market needs.
 * Integer cents and integer price thousandths only; no clock, no randomness, no I/O.
 */

/** One matched bet from the holder's perspective (a fill: the backer holds side 'back', the layer 'lay'; stakeCents is always the BACKER's stake). */
export type MatchedBet = { runnerId: string; side: ExchangeSide; priceMilli: number; stakeCents: number };
/** The unmatched remainder of an order (remainingCents = backer's stake still unmatched). */
export type UnmatchedOrder = { runnerId: string; side: ExchangeSide; priceMilli: number; remainingCents: number };

const milliPerUnit = 1_000;

/** Throws RangeError unless priceMilli is a whole number within the ladder's range. */
export function assertPriceMilli(priceMilli: number): void {
  if (!Number.isInteger(priceMilli) || priceMilli < priceMilliMin || priceMilli > priceMilliMax) {
    throw new RangeError(`priceMilli must be a whole number from ${priceMilliMin} to ${priceMilliMax}, got ${priceMilli}`);
  }
}

/** Orders ids by code unit, the same on every machine (no locale): the tie-break of settlement and green-up. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Backer's profit if the runner wins = layer's liability: stake*(price-1000)/1000 rounded DOWN to the
 * cent. The same number for both sides, so every fill is zero-sum; rounding down makes it
 * superadditive the right way: the parts of a split fill never owe more than the whole
 * (floor a + floor b <= floor (a + b)), so matching part of an order never raises its holder's
 * worst case and the escrow of an unmatched order always covers whatever part of it matches.
 */
export function winAmountCents(stakeCents: number, priceMilli: number): number {
  assertPriceMilli(priceMilli);
  if (!Number.isSafeInteger(stakeCents) || stakeCents < 0) throw new RangeError(`stakeCents must be a non-negative whole number of cents, got ${stakeCents}`);
  return mulDivFloor(stakeCents, priceMilli - milliPerUnit, milliPerUnit);
}

/** The holder's profit (cents) of one matched bet if `winnerRunnerId` wins alone: back: +win amount if its runner wins, -stake otherwise; lay: the opposite. */
export function betProfitCents(bet: MatchedBet, winnerRunnerId: string): number {
  const backerProfit = bet.runnerId === winnerRunnerId ? winAmountCents(bet.stakeCents, bet.priceMilli) : -bet.stakeCents;
  // 0 - x rather than -x: a lay that breaks even is +0, never -0.
  return bet.side === 'back' ? backerProfit : 0 - backerProfit;
}

/** Profit per runner id (if that runner wins alone) of matched bets; every runner of `runnerIds` present (0 when untouched). */
export function runnerProfits(runnerIds: readonly string[], matched: readonly MatchedBet[]): Map<string, number> {
  const profits = new Map<string, number>();
  for (const runnerId of runnerIds) {
    let profit = 0;
    for (const bet of matched) profit += betProfitCents(bet, runnerId);
    profits.set(runnerId, profit);
  }
  return profits;
}

/**
 * Matched bets of one holder on one runner, summed: `winCents` what they make if the runner wins
 * (back +win amount, lay -win amount), `stakeCents` what they lose if it does not (back +stake, lay
 * -stake). Profit is linear in the bets, so these sums (a database aggregate) stand for every fill.
 */
export type RunnerNet = { runnerId: string; winCents: number; stakeCents: number };

/** The nets of matched bets (each bet's win amount rounded on its own, as `betProfitCents` does). */
export function runnerNetsOf(matched: readonly MatchedBet[]): RunnerNet[] {
  const nets = new Map<string, RunnerNet>();
  for (const bet of matched) {
    const sign = bet.side === 'back' ? 1 : -1;
    const net = nets.get(bet.runnerId) ?? { runnerId: bet.runnerId, winCents: 0, stakeCents: 0 };
    nets.set(bet.runnerId, { runnerId: bet.runnerId, winCents: net.winCents + sign * winAmountCents(bet.stakeCents, bet.priceMilli), stakeCents: net.stakeCents + sign * bet.stakeCents });
  }
  return [...nets.values()];
}

/** `runnerProfits` from nets: profit if a runner wins = its net win - every other runner's net stake. */
export function profitsOfNets(runnerIds: readonly string[], nets: readonly RunnerNet[]): Map<string, number> {
  const profits = new Map<string, number>();
  for (const runnerId of runnerIds) {
    let profit = 0;
    for (const net of nets) profit += net.runnerId === runnerId ? net.winCents : 0 - net.stakeCents;
    profits.set(runnerId, profit);
  }
  return profits;
}

/**
 * Matched profit per runner (`runnerProfits` or `profitsOfNets`) + for each unmatched order min(0, its profit were it fully matched).
 * That minimum is, for a back, -remaining when another runner wins (0 when its own wins); for a lay,
 * -win amount when its own runner wins (0 otherwise). So the orders are summed once per runner and
 * side, and each runner's worst case is read off the sums: no order is visited per runner.
 */
function worstCaseOfProfits(runnerIds: readonly string[], profits: Map<string, number>, unmatched: readonly UnmatchedOrder[]): Map<string, number> {
  let backTotal = 0;
  const backOn = new Map<string, number>();
  const layWinOn = new Map<string, number>();
  for (const order of unmatched) {
    // Checks the price and the remainder whichever side the order is.
    const win = winAmountCents(order.remainingCents, order.priceMilli);
    if (order.side === 'back') {
      backTotal += order.remainingCents;
      backOn.set(order.runnerId, (backOn.get(order.runnerId) ?? 0) + order.remainingCents);
    } else layWinOn.set(order.runnerId, (layWinOn.get(order.runnerId) ?? 0) + win);
  }
  for (const runnerId of runnerIds) {
    const backsElsewhere = backTotal - (backOn.get(runnerId) ?? 0);
    profits.set(runnerId, (profits.get(runnerId) ?? 0) - backsElsewhere - (layWinOn.get(runnerId) ?? 0));
  }
  return profits;
}

/** Worst case per outcome with unmatched orders: matched profit + for each unmatched order min(0, its profit were it fully matched) (an order may match any part, profit is linear in the matched part, so 0 or full are the extremes). */
export function worstCaseProfits(runnerIds: readonly string[], matched: readonly MatchedBet[], unmatched: readonly UnmatchedOrder[]): Map<string, number> {
  return worstCaseOfProfits(runnerIds, runnerProfits(runnerIds, matched), unmatched);
}

function exposureOfWorstCase(worstCase: Map<string, number>): number {
  let lowest = 0;
  for (const profit of worstCase.values()) lowest = Math.min(lowest, profit);
  return lowest < 0 ? -lowest : 0;
}

/** Escrow needed: max(0, -min over runners of worstCaseProfits). 0 for no runners. */
export function marketExposureCents(runnerIds: readonly string[], matched: readonly MatchedBet[], unmatched: readonly UnmatchedOrder[]): number {
  return exposureOfWorstCase(worstCaseProfits(runnerIds, matched, unmatched));
}

/** `marketExposureCents` with the matched bets given as nets (`RunnerNet`): the same number. */
export function exposureOfNetsCents(runnerIds: readonly string[], nets: readonly RunnerNet[], unmatched: readonly UnmatchedOrder[]): number {
  return exposureOfWorstCase(worstCaseOfProfits(runnerIds, profitsOfNets(runnerIds, nets), unmatched));
}
