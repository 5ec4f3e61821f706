import type { AcceptOddsChanges } from '../betslip/validation';
import type { ApiOdds } from './sports-contract';

/**
 * The betting API's shapes (PRODUCT.md section 11, docs/betting-api.md): the player's tickets (the
 * staff's are in admin-tickets-contract.ts and admin-risk-contract.ts). Amounts are decimals in the
 * ticket's currency.
 */

export const ticketBetTypes = ['single', 'multi', 'system'] as const;
export type TicketBetType = (typeof ticketBetTypes)[number];

export const apiTicketStatuses = ['pending', 'accepted', 'rejected', 'won', 'lost', 'void', 'cashed_out'] as const;
export type ApiTicketStatus = (typeof apiTicketStatuses)[number];

export const apiLegStatuses = ['open', 'won', 'lost', 'void', 'dead_heat'] as const;
export type ApiLegStatus = (typeof apiLegStatuses)[number];

export type ApiTicketLeg = {
  gameId: string;
  optionId: string;
  marketId: string;
  eventName: string;
  eventStatus: string;
  marketName: string;
  selectionName: string;
  /** The price the leg is struck at. */
  odds: number;
  /** The price now (`"suspended"` when its market is not open). */
  currentOdds: ApiOdds;
  status: ApiLegStatus;
};

export type ApiTicket = {
  id: string;
  betType: TicketBetType;
  status: ApiTicketStatus;
  stake: number;
  potentialReturn: number;
  funding: 'cash' | 'bonus';
  placedAt: string;
  /** In-play tickets: when the delay is over and the ticket is re-priced. */
  acceptAt: string | null;
  settledAt: string | null;
  settledReturn: number | null;
  rejectReason: string | null;
  /** Accepted tickets: the cash-out quote now, or null when cash-out is not offered. */
  cashoutValue: number | null;
  legs: ApiTicketLeg[];
};

export type PlaceBetRequest = {
  betType: TicketBetType;
  bets: { gameId: string; optionId: string; odds: number; stake: number }[];
  totalStake: number;
  useBonus: boolean;
  acceptOddsChanges: AcceptOddsChanges;
  requestId: string;
};

export type PlaceBetPayload = { tickets: ApiTicket[]; balance: number; bonusBalance: number };

/** The body of a 409 `BETSLIP_ODDS_CHANGED` / `BETSLIP_MARKET_SUSPENDED`. */
export type SlipPriceChanges = { changes: { gameId: string; optionId: string; odds: ApiOdds }[] };

export type MyBetsPayload = { mybets: ApiTicket[]; history: ApiTicket[] };

export type CashoutRequest = { ticketId: string; amount: number };
export type CashoutPayload = { ticket: ApiTicket; amount: number; balance: number; bonusBalance: number };
