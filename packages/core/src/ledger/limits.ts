/** Longest owner id or event id accepted inside an account id or an idempotency key (a UUID is 36). */
export const ledgerIdLengthMax = 64;
/** Longest idempotency key; keys are built from event ids, so this bounds their composition. */
export const ledgerIdempotencyKeyLengthMax = 160;
/** Upper bound of transfers one business event may post (a resettle of a ticket posts two). */
export const ledgerTransfersPerEventMax = 8;
/** Upper bound of transfers applied in one batch (one database transaction). */
export const ledgerTransfersPerBatchMax = 1_024;
/** Upper bound of the settlement sequence of one ticket (first settlement is 1, each resettle adds 1). */
export const ledgerSettlementSeqMax = 1_000;
/** Upper bound of transfers one reconciliation replays in memory. */
export const ledgerReconcileTransfersMax = 10_000_000;
/** Upper bound of mismatching accounts a reconciliation reports (the count is always exact). */
export const ledgerReconcileMismatchesReportedMax = 100;
/**
 * Rows the server keeps for the house account of one currency (`shard` 0..count-1). Core still names
 * the house `house:<currency>`; the server picks the row from the transfer's idempotency key, so
 * concurrent stakes and payouts lock different rows. Raising it is safe (balances are summed over
 * every house row); lowering it strands the higher rows' balances in the sum, which stays correct.
 */
export const ledgerHouseShardCount = 16;
