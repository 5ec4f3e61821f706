import { describe, expect, it } from 'vitest';
import { casinoPublishedSd, casinoPublishedVolatility, volatilityOfSd } from './catalogue';
import { rationalToNumber } from './rational';
import { rouletteRtp } from './roulette';

describe('casino catalogue', () => {
  it('bands the standard deviation per unit stake into low, medium and high', () => {
    expect([volatilityOfSd(0), volatilityOfSd(1.99), volatilityOfSd(2), volatilityOfSd(5.99), volatilityOfSd(6), volatilityOfSd(40)]).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it("roulette's figure is the even-money bet's exact standard deviation", () => {
    const mean = rationalToNumber(rouletteRtp({ kind: 'red' }));
    const secondMoment = (18 / 37) * 2 * 2;
    expect(casinoPublishedSd.roulette).toBeCloseTo(Math.sqrt(secondMoment - mean * mean), 12);
  });

  it('publishes each game in the band of its figure', () => {
    expect(casinoPublishedVolatility).toEqual({ 'video-slot': 'medium', 'classic-slot': 'low', roulette: 'low', blackjack: 'low' });
  });
});
