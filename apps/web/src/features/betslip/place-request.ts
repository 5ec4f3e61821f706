import { betslipLegsMultiMin, betslipSystemLegs, centsToAmount, milliToOdds, type PlaceBetRequest } from '@oddsmith/core';
import type { BetItem, BetslipState } from './betslip-slice';

export type SlipBody = Omit<PlaceBetRequest, 'requestId'>;
export type SlipBodyResult = { ok: true; body: SlipBody } | { ok: false; code: 'noStake' | 'needsMoreLegs' | 'systemSuspended' };

export type SlipInput = Pick<BetslipState, 'bets' | 'betType' | 'totalStakeCents' | 'useBonus'> & {
  acceptOddsChanges?: BetslipState['acceptOddsChanges'];
};

type PricedBet = BetItem & { oddsMilli: number };
const isPriced = (bet: BetItem): bet is PricedBet => bet.oddsMilli !== null;

/** The HTTP edge: the slip's thousandths and cents become the wire's decimal `odds` and `stake`. */
function wireBetOf(bet: PricedBet, stakeCents: number) {
  return { gameId: bet.gameId, optionId: bet.optionId, odds: milliToOdds(bet.oddsMilli), stake: centsToAmount(stakeCents) };
}

/**
 * What the slip sends (docs/betting-api.md): suspended legs are left out; singles send each staked
 * leg with its own stake, multi every priced leg with the total stake, system exactly the first three.
 */
export function buildPlaceBody(slip: SlipInput): SlipBodyResult {
  const acceptOddsChanges = slip.acceptOddsChanges ?? 'none';
  const common = { betType: slip.betType, useBonus: slip.useBonus, acceptOddsChanges, totalStake: centsToAmount(slip.totalStakeCents) };
  if (slip.betType === 'single') {
    const staked = slip.bets.filter(isPriced).filter((bet) => bet.stakeCents > 0);
    if (staked.length === 0) return { ok: false, code: 'noStake' };
    return { ok: true, body: { ...common, bets: staked.map((bet) => wireBetOf(bet, bet.stakeCents)) } };
  }
  const legs = slip.betType === 'system' ? slip.bets.slice(0, betslipSystemLegs) : slip.bets.filter(isPriced);
  if (legs.length < (slip.betType === 'system' ? betslipSystemLegs : betslipLegsMultiMin)) return { ok: false, code: 'needsMoreLegs' };
  const priced = legs.filter(isPriced);
  if (priced.length < legs.length) return { ok: false, code: 'systemSuspended' };
  if (slip.totalStakeCents <= 0) return { ok: false, code: 'noStake' };
  return { ok: true, body: { ...common, bets: priced.map((bet) => wireBetOf(bet, 0)) } };
}

/** The same attempt (same body) keeps its requestId; any change makes a new attempt. */
export function bodyKeyOf(body: SlipBody): string {
  return JSON.stringify(body);
}
