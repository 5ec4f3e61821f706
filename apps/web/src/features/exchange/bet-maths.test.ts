import { describe, expect, it } from 'vitest';
import { centsOf, priceMilliOf, priceText, profitMap, projectedProfits, rewardCents, riskCents, stepPrice } from './bet-maths';

describe('exchange bet maths', () => {
  it("uses the server's win amount: stake x (price - 1) rounded down to the cent", () => {
    expect(rewardCents('back', 1_000, 2_500)).toBe(1_500);
    // 3.33 x 0.15 = 0.4995 -> 0.49
    expect(rewardCents('back', 333, 1_150)).toBe(49);
    expect(riskCents('lay', 333, 1_150)).toBe(49);
    expect(rewardCents('back', 0, 5_000)).toBe(0);
  });

  it('risks the stake on a back and the liability on a lay', () => {
    expect(riskCents('back', 1_000, 4_000)).toBe(1_000);
    expect(riskCents('lay', 1_000, 4_000)).toBe(3_000);
    expect(rewardCents('back', 1_000, 4_000)).toBe(3_000);
    expect(rewardCents('lay', 1_000, 4_000)).toBe(1_000);
  });

  it('projects the P&L per runner with the pending order matched in full', () => {
    const profits = new Map([
      ['a', 500],
      ['b', -200],
    ]);
    const back = projectedProfits(['a', 'b', 'c'], profits, { runnerId: 'a', side: 'back', priceMilli: 3_000, stakeCents: 1_000 });
    expect(Object.fromEntries(back)).toEqual({ a: 2_500, b: -1_200, c: -1_000 });
    const lay = projectedProfits(['a', 'b'], profits, { runnerId: 'b', side: 'lay', priceMilli: 2_000, stakeCents: 1_000 });
    expect(Object.fromEntries(lay)).toEqual({ a: 1_500, b: -1_200 });
    expect(Object.is(projectedProfits(['a', 'b'], new Map(), { runnerId: 'a', side: 'lay', priceMilli: 1_010, stakeCents: 0 }).get('a'), 0)).toBe(true);
  });

  it('reads wire amounts and prices without float drift', () => {
    expect(centsOf(12.34)).toBe(1_234);
    expect(Object.fromEntries(profitMap([{ runnerId: 'x', profit: -0.1 }]))).toEqual({ x: -10 });
    expect(priceMilliOf(2.5)).toBe(2_500);
    expect(priceMilliOf('2.51')).toBeNull();
    expect(priceMilliOf(1.015)).toBeNull();
  });

  it('steps along the ladder ticks and stops at its ends', () => {
    expect(stepPrice(2_000, 1)).toBe(2_020);
    expect(stepPrice(2_000, -1)).toBe(1_990);
    expect(stepPrice(1_010, -1)).toBe(1_010);
    expect(stepPrice(1_000_000, 1)).toBe(1_000_000);
    expect(priceText(2_500)).toBe('2.5');
    expect(priceText(110_000)).toBe('110');
  });
});
