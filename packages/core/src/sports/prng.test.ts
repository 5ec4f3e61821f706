import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Prng, prngSeed } from './prng';

describe('Prng (sfc32)', () => {
  it('gives the same stream for the same seed and different streams for nearby seeds', () => {
    const a = Prng.fromSeed(1);
    const b = Prng.fromSeed(1);
    const c = Prng.fromSeed(2);
    const streamA = Array.from({ length: 8 }, () => a.nextUint32());
    expect(Array.from({ length: 8 }, () => b.nextUint32())).toEqual(streamA);
    expect(Array.from({ length: 8 }, () => c.nextUint32())).not.toEqual(streamA);
  });

  it('resumes exactly from a snapshot', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat({ max: 50 }), (seed, skip) => {
        const prng = Prng.fromSeed(seed);
        for (let i = 0; i < skip; i += 1) prng.nextUint32();
        const resumed = new Prng(prng.snapshot());
        expect(resumed.nextUint32()).toBe(prng.nextUint32());
      }),
    );
  });

  it('keeps draws inside their ranges', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat({ max: 1000 }), (seed, min, span) => {
        const prng = new Prng(prngSeed(seed));
        const f = prng.nextFloat();
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(1);
        const n = prng.nextIntBetween(min, min + span);
        expect(n).toBeGreaterThanOrEqual(min);
        expect(n).toBeLessThanOrEqual(min + span);
        expect(prng.nextExponential(10)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is roughly uniform (mean of 20,000 floats near 1/2)', () => {
    const prng = Prng.fromSeed(99);
    let sum = 0;
    for (let i = 0; i < 20_000; i += 1) sum += prng.nextFloat();
    expect(sum / 20_000).toBeCloseTo(0.5, 2);
  });

  it('picks by weight', () => {
    const prng = Prng.fromSeed(5);
    const counts = [0, 0, 0];
    for (let i = 0; i < 10_000; i += 1) {
      const index = prng.pickWeighted([1, 0, 3]);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    expect(counts[1]).toBe(0);
    expect((counts[2] ?? 0) / 10_000).toBeCloseTo(0.75, 1);
  });
});
