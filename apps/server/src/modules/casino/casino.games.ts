import {
  blackjackBasicStrategyRtp,
  casinoGameNames,
  casinoPublishedRtpPercent,
  casinoPublishedVolatility,
  centsToAmount,
  classicSlotRtp,
  multiplyRational,
  rational,
  rationalToDecimal,
  rouletteRtp,
  videoSlotLineCount,
  videoSlotRtp,
  type CasinoCategory,
  type CasinoGame,
  type CasinoGameInfo,
  type CasinoVolatility,
  type Rational,
} from '@oddsmith/core';
import type { Executor } from '../../db/client';
import { casinoGames, type CasinoGameRow } from '../../db/schema';

/** What never changes about a game (its maths lives in core). */
type GameFacts = { name: string; category: CasinoCategory; volatility: CasinoVolatility; stakeStepCents: number };

const factsOf = (id: CasinoGame, category: CasinoCategory, stakeStepCents: number): GameFacts => ({ name: casinoGameNames[id], category, volatility: casinoPublishedVolatility[id], stakeStepCents });

/** Names and volatility come from core's catalogue; a video slot stake spreads over its 20 lines. */
const facts: Readonly<Record<CasinoGame, GameFacts>> = {
  'video-slot': factsOf('video-slot', 'slots', videoSlotLineCount),
  'classic-slot': factsOf('classic-slot', 'slots', 1),
  roulette: factsOf('roulette', 'table', 1),
  blackjack: factsOf('blackjack', 'table', 1),
};

type StaffSettings = Omit<CasinoGameRow, 'id' | 'updatedAt' | 'bonusAllowed'> & { bonusAllowed: boolean };

/**
 * The staff settings of a game when it has no `casino_games` row (or its `bonus_allowed` is null):
 * every game enabled on a fresh install; bonus play on the slots only, as operators usually
 * exclude the low-edge table games from bonus wagering.
 */
export const casinoGameDefaults: Readonly<Record<CasinoGame, StaffSettings>> = {
  'video-slot': { enabled: true, sortOrder: 1, minStakeCents: 20, maxStakeCents: 100_00, bonusAllowed: true },
  'classic-slot': { enabled: true, sortOrder: 2, minStakeCents: 5, maxStakeCents: 50_00, bonusAllowed: true },
  roulette: { enabled: true, sortOrder: 3, minStakeCents: 10, maxStakeCents: 500_00, bonusAllowed: false },
  blackjack: { enabled: true, sortOrder: 4, minStakeCents: 1_00, maxStakeCents: 500_00, bonusAllowed: false },
};

export type CasinoGameSettings = StaffSettings & { id: CasinoGame } & GameFacts;

export function settingsOf(id: CasinoGame, row: CasinoGameRow | undefined): CasinoGameSettings {
  const defaults = casinoGameDefaults[id];
  const stored = row ? { enabled: row.enabled, sortOrder: row.sortOrder, minStakeCents: row.minStakeCents, maxStakeCents: row.maxStakeCents, bonusAllowed: row.bonusAllowed ?? defaults.bonusAllowed } : {};
  return { id, ...facts[id], ...defaults, ...stored };
}

/** Every game's settings (stored rows over the defaults), in lobby order. */
export async function loadGames(tx: Executor): Promise<CasinoGameSettings[]> {
  const rows = await tx.select().from(casinoGames);
  const games = (Object.keys(facts) as CasinoGame[]).map((id) => settingsOf(id, rows.find((row) => row.id === id)));
  return games.sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
}

export async function loadGame(tx: Executor, id: CasinoGame): Promise<CasinoGameSettings> {
  return (await loadGames(tx)).find((game) => game.id === id) ?? settingsOf(id, undefined);
}

export function gameInfoOf(game: CasinoGameSettings): CasinoGameInfo {
  return {
    id: game.id,
    name: game.name,
    category: game.category,
    rtpPercent: Number(casinoPublishedRtpPercent[game.id]),
    volatility: game.volatility,
    enabled: game.enabled,
    bonusAllowed: game.bonusAllowed,
    minStake: centsToAmount(game.minStakeCents),
    maxStake: centsToAmount(game.maxStakeCents),
    stakeStep: centsToAmount(game.stakeStepCents),
    order: game.sortOrder,
  };
}

const percentOf = (value: Rational) => rationalToDecimal(multiplyRational(value, rational(100n)), 6);

let exactRtp: Readonly<Record<CasinoGame, string>> | undefined;

/** Each game's exact theoretical RTP in percent with 6 decimals, computed by core once per process (blackjack takes a second or two). */
export function exactRtpPercent(): Readonly<Record<CasinoGame, string>> {
  exactRtp ??= {
    'video-slot': percentOf(videoSlotRtp().total),
    'classic-slot': percentOf(classicSlotRtp()),
    roulette: percentOf(rouletteRtp({ kind: 'red' })),
    blackjack: (blackjackBasicStrategyRtp().rtp * 100).toFixed(6),
  };
  return exactRtp;
}
