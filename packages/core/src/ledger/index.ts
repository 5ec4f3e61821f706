/** Account ids and kinds: the whole module. */
export * from './accounts';
export { assertIdempotencyKey, assertTransfer, balancedEvent, transferCodes, transferPhases } from './transfers';
export type { Transfer, TransferCode, TransferPhase } from './transfers';
export {
  applyTransfers,
  availableCents,
  balanceOf,
  emptyLedger,
  reconcile,
  totalsBalance,
  zeroBalance,
} from './ledger';
export type {
  AccountBalance,
  Ledger,
  LedgerCode,
  LedgerErr,
  ReconcileCode,
  ReconcileErr,
  ReconcileMismatch,
  ReconcileReport,
  TransferOutcome,
} from './ledger';
export {
  agentFunded,
  agentTransferred,
  betPlaced,
  betResettled,
  betSettled,
  bonusForfeited,
  bonusGranted,
  casinoRoundPosted,
  cashedOut,
  depositConfirmed,
  exchangeEscrowLocked,
  exchangeEscrowReleased,
  exchangeMarketResettled,
  exchangeMarketSettled,
  partnerCommissionCredited,
  staffBalanceTransferred,
  withdrawalApproved,
  withdrawalRejected,
  withdrawalRequested,
} from './rules';
export type {
  AgentFunded,
  AgentTransfer,
  BetPlaced,
  BetSettled,
  BonusMovement,
  CashedOut,
  CasinoRoundMoney,
  DepositConfirmed,
  EscrowMovement,
  ExchangeMarketResettled,
  ExchangeMarketSettled,
  ExchangeSettlementPart,
  PartnerCommission,
  StaffBalanceTransfer,
  TicketFunding,
  WithdrawalMovement,
} from './rules';
export {
  ledgerHouseShardCount,
  ledgerIdLengthMax,
  ledgerIdempotencyKeyLengthMax,
  ledgerReconcileMismatchesReportedMax,
  ledgerReconcileTransfersMax,
  ledgerSettlementSeqMax,
  ledgerTransfersPerBatchMax,
  ledgerTransfersPerEventMax,
} from './limits';
