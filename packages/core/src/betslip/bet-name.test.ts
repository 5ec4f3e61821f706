import { describe, expect, it } from 'vitest';
import { accumulatorName, betNameOf, combinedOddsMilli, combinedOddsMilliMax, decimalOddsText, systemOddsMilli } from './bet-name';

describe('bet names', () => {
  it('names accumulators by their leg count', () => {
    expect(accumulatorName(1)).toEqual({ kind: 'single', legs: 1 });
    expect(accumulatorName(2)).toEqual({ kind: 'double', legs: 2 });
    expect(accumulatorName(3)).toEqual({ kind: 'treble', legs: 3 });
    expect(accumulatorName(4)).toEqual({ kind: 'fold', legs: 4 });
    expect(accumulatorName(12)).toEqual({ kind: 'fold', legs: 12 });
    expect(() => accumulatorName(0)).toThrow();
    expect(() => accumulatorName(21)).toThrow();
  });

  it('names the bet a slip makes: the seed system is three doubles of the first 3 legs', () => {
    expect(betNameOf('multi', 3)).toEqual({ kind: 'treble', legs: 3 });
    expect(betNameOf('multi', 5)).toEqual({ kind: 'fold', legs: 5 });
    expect(betNameOf('system', 5)).toEqual({ kind: 'systemDoubles', legs: 3 });
    expect(betNameOf('system', 2)).toBeNull();
    expect(betNameOf('single', 4)).toEqual({ kind: 'single', legs: 1 });
    expect(betNameOf('multi', 0)).toBeNull();
  });

  it('combined odds are the product of the legs, floored to a thousandth', () => {
    // 2.15 x 3.4 x 5.41 = 39.5473 -> 39.547
    expect(combinedOddsMilli([2150, 3400, 5410])).toBe(39_547);
    expect(combinedOddsMilli([1850])).toBe(1850);
    // 10 legs at 5.00: far above one price's range and still exact; 20 of them reach the cap.
    expect(combinedOddsMilli(Array.from({ length: 10 }, () => 5000))).toBe(5 ** 10 * 1000);
    expect(combinedOddsMilli(Array.from({ length: 20 }, () => 5000))).toBe(combinedOddsMilliMax);
  });

  it('system odds per unit staked: pairwise products over 3 (the seed return / stake)', () => {
    // (2*1.5 + 2*3 + 1.5*3) / 3 = 4.5
    expect(systemOddsMilli([2000, 1500, 3000, 9000])).toBe(4500);
  });

  it('prints odds of any size with two decimals', () => {
    expect(decimalOddsText(39_547)).toBe('39.54');
    expect(decimalOddsText(2050)).toBe('2.05');
    expect(decimalOddsText(1_234_567_000)).toBe('1234567.00');
  });
});
