import type { PlayCasinoRoundRequest, RouletteSelection } from '@oddsmith/core';
import { selectionKey } from './roulette-layout';

/** One chip put on the table, in the order placed (undo takes the last one off). */
export type Placement = { selection: RouletteSelection; cents: number };
/** The chips on one bet, added up. */
export type TableBet = { key: string; selection: RouletteSelection; cents: number };

/** The chip rack, in cents. */
export const chipValuesCents = [10, 50, 100, 500, 2500, 10000] as const;
/** The contract's limit of bets in a round. */
export const maxRouletteBets = 50;

/** The bets on the table: chips on the same bet added up, in the order each bet was first placed. */
export function tableBets(placements: readonly Placement[]): TableBet[] {
  const bets = new Map<string, TableBet>();
  for (const { selection, cents } of placements) {
    const key = selectionKey(selection);
    const bet = bets.get(key);
    if (bet) bet.cents += cents;
    else bets.set(key, { key, selection, cents });
  }
  return [...bets.values()];
}

export const totalCents = (placements: readonly Placement[]): number => placements.reduce((sum, placement) => sum + placement.cents, 0);

/** Whether one more chip fits: under the table limit in total and at most 50 different bets. */
export function canPlace(placements: readonly Placement[], next: Placement, maxStakeCents: number | null): boolean {
  if (maxStakeCents !== null && totalCents(placements) + next.cents > maxStakeCents) return false;
  const bets = tableBets(placements);
  return bets.length < maxRouletteBets || bets.some((bet) => bet.key === selectionKey(next.selection));
}

/** The play request's bets (decimals on the wire). */
export function rouletteRequest(placements: readonly Placement[], requestId: string): PlayCasinoRoundRequest {
  const bets = tableBets(placements).map(({ selection, cents }) => ({ ...selection, numbers: 'numbers' in selection ? [...selection.numbers] : undefined, stake: cents / 100 }));
  return { game: 'roulette', bets, requestId };
}
