import { assert } from '../control/control';
import type { OddsMilli } from '../odds/odds';
import { betslipLegsMax, betslipSystemLegs } from './limits';
import type { SlipBetType } from './validation';

/**
 * What a slip's bet is called, as the trade names it: one leg a Single, two a Double, three a
 * Treble, more an n-Fold; the seed's system bet (three doubles from the first 3 legs) is "3 Doubles".
 * The screen translates `kind` (with `legs` for an n-Fold).
 */
export type BetNameKind = 'single' | 'double' | 'treble' | 'fold' | 'systemDoubles';
export type BetName = { kind: BetNameKind; legs: number };

/** The accumulator name of `legs` priced legs (1 to `betslipLegsMax`). */
export function accumulatorName(legs: number): BetName {
  assert(Number.isSafeInteger(legs) && legs >= 1 && legs <= betslipLegsMax, 'legs must be 1..betslipLegsMax');
  if (legs === 1) return { kind: 'single', legs };
  if (legs === 2) return { kind: 'double', legs };
  if (legs === 3) return { kind: 'treble', legs };
  return { kind: 'fold', legs };
}

/** The name of the bet a slip of `betType` makes from `legs` priced legs; null when it makes none. */
export function betNameOf(betType: SlipBetType, legs: number): BetName | null {
  if (legs < 1) return null;
  if (betType === 'system') return legs >= betslipSystemLegs ? { kind: 'systemDoubles', legs: betslipSystemLegs } : null;
  if (betType === 'single') return accumulatorName(1);
  return accumulatorName(Math.min(legs, betslipLegsMax));
}

/** Combined odds shown are capped here (1,000,000,000.00): a slip that long is refused by the payout limit anyway. */
export const combinedOddsMilliMax: OddsMilli = 1_000_000_000_000;

/**
 * Combined odds of an accumulator: the product of the legs' odds, floored to a thousandth (as the
 * return is), at most `combinedOddsMilliMax`.
 */
export function combinedOddsMilli(odds: readonly OddsMilli[]): OddsMilli {
  assert(odds.length >= 1 && odds.length <= betslipLegsMax, 'one to betslipLegsMax legs');
  let numerator = 1n;
  for (const leg of odds) {
    assert(Number.isSafeInteger(leg) && leg > 1000, 'odds must be thousandths above evens');
    numerator *= BigInt(leg);
  }
  const milli = numerator / 1000n ** BigInt(odds.length - 1);
  return milli > BigInt(combinedOddsMilliMax) ? combinedOddsMilliMax : Number(milli);
}

/**
 * The seed's system (three doubles, the stake split in three) as odds per unit staked: the sum of
 * the pairwise products of the first three legs over 3, floored to a thousandth.
 */
export function systemOddsMilli(odds: readonly OddsMilli[]): OddsMilli {
  assert(odds.length >= betslipSystemLegs, 'a system needs three legs');
  const [a, b, c] = odds.slice(0, betslipSystemLegs).map((leg) => BigInt(leg));
  assert(a !== undefined && b !== undefined && c !== undefined, 'three legs expected');
  return Number((a * b + a * c + b * c) / (3n * 1000n));
}

/** Decimal text with two places for odds of any size (combined odds pass the single-price range). */
export function decimalOddsText(odds: OddsMilli): string {
  assert(Number.isSafeInteger(odds) && odds >= 0, 'odds must be non-negative thousandths');
  const hundredths = Math.floor(odds / 10);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  return `${whole}.${fraction < 10 ? '0' : ''}${fraction}`;
}
