/**
 * What both slots share: reel strips as data, the window a stop shows, and the exact expected value
 * of a line by enumerating symbol combinations (docs/casino-math.md, "Slots: exact RTP").
 */
import type { IntSource } from './fairness';
import { rational, type Rational } from './rational';

/** A reel strip: the symbols in order around the reel (it wraps). */
export type ReelStrip<S extends string> = readonly S[];

/** One uniform stop per reel, reel by reel: int(strip length). */
export function spinReels<S extends string>(stream: IntSource, strips: readonly ReelStrip<S>[]): number[] {
  return strips.map((strip) => stream.int(strip.length));
}

/** The window a reel shows at `stop`: rows 0 … rows - 1 are strip[stop], strip[stop + 1], … (wrapping). */
export function reelWindow<S extends string>(strip: ReelStrip<S>, stop: number, rows: number): S[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as S);
}

/** The grid shown, grid[reel][row]. */
export function reelGrid<S extends string>(strips: readonly ReelStrip<S>[], stops: readonly number[], rows: number): S[][] {
  return strips.map((strip, reel) => reelWindow(strip, stops[reel] as number, rows));
}

/** How many times each symbol is on a strip. */
export function symbolCounts<S extends string>(strip: ReelStrip<S>): Map<S, number> {
  const counts = new Map<S, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}

/**
 * Exact expected value of `evaluate` over one line. A line reads one row per reel; with a uniform stop
 * the symbol at any fixed row of a reel is distributed as the strip's symbol counts, and reels stop
 * independently, so the line's symbols are independent with those distributions, whatever the rows.
 * Enumerates every combination of distinct symbols weighted by the product of their counts.
 */
export function lineExpectation<S extends string>(strips: readonly ReelStrip<S>[], evaluate: (line: S[]) => number): Rational {
  const reels = strips.map((strip) => [...symbolCounts(strip)]);
  let total = 0n;
  const line: S[] = [];
  const walk = (reel: number, weight: bigint): void => {
    if (reel === reels.length) {
      const pays = evaluate(line);
      if (pays !== 0) total += weight * BigInt(pays);
      return;
    }
    for (const [symbol, count] of reels[reel] as [S, number][]) {
      line[reel] = symbol;
      walk(reel + 1, weight * BigInt(count));
    }
  };
  walk(0, 1n);
  const combinations = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return rational(total, combinations);
}

/**
 * Exact distribution of how many `symbol`s show anywhere on the grid: per reel, the count in the
 * window at each stop; then the reels' distributions convolved. Entry k is P(k shown) as a fraction
 * of all stop combinations (numerators over the product of strip lengths).
 */
export function countDistribution<S extends string>(strips: readonly ReelStrip<S>[], rows: number, symbol: S): { ways: bigint[]; combinations: bigint } {
  let ways = [1n];
  for (const strip of strips) {
    const perReel: bigint[] = Array.from({ length: rows + 1 }, () => 0n);
    for (let stop = 0; stop < strip.length; stop += 1) {
      const shown = reelWindow(strip, stop, rows).filter((s) => s === symbol).length;
      perReel[shown] = (perReel[shown] as bigint) + 1n;
    }
    const next: bigint[] = Array.from({ length: ways.length + rows }, () => 0n);
    ways.forEach((w, i) => perReel.forEach((r, j) => { next[i + j] = (next[i + j] as bigint) + w * r; }));
    ways = next;
  }
  return { ways, combinations: strips.reduce((product, strip) => product * BigInt(strip.length), 1n) };
}
