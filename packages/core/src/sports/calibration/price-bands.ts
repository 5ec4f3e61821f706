import { simulateMatch } from './harness';
import type { CalibrationSpec, MarketCheck, SimulatedMatch } from './harness';

/**
 * Calibration by price band: a market type's selections pooled by their priced probability
 * (bands of `bandWidth`), so that a book too generous to favourites and too mean to outsiders
 * cannot hide behind a symmetric average (home and away of a tennis match both average 50%).
 * A match puts several lines and selections into one band and they are not independent, so the
 * interval is the binomial one with the match as the unit (cluster-robust standard error:
 * the square root of the sum over matches of (won - priced) summed within the match, squared).
 */
type Tally = { n: number; p: number; won: number; squares: number };

function bandOf(group: string, probability: number, bandWidth: number): string {
  const [phase = '', rest = ''] = group.split(':');
  const type = rest.split('#')[0] ?? '';
  const low = Math.min(Math.floor(probability / bandWidth), Math.floor(1 / bandWidth) - 1) * bandWidth;
  return `${phase}:${type} ${Math.round(low * 100)}-${Math.round((low + bandWidth) * 100)}%`;
}

function tallyBands(matches: readonly SimulatedMatch[], bandWidth: number): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const match of matches) {
    const residuals = new Map<string, number>();
    for (const o of match.observations) {
      const key = bandOf(o.group, o.probability, bandWidth);
      const t = tallies.get(key) ?? { n: 0, p: 0, won: 0, squares: 0 };
      tallies.set(key, { ...t, n: t.n + 1, p: t.p + o.probability, won: t.won + o.won });
      residuals.set(key, (residuals.get(key) ?? 0) + o.won - o.probability);
    }
    for (const [key, r] of residuals) {
      const t = tallies.get(key);
      if (t) t.squares += r * r;
    }
  }
  return tallies;
}

export function checkPriceBands(matches: readonly SimulatedMatch[], z: number, minimumN: number, bandWidth = 0.2): MarketCheck[] {
  return [...tallyBands(matches, bandWidth).entries()]
    .filter(([, t]) => t.n >= minimumN)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, t]) => {
      const observed = t.won / t.n;
      // A two-way market with both sides in one band settles to exactly its price: no spread at all.
      const half = Math.max((z * Math.sqrt(t.squares)) / t.n, 1e-9);
      const priced = t.p / t.n;
      const interval = { low: Math.max(0, observed - half), high: Math.min(1, observed + half) };
      return { group, selection: 'any', n: t.n, priced, observed, interval, ok: priced >= interval.low && priced <= interval.high };
    });
}

/** Plays `matches` matches of `spec` with `seed` and checks every price band (z = 2.576: 99%). */
export function runPriceBands(spec: CalibrationSpec, seed: number, matches: number, z = 2.576, minimumN = 30): MarketCheck[] {
  const played = Array.from({ length: matches }, (_, i) => simulateMatch(spec, seed, i));
  return checkPriceBands(played, z, minimumN);
}
