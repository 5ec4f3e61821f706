import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatOdds, oddsMilliMax, oddsMilliMin, oddsToMilli } from './odds';

describe('formatOdds', () => {
  it('formats decimal with two places', () => {
    expect(formatOdds(1850, 'decimal')).toBe('1.85');
    expect(formatOdds(2000, 'decimal')).toBe('2.00');
  });
  it('formats fractional in lowest terms', () => {
    expect(formatOdds(1850, 'fractional')).toBe('17/20');
    expect(formatOdds(2000, 'fractional')).toBe('1/1');
    expect(formatOdds(3500, 'fractional')).toBe('5/2');
    expect(formatOdds(2375, 'fractional')).toBe('11/8');
  });
  it('formats American odds on both sides of evens', () => {
    expect(formatOdds(2500, 'american')).toBe('+150');
    expect(formatOdds(2000, 'american')).toBe('+100');
    expect(formatOdds(1500, 'american')).toBe('-200');
    expect(formatOdds(1910, 'american')).toBe('-110');
  });
  it('round-trips decimal text through thousandths', () => {
    fc.assert(
      fc.property(fc.integer({ min: oddsMilliMin, max: oddsMilliMax }), (milli) => {
        expect(oddsToMilli(milli / 1000)).toBe(milli);
      }),
    );
  });
  it('fractional always reconstructs the decimal odds', () => {
    fc.assert(
      fc.property(fc.integer({ min: oddsMilliMin, max: oddsMilliMax }), (milli) => {
        const [n, d] = formatOdds(milli, 'fractional').split('/').map(Number);
        expect(1000 + ((n ?? 0) * 1000) / (d ?? 1)).toBeCloseTo(milli, 6);
      }),
    );
  });
});
