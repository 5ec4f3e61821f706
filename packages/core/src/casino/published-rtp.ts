/**
 * The RTP each game publishes (lobby cards, info panels), as percentages with 2 decimals. Each is the
 * exact figure of docs/casino-math.md rounded; `published-rtp.test.ts` recomputes them, so a change of
 * strips, paytables or rules that moves a figure fails until this table says so too.
 */
export type CasinoGameId = 'video-slot' | 'classic-slot' | 'roulette' | 'blackjack';

export const casinoPublishedRtpPercent: Readonly<Record<CasinoGameId, string>> = {
  'video-slot': '96.01',
  'classic-slot': '96.01',
  roulette: '97.30',
  blackjack: '99.54',
};
