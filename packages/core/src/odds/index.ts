export {
  assertOddsMilli,
  formatOdds,
  milliToOdds,
  oddsFormatDefault,
  oddsFormats,
  oddsMilliMax,
  oddsMilliMin,
  oddsToMilli,
} from './odds';
export type { OddsFormat, OddsMilli } from './odds';
