import { describe, expect, it } from 'vitest';
import { isOnLadder, isTick, nextPrice, previousPrice, priceMilliMax, priceMilliMin, priceToTick, tickCount, tickMax, tickOffset, tickToPrice } from './ladder';

/** The table written out as a second, independent rule: the step that applies below a price. */
function stepBelow(priceMilli: number): number {
  if (priceMilli <= 2_000) return 10;
  if (priceMilli <= 3_000) return 20;
  if (priceMilli <= 4_000) return 50;
  if (priceMilli <= 6_000) return 100;
  if (priceMilli <= 10_000) return 200;
  if (priceMilli <= 20_000) return 500;
  if (priceMilli <= 30_000) return 1_000;
  if (priceMilli <= 50_000) return 2_000;
  if (priceMilli <= 100_000) return 5_000;
  return 10_000;
}

/** Every ladder price, walked up from 1.00 by the rule. */
function walkLadder(): number[] {
  const prices: number[] = [];
  for (let price = 1_000; price < 1_000_000; ) {
    price += stepBelow(price + 1);
    prices.push(price);
  }
  return prices;
}

describe('price ladder', () => {
  const ladder = walkLadder();

  it('has the 350 Betfair prices from 1.01 to 1000', () => {
    expect(tickCount).toBe(350);
    expect(ladder).toHaveLength(350);
    expect(tickMax).toBe(349);
    expect(ladder[0]).toBe(priceMilliMin);
    expect(ladder.at(-1)).toBe(priceMilliMax);
  });

  it('maps every tick to the walked price and back', () => {
    for (let tick = 0; tick < tickCount; tick += 1) {
      expect(tickToPrice(tick)).toBe(ladder[tick]);
      expect(priceToTick(ladder[tick] as number)).toBe(tick);
    }
  });

  it('names the band edges', () => {
    const edges: Array<[number, number]> = [
      [0, 1_010], [99, 2_000], [100, 2_020], [149, 3_000], [150, 3_050], [169, 4_000], [170, 4_100],
      [189, 6_000], [190, 6_200], [209, 10_000], [210, 10_500], [229, 20_000], [230, 21_000], [239, 30_000],
      [240, 32_000], [249, 50_000], [250, 55_000], [259, 100_000], [260, 110_000], [349, 1_000_000],
    ];
    for (const [tick, price] of edges) expect([tick, tickToPrice(tick)]).toEqual([tick, price]);
  });

  it('rejects every thousandth from 0 to 1,000,010 that is not a ladder price', () => {
    const onLadder = new Set(ladder);
    let found = 0;
    for (let price = 0; price <= 1_000_010; price += 1) {
      const tick = priceToTick(price);
      if (onLadder.has(price)) {
        found += 1;
        if (tick < 0 || !isOnLadder(price)) throw new Error(`${price} should be on the ladder`);
      } else if (tick !== -1 || isOnLadder(price)) {
        throw new Error(`${price} should be off the ladder, got tick ${tick}`);
      }
    }
    expect(found).toBe(350);
  });

  it('rejects non-integers and out-of-range values', () => {
    for (const bad of [2_000.5, Number.NaN, Number.POSITIVE_INFINITY, -1_010, 1_010.0001]) expect(priceToTick(bad)).toBe(-1);
    for (const bad of [-1, 350, 1.5, Number.NaN]) {
      expect(isTick(bad)).toBe(false);
      expect(() => tickToPrice(bad)).toThrow(RangeError);
    }
  });

  it('steps to the next and previous price, stopping at the ends', () => {
    for (let tick = 0; tick < tickCount; tick += 1) {
      const price = ladder[tick] as number;
      expect(nextPrice(price)).toBe(tick === tickMax ? -1 : ladder[tick + 1]);
      expect(previousPrice(price)).toBe(tick === 0 ? -1 : ladder[tick - 1]);
    }
    expect(nextPrice(2_010)).toBe(-1);
    expect(previousPrice(2_010)).toBe(-1);
    expect(nextPrice(1_000)).toBe(-1);
  });

  it('offsets ticks clamped to the ladder', () => {
    expect(tickOffset(10, 3)).toBe(13);
    expect(tickOffset(10, -30)).toBe(0);
    expect(tickOffset(340, 30)).toBe(tickMax);
    expect(() => tickOffset(400, 1)).toThrow(RangeError);
  });
});
