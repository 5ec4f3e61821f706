// The responsible-gambling module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { responsibleGamblingRoutes } from './responsible-gambling.routes';
export { limitChangesJobPlugin } from './responsible-gambling.job';
export { applyDefaultDepositLimits, applyDueLimitChanges, applyOperatorTimeOut, assertDepositAllowed, assertPlayAllowed, blocksOf, blocksOfRow, rgViewOfUser } from './responsible-gambling.service';
