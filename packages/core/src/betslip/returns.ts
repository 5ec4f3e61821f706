import { assert } from '../control/control';
import type { Cents } from '../money/money';
import type { OddsMilli } from '../odds/odds';
import { betslipLegsMultiMin, betslipSystemLegs } from './limits';

/** A leg as the returns maths sees it: odds in thousandths or suspended, stake in cents. */
export type ReturnLeg = { odds: OddsMilli | 'suspended'; stakeCents: Cents };

function priced(legs: readonly ReturnLeg[]): OddsMilli[] {
  return legs.flatMap((leg) => (leg.odds === 'suspended' ? [] : [leg.odds]));
}

/** Single return: sum of odds x stake over legs with a stake above 0; suspended legs excluded. */
export function singleReturnCents(legs: readonly ReturnLeg[]): Cents {
  let totalMilliCents = 0n;
  for (const leg of legs) {
    assert(Number.isSafeInteger(leg.stakeCents) && leg.stakeCents >= 0, 'stake must be non-negative cents');
    if (leg.odds === 'suspended' || leg.stakeCents <= 0) continue;
    totalMilliCents += BigInt(leg.odds) * BigInt(leg.stakeCents);
  }
  return Number(totalMilliCents / 1000n);
}

/** Multi return: product of the (non-suspended) odds times the total stake. Needs 3 legs or more. */
export function multiReturnCents(legs: readonly ReturnLeg[], totalStakeCents: Cents): Cents {
  assert(Number.isSafeInteger(totalStakeCents) && totalStakeCents >= 0, 'total stake must be non-negative cents');
  if (legs.length < betslipLegsMultiMin || totalStakeCents <= 0) return 0;
  const odds = priced(legs);
  if (odds.length === 0) return 0;
  let numerator = BigInt(totalStakeCents);
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= 1000n;
  }
  return Number(numerator / denominator);
}

/**
 * System return: with at least 3 legs, none suspended, and a total stake above 0, the first three
 * legs form three doubles, each staked with a third of the total: sum of pairwise products x total / 3.
 */
export function systemReturnCents(legs: readonly ReturnLeg[], totalStakeCents: Cents): Cents {
  assert(Number.isSafeInteger(totalStakeCents) && totalStakeCents >= 0, 'total stake must be non-negative cents');
  if (legs.length < betslipSystemLegs || totalStakeCents <= 0) return 0;
  if (legs.some((leg) => leg.odds === 'suspended')) return 0;
  const [a, b, c] = legs.slice(0, betslipSystemLegs).map((leg) => BigInt(leg.odds as OddsMilli));
  assert(a !== undefined && b !== undefined && c !== undefined, 'three legs expected');
  const pairSumMicro = a * b + a * c + b * c;
  return Number((pairSumMicro * BigInt(totalStakeCents)) / (3n * 1_000_000n));
}
