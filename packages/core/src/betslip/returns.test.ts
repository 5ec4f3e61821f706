import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { multiReturnCents, singleReturnCents, systemReturnCents, type ReturnLeg } from './returns';

const leg = (odds: number | 'suspended', stakeCents = 0): ReturnLeg => ({ odds, stakeCents });

describe('betslip returns (seed section 9)', () => {
  it('single: sum of odds x stake over legs with a stake above 0', () => {
    expect(singleReturnCents([leg(2000, 1000), leg(1500, 0), leg(3000, 500)])).toBe(2000 + 1500);
  });
  it('single: suspended legs are excluded', () => {
    expect(singleReturnCents([leg('suspended', 1000), leg(2500, 1000)])).toBe(2500);
  });
  it('multi: product of odds times total stake, from three legs', () => {
    expect(multiReturnCents([leg(2000), leg(1500), leg(3000)], 1000)).toBe(9000);
    expect(multiReturnCents([leg(2000), leg(1500)], 1000)).toBe(0);
  });
  it('multi: suspended odds are left out of the product', () => {
    expect(multiReturnCents([leg(2000), leg('suspended'), leg(3000), leg(1500)], 1000)).toBe(9000);
  });
  it('system: sum of pairwise products of the first three legs x total / 3', () => {
    // (2*1.5 + 2*3 + 1.5*3) * 30 / 3 = 13.5 * 10 = 135.00
    expect(systemReturnCents([leg(2000), leg(1500), leg(3000), leg(9000)], 3000)).toBe(13500);
  });
  it('system: needs three legs, none suspended, stake above 0', () => {
    expect(systemReturnCents([leg(2000), leg(1500)], 3000)).toBe(0);
    expect(systemReturnCents([leg(2000), leg(1500), leg('suspended')], 3000)).toBe(0);
    expect(systemReturnCents([leg(2000), leg(1500), leg(3000)], 0)).toBe(0);
  });
  it('multi is never below the stake when every leg is above evens', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 3, maxLength: 10 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (odds, stake) => {
          expect(multiReturnCents(odds.map((o) => leg(o)), stake)).toBeGreaterThanOrEqual(stake);
        },
      ),
    );
  });
});
