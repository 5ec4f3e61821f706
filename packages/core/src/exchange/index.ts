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
export { betProfitCents, marketExposureCents, runnerProfits, winAmountCents, worstCaseProfits } from './position';
export type { MatchedBet, UnmatchedOrder } from './position';
