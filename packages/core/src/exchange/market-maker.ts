import type { ExchangeSide } from './book';
import { tickMax, tickMin, tickToPrice, priceMilliMax, priceMilliMin } from './ladder';
import { marketExposureCents, type MatchedBet, type UnmatchedOrder } from './position';

/**
 * The demo market maker's quoting, pure: the fair price of each runner is the sportsbook price
 * with the bookmaker's margin taken out, and the maker rests LAYS at ladder ticks below it (what
 * players can back) and BACKS at ticks above it (what players can lay), never crossing a resting
 * order of someone else (post-only), within a lay liability per level and an exposure per market.
 */

/** One resting order the maker wants: side as the maker's own order ('lay' = offered to backers). */
export type MakerQuote = { side: ExchangeSide; priceMilli: number; stakeCents: number };

export type MakerConfig = {
  /** Backer's stake per level, best level first (one entry per level). */
  readonly stakesCents: readonly number[];
  /** A lay level's liability at most (its stake shrinks at long odds). */
  readonly layLiabilityMaxCents: number;
  /** Smaller orders are not quoted (the exchange's minimum stake). */
  readonly minStakeCents: number;
  /** The maker's worst case in one market at most, its matched bets and quotes together. */
  readonly exposureMaxCents: number;
};

export const marketMakerDefaults: MakerConfig = Object.freeze({
  stakesCents: Object.freeze([20_00, 60_00, 150_00]),
  layLiabilityMaxCents: 150_00,
  minStakeCents: 200,
  exposureMaxCents: 2_500_00,
});

/**
 * Fair prices (thousandths) of a market's selections: implied probabilities normalised to 100%,
 * so fair = odds x sum of implied probabilities. Empty unless every selection has a price above
 * 1.00 and there are at least two; each price kept within the ladder's range.
 */
export function fairPricesMilli(oddsMilli: readonly (number | null)[]): number[] {
  if (oddsMilli.length < 2 || oddsMilli.some((odds) => odds === null || !Number.isFinite(odds) || odds <= 1_000)) return [];
  const overround = (oddsMilli as number[]).reduce((sum, odds) => sum + 1_000 / odds, 0);
  return (oddsMilli as number[]).map((odds) => Math.min(Math.max(Math.round(odds * overround), priceMilliMin), priceMilliMax));
}

/** The highest tick priced strictly below `priceMilli`, or -1. */
export function tickBelow(priceMilli: number): number {
  let tick = -1;
  while (tick < tickMax && tickToPrice(tick + 1) < priceMilli) tick += 1;
  return tick;
}

/** The lowest tick priced strictly above `priceMilli`, or -1. */
export function tickAbove(priceMilli: number): number {
  const below = tickBelow(priceMilli + 1);
  // `below` is the highest tick <= priceMilli; the next one is strictly above.
  return below + 1 <= tickMax ? below + 1 : -1;
}

/** Best resting orders of everybody else on a runner: lowest back tick and highest lay tick, -1 when none. */
export type OthersBest = { backTick: number; layTick: number };

/**
 * The maker's quotes on one runner around `fairMilli`: lays from the tick just below fair down,
 * backs from the tick just above fair up, one per level of `stakesCents`. A level that would match
 * someone else's resting order is skipped (post-only): a lay at or above their best back, a back
 * at or below their best lay.
 */
export function makerQuotes(fairMilli: number, others: OthersBest, config: MakerConfig = marketMakerDefaults): MakerQuote[] {
  const quotes: MakerQuote[] = [];
  const layTop = tickBelow(fairMilli);
  const backBottom = tickAbove(fairMilli);
  config.stakesCents.forEach((stakeCents, level) => {
    const layTick = layTop - level;
    if (layTop >= 0 && layTick >= tickMin && (others.backTick < 0 || layTick < others.backTick)) {
      const priceMilli = tickToPrice(layTick);
      const cappedCents = Math.min(stakeCents, Math.floor((config.layLiabilityMaxCents * 1_000) / (priceMilli - 1_000)));
      if (cappedCents >= config.minStakeCents) quotes.push({ side: 'lay', priceMilli, stakeCents: cappedCents });
    }
    const backTick = backBottom + level;
    if (backBottom >= 0 && backTick <= tickMax && (others.layTick < 0 || backTick > others.layTick) && stakeCents >= config.minStakeCents) {
      quotes.push({ side: 'back', priceMilli: tickToPrice(backTick), stakeCents });
    }
  });
  return quotes;
}

/** Quote levels of a runner: the index in `stakesCents` of each quote, recovered from its order. */
function levelsOf(quotes: readonly MakerQuote[]): number[] {
  const seen = { back: 0, lay: 0 };
  return quotes.map((quote) => {
    const level = seen[quote.side];
    seen[quote.side] += 1;
    return level;
  });
}

/**
 * Drops the deepest quote levels of every runner until the maker's worst case in the market
 * (matched bets plus every quote as if matched) fits `exposureMaxCents`; nothing when even the
 * matched bets alone exceed it. `quotes`: per runner id, as `makerQuotes` answers them.
 */
export function fitExposure(runnerIds: readonly string[], matched: readonly MatchedBet[], quotes: ReadonlyMap<string, readonly MakerQuote[]>, config: MakerConfig = marketMakerDefaults): Map<string, MakerQuote[]> {
  const levels = new Map([...quotes].map(([runnerId, list]) => [runnerId, levelsOf(list)] as const));
  const keep = (depth: number) =>
    new Map([...quotes].map(([runnerId, list]) => [runnerId, list.filter((_, index) => (levels.get(runnerId)?.[index] ?? 0) < depth)] as const));
  for (let depth = config.stakesCents.length; depth > 0; depth -= 1) {
    const kept = keep(depth);
    const unmatched: UnmatchedOrder[] = [...kept].flatMap(([runnerId, list]) => list.map((quote) => ({ runnerId, side: quote.side, priceMilli: quote.priceMilli, remainingCents: quote.stakeCents })));
    if (marketExposureCents(runnerIds, matched, unmatched) <= config.exposureMaxCents) return kept;
  }
  return keep(0);
}

/** Whether resting orders (side, price, unmatched stake) are exactly the quotes wanted, in any order. */
export function sameQuotes(resting: readonly MakerQuote[], wanted: readonly MakerQuote[]): boolean {
  if (resting.length !== wanted.length) return false;
  const key = (quote: MakerQuote) => `${quote.side}:${quote.priceMilli}:${quote.stakeCents}`;
  const keys = resting.map(key).sort();
  return wanted.map(key).sort().every((each, index) => each === keys[index]);
}
