export { accumulatorName, betNameOf, combinedOddsMilli, combinedOddsMilliMax, decimalOddsText, systemOddsMilli } from './bet-name';
export type { BetName, BetNameKind } from './bet-name';
export { multiReturnCents, singleReturnCents, systemReturnCents } from './returns';
export type { ReturnLeg } from './returns';
export {
  betslipLegsMax,
  betslipLegsMultiMin,
  betslipSystemLegs,
  payoutCentsMaxByCurrencyDefault,
  stakeCentsMaxByCurrencyDefault,
  stakeCentsMinByCurrencyDefault,
} from './limits';
export {
  checkFunds,
  checkLegCount,
  checkLegMarket,
  checkOddsAcceptance,
  checkPayout,
  checkSelections,
  checkStake,
  effectiveStakeMaxCents,
  limitsForCurrency,
  parseRequestedOdds,
  parseStake,
  stakeFactorBpMax,
  stakeFactorBpOne,
  validateSlip,
} from './validation';
export type {
  AcceptOddsChanges,
  BetslipCode,
  BetslipErr,
  CurrencyLimitMaps,
  LegMarket,
  LegMarketStatus,
  PlacementLimits,
  PlannedTicket,
  SlipBetType,
  SlipLegRequest,
  SlipRequest,
  ValidatedSlip,
} from './validation';
