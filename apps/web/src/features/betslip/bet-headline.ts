import {
  accumulatorName,
  betslipLegsMultiMin,
  betslipSystemLegs,
  combinedOddsMilli,
  decimalOddsText,
  milliToOdds,
  oddsMilliMax,
  systemOddsMilli,
  type BetName,
  type OddsMilli,
} from '@oddsmith/core';
import type { BetType } from './betslip-slice';

/** The translate function (react-i18next's `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a bet is called and its odds (thousandths): the slip's header, the slip bar, a receipt. */
export type BetHeadline = { name: BetName; oddsMilli: OddsMilli };

type Leg = { oddsMilli: OddsMilli | null };

/**
 * The bet a slip of `betType` makes from its legs, or null when it cannot be placed: multi needs 3
 * priced legs (suspended ones are left out), system its first 3 legs priced.
 */
export function headlineOf(betType: BetType, legs: readonly Leg[]): BetHeadline | null {
  if (betType === 'system') {
    const first = legs.slice(0, betslipSystemLegs).flatMap((leg) => (leg.oddsMilli === null ? [] : [leg.oddsMilli]));
    if (first.length < betslipSystemLegs) return null;
    return { name: { kind: 'systemDoubles', legs: betslipSystemLegs }, oddsMilli: systemOddsMilli(first) };
  }
  const priced = legs.flatMap((leg) => (leg.oddsMilli === null ? [] : [leg.oddsMilli]));
  const legsMin = betType === 'multi' ? betslipLegsMultiMin : 1;
  if (priced.length < legsMin || (betType === 'single' && priced.length !== 1)) return null;
  return { name: accumulatorName(priced.length), oddsMilli: combinedOddsMilli(priced) };
}

/** "Treble", "4-Fold", "3 Doubles" in the reader's language. */
export function betNameText(t: Translate, name: BetName): string {
  return t(`betslip.names.${name.kind}`, { count: name.legs });
}

/** Odds in the player's format; combined odds past one price's range print as plain decimals. */
export function headlineOddsText(oddsMilli: OddsMilli, formatOdds: (odds: number) => string): string {
  return oddsMilli <= oddsMilliMax && oddsMilli > 1000 ? formatOdds(milliToOdds(oddsMilli)) : decimalOddsText(oddsMilli);
}

/** "Treble @ 39.55". */
export function headlineText(t: Translate, headline: BetHeadline, formatOdds: (odds: number) => string): string {
  return t('betslip.headline', { name: betNameText(t, headline.name), odds: headlineOddsText(headline.oddsMilli, formatOdds) });
}
