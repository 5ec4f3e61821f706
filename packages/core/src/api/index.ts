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
