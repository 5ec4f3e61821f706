import type { CasinoGameId } from './published-rtp';

/** Each game's name: one source for the server's replies and messages and the web's English locale. */
export const casinoGameNames: Readonly<Record<CasinoGameId, string>> = {
  'video-slot': 'Dragon Reels',
  'classic-slot': 'Classic Sevens',
  roulette: 'European roulette',
  blackjack: 'Blackjack',
};

export type CasinoVolatilityBand = 'low' | 'medium' | 'high';

/**
 * Volatility is the standard deviation of one round's return per unit staked (docs/casino-math.md):
 * below 2 low, from 2 to below 6 medium, 6 and above high.
 */
export function volatilityOfSd(sdPerUnitStake: number): CasinoVolatilityBand {
  if (sdPerUnitStake < 2) return 'low';
  return sdPerUnitStake < 6 ? 'medium' : 'high';
}

/**
 * Each game's standard deviation per unit stake. Roulette's is exact for an even-money bet
 * (sqrt(1368/1369)); the others were measured over 3,000,000 rounds (`npm run bench` prints the
 * figure again beside this one): the video slot with all 20 lines, the classic slot with 5, and
 * blackjack by basic strategy per initial stake.
 */
export const casinoPublishedSd: Readonly<Record<CasinoGameId, number>> = {
  'video-slot': 3.66,
  'classic-slot': 1.09,
  roulette: Math.sqrt(1368 / 1369),
  blackjack: 1.15,
};

/** The volatility each game publishes, read from its standard deviation. */
export const casinoPublishedVolatility: Readonly<Record<CasinoGameId, CasinoVolatilityBand>> = {
  'video-slot': volatilityOfSd(casinoPublishedSd['video-slot']),
  'classic-slot': volatilityOfSd(casinoPublishedSd['classic-slot']),
  roulette: volatilityOfSd(casinoPublishedSd.roulette),
  blackjack: volatilityOfSd(casinoPublishedSd.blackjack),
};
