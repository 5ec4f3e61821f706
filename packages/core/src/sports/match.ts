import { exhaustive } from '../control/control';
import type { Prng } from './prng';
import { inSettleTime } from './match-clock';
import { bookMarket, resultsOf } from './market-book';
import type { MarginConfig } from './margin';
import { marginBpDefault } from './limits';
import type { FairMarket, Market, MarketResult, Participants, SportId, StepResult } from './types';
import { sportIds } from './types';
import { createSoccerMatch, soccerScores } from './soccer/state';
import type { SoccerParams, SoccerScores, SoccerState } from './soccer/state';
import { stepSoccer } from './soccer/step';
import { soccerFairMarkets, soccerResultedMarkets } from './soccer/pricing';
import { createTennisMatch, tennisScores } from './tennis/state';
import type { TennisParams, TennisScores, TennisState } from './tennis/state';
import { stepTennis } from './tennis/step';
import { tennisFairMarkets, tennisResultedMarkets } from './tennis/pricing';
import { createCricketMatch, cricketScores } from './cricket/state';
import type { CricketParams, CricketScores, CricketState } from './cricket/state';
import { stepCricket } from './cricket/step';
import { cricketFairMarkets, cricketResultedMarkets } from './cricket/pricing';
import { basketballScores, createBasketballMatch } from './basketball/state';
import type { BasketballParams, BasketballScores, BasketballState } from './basketball/state';
import { stepBasketball } from './basketball/step';
import { basketballFairMarkets, basketballResultedMarkets } from './basketball/pricing';

/** Any sport's match state; `sport` tells them apart. Plain JSON, safe to persist. */
export type MatchState = SoccerState | TennisState | CricketState | BasketballState;
export type MatchScores = SoccerScores | TennisScores | CricketScores | BasketballScores;
export type MatchParams =
  | { sport: 'soccer'; params: SoccerParams }
  | { sport: 'tennis'; params: TennisParams }
  | { sport: 'cricket'; params: CricketParams }
  | { sport: 'basketball'; params: BasketballParams };

export const marginConfigDefault: MarginConfig = { marginBp: marginBpDefault, method: 'power' };

export function createMatch(spec: MatchParams): MatchState {
  switch (spec.sport) {
    case 'soccer':
      return createSoccerMatch(spec.params);
    case 'tennis':
      return createTennisMatch(spec.params);
    case 'cricket':
      return createCricketMatch(spec.params);
    case 'basketball':
      return createBasketballMatch(spec.params);
    default:
      return exhaustive(spec);
  }
}

export function matchSportId(state: MatchState): SportId {
  return sportIds[state.sport];
}

/** `step(state, elapsedMs, rng)`: plays wall-clock time; the input state is not changed. */
export function stepMatch(state: MatchState, elapsedRealMs: number, rng: Prng): StepResult<MatchState> {
  switch (state.sport) {
    case 'soccer':
      return stepSoccer(state, elapsedRealMs, rng);
    case 'tennis':
      return stepTennis(state, elapsedRealMs, rng);
    case 'cricket':
      return stepCricket(state, elapsedRealMs, rng);
    case 'basketball':
      return stepBasketball(state, elapsedRealMs, rng);
    default:
      return exhaustive(state);
  }
}

/** The API's `scores` object (shapes documented on each sport's Scores type). */
export function matchScores(state: MatchState): MatchScores {
  switch (state.sport) {
    case 'soccer':
      return soccerScores(state);
    case 'tennis':
      return tennisScores(state);
    case 'cricket':
      return cricketScores(state);
    case 'basketball':
      return basketballScores(state);
    default:
      return exhaustive(state);
  }
}

/** The model's fair view of every market on offer now (decided ones carry their outcome). */
export function matchFairMarkets(state: MatchState, names: Participants): FairMarket[] {
  switch (state.sport) {
    case 'soccer':
      return soccerFairMarkets(state, names);
    case 'tennis':
      return tennisFairMarkets(state, names);
    case 'cricket':
      return cricketFairMarkets(state, names);
    case 'basketball':
      return basketballFairMarkets(state, names);
    default:
      return exhaustive(state);
  }
}

/** Whether a dangerous moment or a settle time after a score holds every market suspended. */
export function marketsHeld(state: MatchState): boolean {
  if (state.phase !== 'live') return false;
  switch (state.sport) {
    case 'soccer':
    case 'tennis':
    case 'cricket':
      return state.danger !== null || inSettleTime(state);
    case 'basketball':
      return state.finalSeconds || inSettleTime(state);
    default:
      return exhaustive(state);
  }
}

/**
 * The event's markets now: open (priced with the margin), suspended (danger, settle time or too
 * decided to price), closed (betting over, result pending) or settled (with the result).
 */
export function priceMatchMarkets(eventId: string, state: MatchState, names: Participants, config: MarginConfig = marginConfigDefault): Market[] {
  const held = marketsHeld(state);
  return matchFairMarkets(state, names).map((fair) => bookMarket(eventId, fair, held, config));
}

/**
 * Results of every market the state decides, including earlier rolling markets (past goals,
 * games, overs, quarters). Idempotent: settle each market id once and ignore repeats.
 */
export function resultMatchMarkets(eventId: string, state: MatchState, names: Participants): MarketResult[] {
  switch (state.sport) {
    case 'soccer':
      return resultsOf(eventId, soccerResultedMarkets(state, names));
    case 'tennis':
      return resultsOf(eventId, tennisResultedMarkets(state, names));
    case 'cricket':
      return resultsOf(eventId, cricketResultedMarkets(state, names));
    case 'basketball':
      return resultsOf(eventId, basketballResultedMarkets(state, names));
    default:
      return exhaustive(state);
  }
}
