import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulDivFloor, mulDivRoundHalfUp } from './arithmetic';

describe('mulDivRoundHalfUp', () => {
  it('rounds half up', () => {
    expect(mulDivRoundHalfUp(1, 500, 1000)).toBe(1);
    expect(mulDivRoundHalfUp(1, 499, 1000)).toBe(0);
    expect(mulDivRoundHalfUp(3, 1, 2)).toBe(2);
    expect(mulDivRoundHalfUp(0, 999_000, 1000)).toBe(0);
  });

  it('stays exact where the plain product would pass 2^53', () => {
    // 9e12 * 999_000 is about 9e18: a float product would lose the last digits.
    expect(mulDivRoundHalfUp(9_000_000_000_001, 999_000, 1000)).toBe(8_991_000_000_000_999);
    expect(mulDivRoundHalfUp(Number.MAX_SAFE_INTEGER, 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('agrees with bigint arithmetic', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (value, multiplier, divisor) => {
        const exact = (BigInt(value) * BigInt(multiplier) * 2n + BigInt(divisor)) / (2n * BigInt(divisor));
        fc.pre(exact <= BigInt(Number.MAX_SAFE_INTEGER));
        expect(mulDivRoundHalfUp(value, multiplier, divisor)).toBe(Number(exact));
      }),
    );
  });

  it('rejects negative or fractional values', () => {
    expect(() => mulDivRoundHalfUp(-1, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(1.5, 1, 1)).toThrow(RangeError);
  });
});

describe('mulDivFloor', () => {
  it('agrees with bigint floor division', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (value, multiplier, divisor) => {
        const exact = (BigInt(value) * BigInt(multiplier)) / BigInt(divisor);
        fc.pre(exact <= BigInt(Number.MAX_SAFE_INTEGER));
        expect(mulDivFloor(value, multiplier, divisor)).toBe(Number(exact));
      }),
    );
  });
});
