export {
  legStakeFactor,
  settleTicket,
  systemDoubleLegIndexes,
  systemDoubleStakesCents,
  systemDoubleStatuses,
} from './settlement';
export type {
  LegOutcome,
  SettlementBetType,
  SettlementLeg,
  SettlementTicket,
  StakeFactor,
  SystemDoubleStatus,
  TicketSettlement,
} from './settlement';
export { deadHeatTiedCountMax } from './limits';
export { legOutcomeOfResult } from './market-result';
