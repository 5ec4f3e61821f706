// The responsible-gambling module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { responsibleGamblingRoutes } from './responsible-gambling.routes';
export { limitChangesJobPlugin } from './responsible-gambling.job';
export { applyDueLimitChanges, assertDepositAllowed, assertPlayAllowed, blocksOf, blocksOfRow } from './responsible-gambling.service';
