import { describe, expect, it } from 'vitest';
import { fairPricesMilli, fitExposure, makerQuotes, marketMakerDefaults, sameQuotes, tickAbove, tickBelow } from './market-maker';
import { priceToTick, tickToPrice } from './ladder';
import { marketExposureCents } from './position';

const none = { backTick: -1, layTick: -1 };

describe('fairPricesMilli', () => {
  it('removes the margin: implied probabilities sum to 100%', () => {
    const fair = fairPricesMilli([1_900, 1_900]);
    // 1/1.9 + 1/1.9 = 1.0526; fair = 1.9 x 1.0526 = 2.00
    expect(fair).toEqual([2_000, 2_000]);
    const three = fairPricesMilli([2_100, 3_300, 3_600]);
    const total = three.reduce((sum, odds) => sum + 1_000 / odds, 0);
    expect(total).toBeCloseTo(1, 3);
    three.forEach((odds, index) => expect(odds).toBeGreaterThan([2_100, 3_300, 3_600][index] ?? 0));
  });

  it('answers nothing for a market it cannot price', () => {
    expect(fairPricesMilli([2_000, null])).toEqual([]);
    expect(fairPricesMilli([2_000])).toEqual([]);
    expect(fairPricesMilli([1_000, 2_000])).toEqual([]);
  });
});

describe('ticks around a price', () => {
  it('are strictly below and above, on and between ladder prices', () => {
    expect(tickToPrice(tickBelow(2_000))).toBe(1_990);
    expect(tickToPrice(tickAbove(2_000))).toBe(2_020);
    expect(tickToPrice(tickBelow(2_005))).toBe(2_000);
    expect(tickToPrice(tickAbove(2_005))).toBe(2_020);
    expect(tickBelow(1_010)).toBe(-1);
    expect(tickAbove(1_000_000)).toBe(-1);
  });
});

describe('makerQuotes', () => {
  it('lays below fair and backs above it, three levels each', () => {
    const quotes = makerQuotes(2_000, none);
    expect(quotes.filter((quote) => quote.side === 'lay').map((quote) => quote.priceMilli)).toEqual([1_990, 1_980, 1_970]);
    expect(quotes.filter((quote) => quote.side === 'back').map((quote) => quote.priceMilli)).toEqual([2_020, 2_040, 2_060]);
    expect(quotes.find((quote) => quote.side === 'back')?.stakeCents).toBe(20_00);
  });

  it('caps a lay level by its liability at long odds', () => {
    const lays = makerQuotes(30_000, none).filter((quote) => quote.side === 'lay');
    for (const lay of lays) expect((lay.stakeCents * (lay.priceMilli - 1_000)) / 1_000).toBeLessThanOrEqual(marketMakerDefaults.layLiabilityMaxCents);
  });

  it('skips a level that would match someone else (post-only)', () => {
    // Someone backs at 1.98: the maker's lays at 1.99 and 1.98 would match it.
    const quotes = makerQuotes(2_000, { backTick: priceToTick(1_980), layTick: priceToTick(2_040) });
    expect(quotes.filter((quote) => quote.side === 'lay').map((quote) => quote.priceMilli)).toEqual([1_970]);
    expect(quotes.filter((quote) => quote.side === 'back').map((quote) => quote.priceMilli)).toEqual([2_060]);
  });
});

describe('fitExposure', () => {
  it('drops the deepest levels until the worst case fits', () => {
    const runners = ['a', 'b', 'c'];
    const quotes = new Map(runners.map((runner) => [runner, makerQuotes(3_000, none)] as const));
    const small = { ...marketMakerDefaults, exposureMaxCents: 100_00 };
    const kept = fitExposure(runners, [], quotes, small);
    const unmatched = [...kept].flatMap(([runnerId, list]) => list.map((quote) => ({ runnerId, side: quote.side, priceMilli: quote.priceMilli, remainingCents: quote.stakeCents })));
    expect(marketExposureCents(runners, [], unmatched)).toBeLessThanOrEqual(100_00);
    expect(kept.get('a')?.length).toBe(2);
    expect(fitExposure(runners, [], quotes).get('a')?.length).toBe(6);
    expect(fitExposure(runners, [{ runnerId: 'a', side: 'lay', priceMilli: 3_000, stakeCents: 2_000_00 }], quotes).get('a')).toEqual([]);
  });
});

describe('sameQuotes', () => {
  it('compares as multisets', () => {
    const quotes = makerQuotes(2_000, none);
    expect(sameQuotes([...quotes].reverse(), quotes)).toBe(true);
    expect(sameQuotes(quotes.slice(1), quotes)).toBe(false);
  });
});
