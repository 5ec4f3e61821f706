import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convolve, normalAtLeast, normalCdf, normalExactly, poissonPmf } from './probability';

describe('probability helpers', () => {
  it('normalCdf matches known values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });

  it('poissonPmf is a distribution with the right mean', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (mean) => {
        const pmf = poissonPmf(mean, 30);
        expect(pmf.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
        expect(pmf.reduce((s, p, k) => s + p * k, 0)).toBeCloseTo(mean, 6);
      }),
    );
  });

  it('continuity-corrected normal probabilities split the line', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.double({ min: -10, max: 10, noNaN: true }), fc.double({ min: 0.1, max: 20, noNaN: true }), (k, mean, sd) => {
        expect(normalAtLeast(k, mean, sd) - normalAtLeast(k + 1, mean, sd)).toBeCloseTo(normalExactly(k, mean, sd), 12);
      }),
    );
  });

  it('convolve adds independent counts', () => {
    expect(convolve([0.5, 0.5], [0.5, 0.5])).toEqual([0.25, 0.5, 0.25]);
  });
});
