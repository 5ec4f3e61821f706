export { ExchangeBook } from './book';
export type { ExchangeSide, Fill, LevelView, Persistence, Removed, RestingOrder } from './book';
export {
  isOnLadder,
  isTick,
  nextPrice,
  previousPrice,
  priceMilliMax,
  priceMilliMin,
  priceToTick,
  tickCount,
  tickMax,
  tickMin,
  tickOffset,
  tickToPrice,
} from './ladder';
export { betProfitCents, exposureOfNetsCents, marketExposureCents, profitsOfNets, runnerNetsOf, runnerProfits, winAmountCents, worstCaseProfits } from './position';
export type { MatchedBet, RunnerNet, UnmatchedOrder } from './position';
export { commissionCents, settleMarket } from './settlement';
// The package already offers sports' MarketResult (a sportsbook market's result): this one is the exchange's.
export type { MarketResult as ExchangeMarketResult, MatchedPair, SettledPosition } from './settlement';
export { greenUpOrder } from './green-up';
export type { BestPrices, HedgeOrder } from './green-up';
export { fairPricesMilli, fitExposure, makerQuotes, marketMakerDefaults, sameQuotes, tickAbove, tickBelow } from './market-maker';
export type { MakerConfig, MakerQuote, OthersBest } from './market-maker';
