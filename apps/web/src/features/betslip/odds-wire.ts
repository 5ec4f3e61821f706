import { oddsToMilli, type SlipOddsUpdate } from '@oddsmith/core';
import type { SlipOddsMilliUpdate } from './betslip-slice';

/**
 * The edge of an odds change: prices reach the slip as the wire's decimals (socket
 * `updatedSlipData`, a 409's `changes`) and are read into thousandths here, once.
 */
export function slipOddsFromWire(updates: readonly SlipOddsUpdate[]): SlipOddsMilliUpdate[] {
  return updates.map(({ gameId, optionId, odds }) => ({ gameId, optionId, oddsMilli: odds === 'suspended' ? null : oddsToMilli(odds) }));
}
