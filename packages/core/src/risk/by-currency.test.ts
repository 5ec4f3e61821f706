import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssertionError } from '../control/control';
import { groupByCurrency, sumCentsByCurrency, valueOfCurrency } from './by-currency';

type Amount = { currency: string; cents: number };
const currencyArb = fc.constantFrom('EUR', 'INR', 'USD', 'GBP');
const amountArb: fc.Arbitrary<Amount> = fc.record({ currency: currencyArb, cents: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }) });

describe('per-currency values', () => {
  it('a currency has the value of its own key only', () => {
    const map = { EUR: 100, INR: 10_000 };
    expect(valueOfCurrency(map, 'EUR')).toBe(100);
    expect(valueOfCurrency(map, 'INR')).toBe(10_000);
    expect(valueOfCurrency(map, 'GBP')).toBeUndefined();
    expect(valueOfCurrency(map, 'constructor')).toBeUndefined();
    expect(valueOfCurrency(map, '__proto__')).toBeUndefined();
  });

  it('sums EUR and INR apart, in order of first appearance', () => {
    const totals = sumCentsByCurrency(
      [
        { currency: 'INR', cents: 50_000 },
        { currency: 'EUR', cents: 1_000 },
        { currency: 'INR', cents: -20_000 },
      ],
      (item) => item.currency,
      (item) => item.cents,
    );
    expect([...totals]).toEqual([
      ['INR', 30_000],
      ['EUR', 1_000],
    ]);
    expect(() => groupByCurrency([{ currency: '' }], (item) => item.currency)).toThrow(AssertionError);
  });
});

describe('grouping never mixes currencies (property)', () => {
  it('every group holds one currency, every item lands in exactly its group, in input order', () => {
    fc.assert(
      fc.property(fc.array(amountArb, { maxLength: 60 }), (items) => {
        const groups = groupByCurrency(items, (item) => item.currency);
        let count = 0;
        for (const [currency, group] of groups) {
          expect(group.length).toBeGreaterThan(0);
          expect(group.every((item) => item.currency === currency)).toBe(true);
          expect(group).toEqual(items.filter((item) => item.currency === currency));
          count += group.length;
        }
        expect(count).toBe(items.length);
        expect(new Set(groups.keys())).toEqual(new Set(items.map((item) => item.currency)));
      }),
    );
  });

  it("a currency's total is the sum of its own amounts; adding an amount moves its currency's total only", () => {
    fc.assert(
      fc.property(fc.array(amountArb, { maxLength: 60 }), amountArb, (items, extra) => {
        const totals = sumCentsByCurrency(items, (item) => item.currency, (item) => item.cents);
        for (const [currency, total] of totals) {
          expect(total).toBe(items.filter((item) => item.currency === currency).reduce((sum, item) => sum + item.cents, 0));
        }
        const after = sumCentsByCurrency([...items, extra], (item) => item.currency, (item) => item.cents);
        for (const [currency, total] of after) {
          const before = totals.get(currency) ?? 0;
          expect(total - before).toBe(currency === extra.currency ? extra.cents : 0);
        }
      }),
    );
  });
});
