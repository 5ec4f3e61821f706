// The settlement module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { default as settlementJobPlugin } from './settlement.job';
export { settlementRoutes } from './settlement.routes';
export { resettleMarket, settleMarkets } from './settlement.service';
export type { MarketSettlementReport } from './settlement.service';
