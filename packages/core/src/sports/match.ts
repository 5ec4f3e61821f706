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

/** What the engine does with one sport's match state. */
type SportEngine<S extends MatchState> = {
  step: (state: S, elapsedRealMs: number, rng: Prng) => StepResult<S>;
  scores: (state: S) => MatchScores;
  fairMarkets: (state: S, names: Participants) => FairMarket[];
  resultedMarkets: (state: S, names: Participants) => FairMarket[];
};

const engines: { [K in MatchState['sport']]: SportEngine<Extract<MatchState, { sport: K }>> } = {
  soccer: { step: stepSoccer, scores: soccerScores, fairMarkets: soccerFairMarkets, resultedMarkets: soccerResultedMarkets },
  tennis: { step: stepTennis, scores: tennisScores, fairMarkets: tennisFairMarkets, resultedMarkets: tennisResultedMarkets },
  cricket: { step: stepCricket, scores: cricketScores, fairMarkets: cricketFairMarkets, resultedMarkets: cricketResultedMarkets },
  basketball: { step: stepBasketball, scores: basketballScores, fairMarkets: basketballFairMarkets, resultedMarkets: basketballResultedMarkets },
};

/** The engine of the state's sport (the table's type pairs each sport with its own state). */
function engineOf(state: MatchState): SportEngine<MatchState> {
  return engines[state.sport] as unknown as SportEngine<MatchState>;
}

/** `step(state, elapsedMs, rng)`: plays wall-clock time; the input state is not changed. */
export function stepMatch(state: MatchState, elapsedRealMs: number, rng: Prng): StepResult<MatchState> {
  return engineOf(state).step(state, elapsedRealMs, rng);
}

/** The API's `scores` object (shapes documented on each sport's Scores type). */
export function matchScores(state: MatchState): MatchScores {
  return engineOf(state).scores(state);
}

/** The model's fair view of every market on offer now (decided ones carry their outcome). */
export function matchFairMarkets(state: MatchState, names: Participants): FairMarket[] {
  return engineOf(state).fairMarkets(state, names);
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
  return resultsOf(eventId, engineOf(state).resultedMarkets(state, names));
}
