// The risk module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { marketsChange } from './risk.realtime';
export type { PublishMarkets } from './risk.realtime';
export { findExposure, lockMarket, riskReleaseMarket, riskSuspendMarkets } from './risk.repo';
export { riskRoutes } from './risk.routes';
export { stakeLimitCentsSchema, thresholdCentsSchema } from './risk.schemas';
export type { RiskSettings } from './risk.schemas';
export { autoSuspendAfterPlacement, currencyLimitsOf, effectiveStakeFactorBp, exposureRowsMax, laddersOf, loadRiskSettings, resolveRiskSettings, riskSettingsKey, storedOverrides } from './risk.service';
export type { MarketLadder } from './risk.service';
