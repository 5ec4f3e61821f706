import { assert } from '../control/control';

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): four 32-bit words of state, passes
 * PractRand to terabytes, and needs only 32-bit integer maths, so it is exact and identical on every
 * JavaScript engine. The state is a plain tuple so a match can be persisted and resumed.
 */
export type PrngState = readonly [number, number, number, number];

/** Outputs discarded after seeding so that nearby seeds give unrelated streams. */
const warmupRounds = 12;
const twoTo32 = 4_294_967_296;

/** splitmix32: spreads one 32-bit seed over the four state words. */
function splitmix32(x: number): [number, number] {
  const next = (x + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return [next, z >>> 0];
}

export function prngSeed(seed: number): PrngState {
  assert(Number.isInteger(seed), 'seed must be an integer');
  let x = seed | 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const [next, out] = splitmix32(x);
    x = next;
    words.push(out);
  }
  const prng = new Prng([words[0] ?? 0, words[1] ?? 0, words[2] ?? 0, words[3] ?? 1]);
  for (let i = 0; i < warmupRounds; i += 1) prng.nextUint32();
  return prng.snapshot();
}

/**
 * A cursor over an sfc32 stream. It mutates its own four words; `snapshot()` gives the state to
 * store, `new Prng(state)` resumes it. Nothing else in the engine draws randomness.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: PrngState) {
    for (const word of state) assert(Number.isInteger(word) && word >= 0 && word < twoTo32, 'prng word');
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromSeed(seed: number): Prng {
    return new Prng(prngSeed(seed));
  }

  snapshot(): PrngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1) with 32 bits of resolution. */
  nextFloat(): number {
    return this.nextUint32() / twoTo32;
  }

  /** Uniform integer in [min, max], both inclusive. */
  nextIntBetween(min: number, max: number): number {
    assert(Number.isInteger(min) && Number.isInteger(max), 'integer bounds');
    assert(max >= min, 'max must not be below min');
    return min + Math.floor(this.nextFloat() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    assert(p >= 0 && p <= 1, 'probability in [0, 1]');
    return this.nextFloat() < p;
  }

  /** Exponential waiting time with the given mean (inverse transform; 1 - u avoids log 0). */
  nextExponential(mean: number): number {
    assert(mean > 0, 'mean must be positive');
    return -Math.log(1 - this.nextFloat()) * mean;
  }

  pick<T>(items: readonly T[]): T {
    assert(items.length > 0, 'cannot pick from an empty list');
    const item = items[Math.floor(this.nextFloat() * items.length)];
    assert(item !== undefined, 'picked index in range');
    return item;
  }

  /** Index drawn with probability proportional to `weights`. */
  pickWeighted(weights: readonly number[]): number {
    assert(weights.length > 0, 'weights must not be empty');
    const total = weights.reduce((sum, w) => sum + w, 0);
    assert(total > 0, 'weights must have a positive sum');
    let u = this.nextFloat() * total;
    for (let i = 0; i < weights.length; i += 1) {
      const w = weights[i] ?? 0;
      assert(w >= 0, 'weights must be non-negative');
      if (u < w) return i;
      u -= w;
    }
    return weights.length - 1;
  }
}
