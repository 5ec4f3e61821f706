import { betslipLegsMultiMin, betslipSystemLegs, type PlaceBetRequest } from '@oddsmith/core';
import type { BetslipState } from './betslip-slice';

export type SlipBody = Omit<PlaceBetRequest, 'requestId'>;
export type SlipBodyResult = { ok: true; body: SlipBody } | { ok: false; code: 'noStake' | 'needsMoreLegs' | 'systemSuspended' };

type SlipInput = Pick<BetslipState, 'bets' | 'betType' | 'totalStake' | 'useBonus'> & {
  acceptOddsChanges?: BetslipState['acceptOddsChanges'];
};

/**
 * What the slip sends (docs/betting-api.md): suspended legs are left out; singles send each staked
 * leg with its own stake, multi every priced leg with the total stake, system exactly the first three.
 */
export function buildPlaceBody(slip: SlipInput): SlipBodyResult {
  const acceptOddsChanges = slip.acceptOddsChanges ?? 'none';
  const common = { betType: slip.betType, useBonus: slip.useBonus, acceptOddsChanges };
  if (slip.betType === 'single') {
    const staked = slip.bets.filter((bet) => bet.odds !== 'suspended' && bet.stake > 0);
    if (staked.length === 0) return { ok: false, code: 'noStake' };
    const bets = staked.map((bet) => ({ gameId: bet.gameId, optionId: bet.optionId, odds: bet.odds as number, stake: bet.stake }));
    return { ok: true, body: { ...common, bets, totalStake: slip.totalStake } };
  }
  if (slip.betType === 'system') {
    const firstThree = slip.bets.slice(0, betslipSystemLegs);
    if (firstThree.length < betslipSystemLegs) return { ok: false, code: 'needsMoreLegs' };
    if (firstThree.some((bet) => bet.odds === 'suspended')) return { ok: false, code: 'systemSuspended' };
    if (slip.totalStake <= 0) return { ok: false, code: 'noStake' };
    const bets = firstThree.map((bet) => ({ gameId: bet.gameId, optionId: bet.optionId, odds: bet.odds as number, stake: 0 }));
    return { ok: true, body: { ...common, bets, totalStake: slip.totalStake } };
  }
  const priced = slip.bets.filter((bet) => bet.odds !== 'suspended');
  if (priced.length < betslipLegsMultiMin) return { ok: false, code: 'needsMoreLegs' };
  if (slip.totalStake <= 0) return { ok: false, code: 'noStake' };
  const bets = priced.map((bet) => ({ gameId: bet.gameId, optionId: bet.optionId, odds: bet.odds as number, stake: 0 }));
  return { ok: true, body: { ...common, bets, totalStake: slip.totalStake } };
}

/** The same attempt (same body) keeps its requestId; any change makes a new attempt. */
export function bodyKeyOf(body: SlipBody): string {
  return JSON.stringify(body);
}
