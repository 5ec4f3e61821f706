import { describe, expect, it } from 'vitest';
import { blackjackBasicStrategyRtp } from './blackjack-rtp';
import { classicSlotRtp } from './classic-slot';
import { casinoPublishedRtpPercent } from './published-rtp';
import { rationalToNumber } from './rational';
import { rouletteRtp } from './roulette';
import { videoSlotRtp } from './video-slot';

describe('published RTP', () => {
  it('is each exact figure rounded to 2 decimals of a percent', () => {
    const percent = (x: number) => (100 * x).toFixed(2);
    expect(casinoPublishedRtpPercent).toEqual({
      'video-slot': percent(rationalToNumber(videoSlotRtp().total)),
      'classic-slot': percent(rationalToNumber(classicSlotRtp())),
      roulette: percent(rationalToNumber(rouletteRtp({ kind: 'red' }))),
      blackjack: percent(blackjackBasicStrategyRtp().rtp),
    });
  });
});
