export { sportIds, sides, otherSide } from './types';
export type {
  DangerKind,
  FairMarket,
  Market,
  MarketDecision,
  MarketOutcome,
  MarketResult,
  MarketSpec,
  MarketStatus,
  MarketType,
  MatchClock,
  MatchEvent,
  MatchPhase,
  Participants,
  ScoreKind,
  Selection,
  SelectionSpec,
  Side,
  SportId,
  SportName,
  StepResult,
} from './types';
export { Prng, prngSeed } from './prng';
export type { PrngState } from './prng';
export { bookedProbabilities, impliedProbabilitySum, marginMethods, priceWithMargin } from './margin';
export type { MarginCode, MarginConfig, MarginMethod } from './margin';
export { bookMarket, marketId, resultsOf, selectionId, selectionOutcome } from './market-book';
export type { SelectionOutcome } from './market-book';
export {
  createMatch,
  marginConfigDefault,
  marketsHeld,
  matchFairMarkets,
  matchScores,
  matchSportId,
  priceMatchMarkets,
  resultMatchMarkets,
  stepMatch,
} from './match';
export type { MatchParams, MatchScores, MatchState } from './match';
export type { SoccerParams, SoccerScores, SoccerState } from './soccer/state';
export type { TennisParams, TennisScores, TennisState } from './tennis/state';
export type { CricketParams, CricketScores, CricketSideScore, CricketState } from './cricket/state';
export type { BasketballParams, BasketballScores, BasketballState } from './basketball/state';
export {
  advanceCalendar,
  calendarEventMarkets,
  calendarEventResults,
  calendarEventScores,
  createCalendar,
} from './calendar/calendar';
export type { Calendar, CalendarAdvance, CalendarEvent, CalendarEventStatus } from './calendar/calendar';
export {
  bookOddsMilliMax,
  bookOddsMilliMin,
  calendarLiveTarget,
  calendarUpcomingTarget,
  fairProbabilityMax,
  impliedSumTolerance,
  marginBpDefault,
  marginBpMax,
  marginBpMin,
} from './limits';
