export { currencies, currencyDefault } from './contract';
export type {
  ApiEnvelope,
  ApiErrorBody,
  AuthPayload,
  Currency,
  PublicUser,
  RiskLimits,
  SlipOddsUpdate,
  SlipSelection,
} from './contract';
export { eventSources, eventStatuses, marketStatuses } from './sports-contract';
export type {
  ApiCompetitionSummary,
  ApiEvent,
  ApiEventUpdate,
  ApiMarket,
  ApiOdds,
  ApiOption,
  ApiSportSummary,
  ApiStaffMarket,
  EventSource,
  EventStatus,
} from './sports-contract';
