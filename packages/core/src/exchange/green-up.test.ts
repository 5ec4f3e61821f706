import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greenUpOrder } from './green-up';
import type { BestPrices } from './green-up';
import { betProfitCents, runnerProfits } from './position';

const priceArb = fc.oneof(fc.integer({ min: 1_010, max: 10_000 }), fc.integer({ min: 1_010, max: 1_000_000 }));
const profitArb = fc.integer({ min: -10_000_000, max: 10_000_000 });
const pricesArb = fc.record({ backMilli: priceArb, layMilli: priceArb }, { requiredKeys: [] });

function lowest(profits: ReadonlyMap<string, number>): number {
  return Math.min(...profits.values());
}

describe('greenUpOrder', () => {
  // Back 10.00 on a at 3.0: +20.00 if a wins, -10.00 if b wins.
  const backed = runnerProfits(['a', 'b'], [{ runnerId: 'a', side: 'back', priceMilli: 3_000, stakeCents: 1_000 }]);

  it('lays the shortened favourite to lock in an even profit', () => {
    const best: BestPrices = new Map([['a', { backMilli: 1_980, layMilli: 2_000 }]]);
    expect(greenUpOrder(backed, best)).toEqual({ runnerId: 'a', side: 'lay', priceMilli: 2_000, stakeCents: 1_500, profitsAfter: new Map([['a', 500], ['b', 500]]) });
  });

  it('greens a drifted position down evenly', () => {
    const best: BestPrices = new Map([['a', { layMilli: 4_000 }]]);
    expect(greenUpOrder(backed, best)).toEqual({ runnerId: 'a', side: 'lay', priceMilli: 4_000, stakeCents: 750, profitsAfter: new Map([['a', -250], ['b', -250]]) });
  });

  it('backs the runner a lay position loses on', () => {
    const laid = runnerProfits(['a', 'b'], [{ runnerId: 'a', side: 'lay', priceMilli: 3_000, stakeCents: 1_000 }]);
    const best: BestPrices = new Map([['a', { backMilli: 2_000 }]]);
    expect(greenUpOrder(laid, best)).toEqual({ runnerId: 'a', side: 'back', priceMilli: 2_000, stakeCents: 1_500, profitsAfter: new Map([['a', -500], ['b', -500]]) });
  });

  it('hedges on another runner when only its price is there', () => {
    // Back b at 2.0 for 1500 (b wins +1500, a loses 1500): levels +20.00 / -10.00 at +5.00 both ways.
    const best: BestPrices = new Map([['b', { backMilli: 2_000 }]]);
    expect(greenUpOrder(backed, best)).toEqual({ runnerId: 'b', side: 'back', priceMilli: 2_000, stakeCents: 1_500, profitsAfter: new Map([['a', 500], ['b', 500]]) });
  });

  it('keeps the candidate with the best worst case, ties to the lowest runner id', () => {
    // At 2.0 everywhere: lay a (1500) -> 1500/2500/1500, lay b (500) -> 3500/500/500, back c (500) -> 2500/500/500.
    const profits = new Map([['a', 3_000], ['b', 1_000], ['c', 0]]);
    const best: BestPrices = new Map([['a', { layMilli: 2_000 }], ['b', { layMilli: 2_000 }], ['c', { backMilli: 2_000 }]]);
    expect(greenUpOrder(profits, best)).toMatchObject({ runnerId: 'a', side: 'lay', stakeCents: 1_500, profitsAfter: new Map([['a', 1_500], ['b', 2_500], ['c', 1_500]]) });
    // Laying b or c at 2.0 leaves the same worst case (1500): b, the lower id, is offered.
    const tied = new Map([['a', 0], ['b', 3_000], ['c', 3_000]]);
    const lays: BestPrices = new Map([['c', { layMilli: 2_000 }], ['b', { layMilli: 2_000 }]]);
    expect(greenUpOrder(tied, lays)).toMatchObject({ runnerId: 'b', side: 'lay', stakeCents: 1_500 });
  });

  it('is null when there is nothing to hedge', () => {
    const everyPrice: BestPrices = new Map(['a', 'b'].map((id) => [id, { backMilli: 2_000, layMilli: 2_020 }]));
    expect(greenUpOrder(new Map([['a', 700], ['b', 700]]), everyPrice)).toBeNull();
    expect(greenUpOrder(new Map([['a', 700]]), everyPrice)).toBeNull();
    expect(greenUpOrder(new Map(), everyPrice)).toBeNull();
    expect(greenUpOrder(backed, new Map())).toBeNull();
    expect(greenUpOrder(backed, new Map([['a', { backMilli: 2_000 }]]))).toBeNull(); // a needs a lay price
    // A 1-cent gap at 1000.0: the stake rounds to 0.
    expect(greenUpOrder(new Map([['a', 1], ['b', 0]]), new Map([['a', { layMilli: 1_000_000 }]]))).toBeNull();
    // A 60-cent gap at 100.0: a 1-cent lay would cost 99 cents if a won, lowering the worst case.
    expect(greenUpOrder(new Map([['a', 60], ['b', 0]]), new Map([['a', { layMilli: 100_000 }]]))).toBeNull();
  });

  it('levels two runners to within the price in cents, and never lowers the worst case', () => {
    fc.assert(
      fc.property(profitArb, profitArb, pricesArb, pricesArb, (profitA, profitB, pricesA, pricesB) => {
        const profits = new Map([['a', profitA], ['b', profitB]]);
        const hedge = greenUpOrder(profits, new Map([['a', pricesA], ['b', pricesB]]));
        if (!hedge) return;
        const [afterA, afterB] = [hedge.profitsAfter.get('a')!, hedge.profitsAfter.get('b')!];
        expect(Math.abs(afterA - afterB) * 1_000).toBeLessThanOrEqual(hedge.priceMilli + 1_000);
        expect(Math.min(afterA, afterB)).toBeGreaterThan(Math.min(profitA, profitB));
      }),
      { numRuns: 1_000 },
    );
  });

  it('offers a hedge with two runners whenever the gap outweighs the rounding', () => {
    fc.assert(
      fc.property(profitArb, profitArb, priceArb, (profitA, profitB, priceMilli) => {
        // a is the better outcome: lay a; rounding costs at most P/2000 cents of the P/1000-scaled gain.
        fc.pre(profitA > profitB && 2_000_000 * (profitA - profitB) > priceMilli * priceMilli);
        expect(greenUpOrder(new Map([['a', profitA], ['b', profitB]]), new Map([['a', { layMilli: priceMilli }]]))).not.toBeNull();
        // b the better outcome: back a at stake S >= gap*1000/P - 1/2, whose win amount rounds down: it
        // must reach a whole cent, S * (P - 1000) >= 1000.
        fc.pre((2_000 * (profitA - profitB) - priceMilli) * (priceMilli - 1_000) >= 2_000 * priceMilli);
        expect(greenUpOrder(new Map([['a', profitB], ['b', profitA]]), new Map([['a', { backMilli: priceMilli }]]))).not.toBeNull();
      }),
      { numRuns: 1_000 },
    );
  });

  it('reports the exact profits after the order, for any number of runners', () => {
    const runnerIdsArb = fc.integer({ min: 2, max: 5 }).map((count) => ['a', 'b', 'c', 'd', 'e'].slice(0, count));
    fc.assert(
      fc.property(
        runnerIdsArb.chain((runnerIds) => fc.tuple(fc.constant(runnerIds), fc.array(profitArb, { minLength: runnerIds.length, maxLength: runnerIds.length }), fc.array(pricesArb, { minLength: runnerIds.length, maxLength: runnerIds.length }))),
        ([runnerIds, values, prices]) => {
          const profits = new Map(runnerIds.map((id, index) => [id, values[index]!]));
          const hedge = greenUpOrder(profits, new Map(runnerIds.map((id, index) => [id, prices[index]!])));
          if (!hedge) return;
          for (const [runnerId, profit] of profits) expect(hedge.profitsAfter.get(runnerId)).toBe(profit + betProfitCents(hedge, runnerId));
          expect(lowest(hedge.profitsAfter)).toBeGreaterThan(lowest(profits));
          expect(hedge.stakeCents).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
