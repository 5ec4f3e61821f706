export { assert, assertExists, exhaustive, ok, err, AssertionError } from './control';
export type { Ok, Err, Result } from './control';
export {
  amountCentsMax,
  assertCents,
  centsPerUnit,
  centsToAmount,
  floorDiv,
  formatMoney,
  parseAmount,
  roundHalfUpDiv,
} from './money';
export type { Cents } from './money';
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
export {
  betslipLegsMax,
  betslipLegsMultiMin,
  betslipSystemLegs,
  multiReturnCents,
  singleReturnCents,
  systemReturnCents,
} from './betslip';
export type { ReturnLeg } from './betslip';
export {
  adultAgeYears,
  ageInYears,
  checkDateOfBirth,
  checkEmail,
  checkPassword,
  checkUsername,
  emailLengthMax,
  isAdminRole,
  isRole,
  isStaffRole,
  parseIsoDate,
  passwordLengthMax,
  passwordLengthMin,
  roles,
  staffRoles,
  usernameLengthMax,
  usernameLengthMin,
} from './auth';
export type { AccountRuleCode, Role, StaffRole } from './auth';
export { currencies, currencyDefault } from './api';
export type {
  ApiEnvelope,
  ApiErrorBody,
  AuthPayload,
  Currency,
  PublicUser,
  RiskLimits,
  SlipOddsUpdate,
  SlipSelection,
} from './api';
