// The exchange module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { escrowMovementId, positionInputsOf, remainingCentsOf, syncEscrow } from './escrow';
export type { PositionInputs } from './escrow';
export { exchangePublisher } from './exchange.realtime';
export { marketLadder, positionView } from './exchange.reads';
export { matchViewsOf, orderViewOf } from './exchange.views';
export { exchangeRoutes } from './exchange.routes';
export { insertExchangeMarket, seedExchangeDemo } from './exchange.seed';
export type { NewExchangeMarket } from './exchange.seed';
export type { ExchangeChanged } from './exchange.service';
export { loadExchangeSettings } from './exchange.settings';
export { bumpBookSeq, lockMarket } from './market-lock';
export { exchangeMarketMakerJobPlugin } from './market-maker.job';
export { fundMarketMaker, runMarketMaker } from './market-maker';
export type { MarketMakerReport, MarketMakerScope } from './market-maker';
