export { groupByCurrency, sumCentsByCurrency, valueOfCurrency } from './by-currency';
export type { PerCurrency } from './by-currency';
export {
  eventLiabilityCents,
  exposuresOfTickets,
  exposuresOfTicketsByCurrency,
  laddersByMarketAndCurrency,
  liabilityReachesThreshold,
  marketLiability,
} from './liability';
export type {
  CurrencyTicketExposure,
  MarketCurrencyLadder,
  MarketCurrencyRow,
  MarketLiability,
  OpenTicketExposure,
  SelectionExposure,
  SelectionLiability,
} from './liability';
export {
  autoSuspendLiabilityCentsByCurrencyDefault,
  autoSuspendLiabilityCentsDefault,
  autoSuspendLiabilityCentsMax,
  autoSuspendLiabilityCentsMin,
  ladderSelectionsMax,
} from './limits';
