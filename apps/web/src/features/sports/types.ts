import type {
  ApiCompetitionSummary,
  ApiEvent,
  ApiEventUpdate,
  ApiMarket,
  ApiOdds,
  ApiOption,
  ApiSportSummary,
  EventStatus,
  MarketStatus,
} from '@oddsmith/core';

/** The sports API shapes live in core (api/sports-contract.ts); these are the web's names for them. */
export type Odds = ApiOdds;
export type MarketOption = ApiOption;
export type { EventStatus, MarketStatus };
export type Market = ApiMarket;
export type Competition = ApiEvent['competition'];
export type SportEvent = ApiEvent;
/** The seed's rule: an event is updated by `event_id` with new `marketsData` and `scores`. */
export type EventUpdate = Pick<ApiEventUpdate, 'event_id' | 'scores' | 'marketsData'> &
  Partial<Pick<ApiEventUpdate, 'id' | 'status'>>;
export type ListType = 'inplay' | 'presports';
export type SportSummary = ApiSportSummary;
export type CompetitionSummary = ApiCompetitionSummary;
