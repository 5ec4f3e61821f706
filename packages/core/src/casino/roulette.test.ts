import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rationalToDecimal } from './rational';
import { RouletteBetError, rouletteBetNumbers, roulettePayoutToOne, rouletteRedNumbers, rouletteRtp, rouletteWheelOrder, settleRoulette, spinRoulette, type RouletteSelection } from './roulette';

const valid: RouletteSelection[] = [
  { kind: 'straight', numbers: [0] },
  { kind: 'straight', numbers: [17] },
  { kind: 'split', numbers: [0, 2] },
  { kind: 'split', numbers: [14, 17] },
  { kind: 'split', numbers: [35, 36] },
  { kind: 'street', numbers: [34, 35, 36] },
  { kind: 'street', numbers: [0, 2, 3] },
  { kind: 'corner', numbers: [0, 1, 2, 3] },
  { kind: 'corner', numbers: [32, 33, 35, 36] },
  { kind: 'sixLine', numbers: [31, 32, 33, 34, 35, 36] },
  { kind: 'dozen', index: 2 },
  { kind: 'column', index: 3 },
  { kind: 'red' }, { kind: 'black' }, { kind: 'odd' }, { kind: 'even' }, { kind: 'low' }, { kind: 'high' },
];

describe('roulette bets', () => {
  it('pays 35, 17, 11, 8, 5, 2 and 1 to 1 by the numbers covered', () => {
    expect(valid.map(roulettePayoutToOne)).toEqual([35, 35, 17, 17, 17, 11, 11, 8, 8, 5, 2, 2, 1, 1, 1, 1, 1, 1]);
    expect(rouletteBetNumbers({ kind: 'column', index: 3 })).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
    expect(rouletteBetNumbers({ kind: 'dozen', index: 2 })).toEqual(Array.from({ length: 12 }, (_, i) => i + 13));
  });

  it('has 18 red, 18 black and every pocket once on the wheel', () => {
    expect(rouletteRedNumbers).toHaveLength(18);
    expect(rouletteBetNumbers({ kind: 'black' })).toHaveLength(18);
    expect([...rouletteWheelOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it.each<[RouletteSelection, RegExp]>([
    [{ kind: 'straight', numbers: [37] }, /straight: numbers must be/],
    [{ kind: 'split', numbers: [3, 4] }, /split: a split must be two numbers side by side/],
    [{ kind: 'split', numbers: [1, 5] }, /split/],
    [{ kind: 'split', numbers: [0, 4] }, /split/],
    [{ kind: 'split', numbers: [7, 7] }, /split: numbers must be different/],
    [{ kind: 'street', numbers: [2, 3, 4] }, /street: a street must be one row/],
    [{ kind: 'corner', numbers: [1, 2, 4, 6] }, /corner/],
    [{ kind: 'corner', numbers: [3, 4, 6, 7] }, /corner: a corner must be four numbers in a square/],
    [{ kind: 'sixLine', numbers: [2, 3, 4, 5, 6, 7] }, /sixLine/],
    [{ kind: 'dozen', index: 4 as 1 }, /dozen: index/],
    [{ kind: 'basket' } as unknown as RouletteSelection, /basket: unknown bet/],
  ])('rejects %j naming the bet', (selection, message) => {
    expect(() => rouletteBetNumbers(selection)).toThrow(RouletteBetError);
    expect(() => rouletteBetNumbers(selection)).toThrow(message);
  });

  it('accepts exactly the 57 + 3 splits, 12 + 2 streets, 22 + 1 corners of the layout', () => {
    const count = (kind: 'split' | 'street' | 'corner' | 'sixLine', size: number) => {
      let ok = 0;
      const all = (start: number, picked: number[]): void => {
        if (picked.length === size) {
          try { rouletteBetNumbers({ kind, numbers: picked }); ok += 1; } catch { /* not on the layout */ }
          return;
        }
        for (let n = start; n <= 36; n += 1) all(n + 1, [...picked, n]);
      };
      all(0, []);
      return ok;
    };
    expect(count('split', 2)).toBe(60);
    expect(count('street', 3)).toBe(14);
    expect(count('corner', 4)).toBe(23);
  });

  it('returns 36/37 exactly for every bet', () => {
    for (const selection of valid) expect(rationalToDecimal(rouletteRtp(selection), 6)).toBe('0.972973');
    for (const selection of valid) expect(rouletteRtp(selection)).toEqual({ num: 36n, den: 37n });
  });

  it('settles several bets on one pocket, the outcome not depending on the bets', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 36 }), fc.integer({ min: 1, max: 10_000 }), (pocket, stakeCents) => {
      const stream = { int: (n: number) => (n === 37 ? pocket : 0) };
      const spun = spinRoulette(stream);
      const settled = settleRoulette(spun, valid.map((selection) => ({ ...selection, stakeCents })));
      const expected = valid.reduce((sum, s) => sum + (rouletteBetNumbers(s).includes(pocket) ? stakeCents * (roulettePayoutToOne(s) + 1) : 0), 0);
      expect(settled.returnCents).toBe(expected);
      expect(settled.stakeCents).toBe(stakeCents * valid.length);
    }));
    expect(() => settleRoulette(1, [{ kind: 'red', stakeCents: 0 }])).toThrow(/red: stakeCents/);
  });
});
