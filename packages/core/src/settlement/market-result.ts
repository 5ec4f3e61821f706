import { assert } from '../control/control';
import type { MarketResult } from '../sports/types';
import { deadHeatTiedCountMax } from './limits';
import type { LegOutcome } from './settlement';

/**
 * How a leg on `selectionId` ends under a market's result: every leg of a void market is void; a
 * winner of a dead heat is a dead heat divided by the number of winners; another winner is won;
 * any other selection lost. Unlike sports' `selectionOutcome` it does not assume feed-style ids
 * (staff-made markets have random selection ids).
 */
export function legOutcomeOfResult(result: MarketResult, selectionId: string): Exclude<LegOutcome, { kind: 'open' }> {
  assert(selectionId.length > 0, 'selectionId must not be empty');
  if (result.outcome === 'void') {
    assert(result.winnerSelectionIds.length === 0, 'a void market has no winners');
    return { kind: 'void' };
  }
  assert(result.winnerSelectionIds.length > 0, 'a resulted market has a winner');
  if (!result.winnerSelectionIds.includes(selectionId)) return { kind: 'lost' };
  if (result.outcome === 'winners') return { kind: 'won' };
  const tiedCount = new Set(result.winnerSelectionIds).size;
  assert(tiedCount >= 2 && tiedCount <= deadHeatTiedCountMax, 'a dead heat ties 2 to deadHeatTiedCountMax selections');
  return { kind: 'dead_heat', tiedCount };
}
