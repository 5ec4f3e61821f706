import { assert } from '../control/control';

/** Decimal odds stored exactly as integer thousandths: 1.85 -> 1850. */
export type OddsMilli = number;

export const oddsMilliMin: OddsMilli = 1_001;
export const oddsMilliMax: OddsMilli = 1_000_000;

export const oddsFormats = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof oddsFormats)[number];
export const oddsFormatDefault: OddsFormat = 'decimal';

export function assertOddsMilli(odds: number): asserts odds is OddsMilli {
  assert(Number.isSafeInteger(odds), 'odds must be integer thousandths');
  assert(odds >= oddsMilliMin && odds <= oddsMilliMax, 'odds out of range');
}

/** The API's decimal odds (1.85) to thousandths, rounding to the nearest thousandth. */
export function oddsToMilli(decimal: number): OddsMilli {
  assert(Number.isFinite(decimal), 'odds must be finite');
  return Math.round(decimal * 1000);
}

export function milliToOdds(odds: OddsMilli): number {
  return odds / 1000;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** Formats decimal odds for display in the player's chosen format. */
export function formatOdds(odds: OddsMilli, format: OddsFormat): string {
  assertOddsMilli(odds);
  switch (format) {
    case 'decimal':
      return (odds / 1000).toFixed(2);
    case 'fractional': {
      const numerator = odds - 1000;
      const divisor = gcd(numerator, 1000);
      return `${numerator / divisor}/${1000 / divisor}`;
    }
    case 'american': {
      if (odds >= 2000) return `+${Math.round((odds - 1000) / 10)}`;
      return `-${Math.round(100_000 / (odds - 1000))}`;
    }
  }
}
