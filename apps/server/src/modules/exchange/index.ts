// The exchange module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { escrowMovementId, positionInputsOf, remainingCentsOf, syncEscrow } from './escrow';
export type { PositionInputs } from './escrow';
export { bumpBookSeq, lockMarket } from './market-lock';
