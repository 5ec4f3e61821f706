export { eventLiabilityCents, exposuresOfTickets, liabilityReachesThreshold, marketLiability } from './liability';
export type { MarketLiability, OpenTicketExposure, SelectionExposure, SelectionLiability } from './liability';
export { autoSuspendLiabilityCentsDefault, autoSuspendLiabilityCentsMax, autoSuspendLiabilityCentsMin, ladderSelectionsMax } from './limits';
