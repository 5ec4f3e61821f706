import type { AcceptOddsChanges } from '../betslip/validation';
import type { ApiOdds } from './sports-contract';

/**
 * The betting API's shapes (PRODUCT.md section 11, docs/betting-api.md): the player's tickets and
 * the staff's tickets and risk screens. Amounts are decimals in the ticket's currency.
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

// ---- Staff: tickets ------------------------------------------------------------------------

/** Staff see whose ticket it is and its settlement trail. */
export type ApiAdminTicket = ApiTicket & {
  userId: string;
  username: string;
  currency: string;
  requestId: string;
  /** 0 while open; 1 after the first settlement; +1 per resettlement. */
  settlementSeq: number;
  /** Staff's reason for the last manual void / settlement / resettlement. */
  settleReason: string | null;
};

/** `GET /api/admin/tickets` query: every filter optional; `page` from 1. */
export type AdminTicketQuery = {
  status?: ApiTicketStatus | 'open' | 'settled';
  betType?: TicketBetType;
  /** Exact user id, or part of a username (case-insensitive). */
  user?: string;
  eventId?: string;
  marketId?: string;
  /** ISO dates bounding `placedAt`. */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
};

export type AdminTicketList = { tickets: ApiAdminTicket[]; total: number; page: number; pageSize: number };

/** One ledger transfer of a ticket (stake, payout, refund, resettlement reversal, cash-out). */
export type ApiTicketLedgerLine = {
  id: string;
  code: string;
  amount: number;
  /** `player-cash`, `player-bonus` or `house`: which side the money left and reached. */
  from: string;
  to: string;
  idempotencyKey: string;
  createdAt: string;
};

/** An audit entry of a staff action on the ticket. */
export type ApiTicketAuditLine = { action: string; actor: string; reason: string | null; at: string };

export type AdminTicketDetail = { ticket: ApiAdminTicket; ledger: ApiTicketLedgerLine[]; audit: ApiTicketAuditLine[] };

/** `POST /api/admin/tickets/:id/void` `{ reason }`. */
export type AdminVoidTicketRequest = { reason: string };

/**
 * `POST /api/admin/tickets/:id/settle`: settles an open ticket by hand or resettles a settled one;
 * every leg gets an outcome (`deadHeatCount` only with `dead_heat`, 2 or more).
 */
export type AdminSettleTicketRequest = {
  legs: { legIndex: number; outcome: 'won' | 'lost' | 'void' | 'dead_heat'; deadHeatCount?: number }[];
  reason: string;
};

// ---- Staff: risk ---------------------------------------------------------------------------
//
// Every amount of the risk screen is in the `currency` beside it: players hold different
// currencies, and figures of two currencies are never added (one ladder, event row and total per
// currency).

/**
 * Liability of a selection: what the house pays out if it wins, minus what it keeps. Multis and
 * system bets count their full potential return against each open leg (the worst case).
 */
export type ApiSelectionLiability = {
  /** The currency of this row's amounts (the backing tickets' currency). */
  currency: string;
  selectionId: string;
  selectionName: string;
  odds: ApiOdds;
  tickets: number;
  /** Stakes of open tickets backing this selection. */
  stake: number;
  /** What open tickets backing it would pay if it (and, for multis, their other legs) won. */
  potentialPayout: number;
  /** potentialPayout minus every open stake on the market: the house's loss if it wins (negative = profit). */
  liability: number;
};

/** A market's ladder in one currency: only that currency's tickets. */
export type ApiMarketLiability = {
  currency: string;
  marketId: string;
  marketName: string;
  marketStatus: string;
  eventId: string;
  eventName: string;
  eventStatus: string;
  /** Set while risk holds the market suspended. */
  riskSuspendedAt: string | null;
  stake: number;
  /** The worst selection's liability. */
  liability: number;
  /** The ladder: one row per selection, worst first. */
  selections: ApiSelectionLiability[];
};

/** An event's liability in one currency (an event with bets in two currencies has two rows). */
export type ApiEventLiability = {
  currency: string;
  eventId: string;
  eventName: string;
  eventStatus: string;
  startTime: string;
  tickets: number;
  stake: number;
  /** Sum of its markets' worst-case liabilities. */
  liability: number;
};

export type ApiPlayerRisk = {
  /** The player's account currency: turnover, profit and open stake are in it. */
  currency: string;
  userId: string;
  username: string;
  /** Per-player stake factor (1 = normal; 0.5 halves the max stake; 0 blocks betting). */
  stakeFactor: number;
  tickets: number;
  turnover: number;
  /** Player's net result on settled tickets (returns + cash-outs - stakes); positive = player winning. */
  profit: number;
  openStake: number;
};

/** Operator limits of one currency, in that currency. */
export type ApiCurrencyLimits = {
  stakeMin: number;
  /** Before the stake factor. */
  stakeMax: number;
  payoutMax: number;
  /** Auto-suspend threshold for a selection's liability in this currency (null = off). */
  autoSuspendLiability: number | null;
};

/** Totals and limits of one currency on the risk screen. */
export type ApiRiskCurrencySummary = {
  currency: string;
  /** False for a currency found on open tickets that has no limits (no new bets are taken in it). */
  supported: boolean;
  totalOpenStake: number;
  totalLiability: number;
  /** Null when the currency is not supported. */
  limits: ApiCurrencyLimits | null;
};

/** `GET /api/admin/risk/overview`. */
export type AdminRiskOverview = {
  /** The house currency (core `currencyDefault`): the four fields below are its figures only. */
  currency: string;
  /** Auto-suspend threshold of the house currency (null = off); every currency's is in `byCurrency`. */
  autoSuspendLiability: number | null;
  /** Open stake of the house currency's tickets. */
  totalOpenStake: number;
  /** Liability of the house currency's tickets. */
  totalLiability: number;
  /** One entry per supported currency (core `currencies` order), then any other currency on open tickets. */
  byCurrency: ApiRiskCurrencySummary[];
  topSelections: (ApiSelectionLiability & { marketId: string; marketName: string; eventId: string; eventName: string })[];
  topMarkets: ApiMarketLiability[];
  events: ApiEventLiability[];
  players: ApiPlayerRisk[];
};

/**
 * `PUT /api/admin/risk/settings`: operator limits per currency, each field optional (absent = kept).
 * `autoSuspendLiability` at the top level is the house currency's threshold (kept for older
 * clients; do not send it with `limits.<house currency>.autoSuspendLiability`).
 */
export type AdminRiskSettingsRequest = {
  autoSuspendLiability?: number | null;
  limits?: Partial<Record<string, Partial<ApiCurrencyLimits>>>;
};

/** Its answer: the limits now in force for every supported currency. */
export type AdminRiskSettings = {
  /** The house currency's threshold. */
  autoSuspendLiability: number | null;
  limits: Record<string, ApiCurrencyLimits>;
};
