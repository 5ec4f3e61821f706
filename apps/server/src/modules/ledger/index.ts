// The ledger module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { findTransferByKey, findTransferTrail } from './ledger.repo';
export type { TransferTrailRow } from './ledger.repo';
export { ledgerRoutes } from './ledger.routes';
export { houseShardOf, lockAccountsBulk, lockOwnedAccounts, openPlayerAccounts, ownedAccountsLockedQuery, ownedAccountsOfJson, postNewTransfersHeld, postEvent, postTransfer, postTransfersBulk, reconcile, shortfallAccounts, systemAccount, userBalances } from './ledger.service';
export type { LockedAccounts } from './ledger.service';
export { completeHouseShards, postHousePayoutsSelected } from './ledger.payouts';
