import { assert } from '../control/control';

/**
 * Standard normal CDF via the Abramowitz-Stegun 7.1.26 erf approximation (|error| < 1.5e-7),
 * accurate far beyond what a price rounded to thousandths can show.
 */
export function normalCdf(z: number): number {
  assert(!Number.isNaN(z), 'z must be a number');
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/**
 * P(X >= k) for an integer-valued X approximated by Normal(mean, sd), with continuity correction.
 * A zero sd means X is known to be `mean`.
 */
export function normalAtLeast(k: number, mean: number, sd: number): number {
  assert(sd >= 0, 'sd must be non-negative');
  if (sd < 1e-9) return mean >= k - 0.5 ? 1 : 0;
  return 1 - normalCdf((k - 0.5 - mean) / sd);
}

/** P(X == k) for an integer-valued X approximated by Normal(mean, sd). */
export function normalExactly(k: number, mean: number, sd: number): number {
  return normalAtLeast(k, mean, sd) - normalAtLeast(k + 1, mean, sd);
}

/** Poisson probabilities 0..countMax; the tail beyond countMax is added to the last entry. */
export function poissonPmf(mean: number, countMax: number): number[] {
  assert(mean >= 0 && Number.isFinite(mean), 'mean must be finite and non-negative');
  assert(Number.isInteger(countMax) && countMax >= 1, 'countMax must be a positive integer');
  const pmf: number[] = [];
  let term = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < countMax; k += 1) {
    pmf.push(term);
    sum += term;
    term = (term * mean) / (k + 1);
  }
  pmf.push(Math.max(0, 1 - sum));
  return pmf;
}

/** Sum of a list, asserting every entry is a probability. */
export function probabilitySum(probabilities: readonly number[]): number {
  let sum = 0;
  for (const p of probabilities) {
    assert(p >= -1e-12 && p <= 1 + 1e-12, 'probability out of [0, 1]');
    sum += p;
  }
  return sum;
}

/** Rescales non-negative weights to sum to 1 (used after conditioning on "no push"/"no tie"). */
export function normalize(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  assert(total > 0, 'cannot normalize weights with zero total');
  return weights.map((w) => Math.max(0, w) / total);
}

export function clamp(value: number, min: number, max: number): number {
  assert(min <= max, 'clamp bounds');
  return Math.min(max, Math.max(min, value));
}

/** Convolves two distributions over non-negative integers (index = count). */
export function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i += 1) {
    for (let j = 0; j < b.length; j += 1) out[i + j] = (out[i + j] ?? 0) + (a[i] ?? 0) * (b[j] ?? 0);
  }
  return out;
}
