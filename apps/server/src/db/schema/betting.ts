import { acceptOddsChangesValues, apiLegStatuses, apiTicketStatuses, ticketBetTypes, ticketFundings } from '@oddsmith/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { centsColumn, idColumn, inListCheck, statusColumn, textRef, timestampColumn, uuidRef } from './columns';
import { events, markets, selections } from './sports';
import { users } from './users';

export { acceptOddsChangesValues, ticketFundings };

/** Exposure slots (`tickets.exposure_slot`): at least the placement batches written at once. */
export const exposureSlotsMax = 8;

/** The lists the API contract names too: core owns them. */
export const betTypes = ticketBetTypes;
export type BetType = (typeof betTypes)[number];

/** pending: waiting out the in-play delay (stake already debited); accepted: live bet; the rest are final. */
export const ticketStatuses = apiTicketStatuses;
export type TicketStatus = (typeof ticketStatuses)[number];

export type TicketFundingColumn = (typeof ticketFundings)[number];

export type AcceptOddsChangesColumn = (typeof acceptOddsChangesValues)[number];

export const legStatuses = apiLegStatuses;
export type LegStatus = (typeof legStatuses)[number];

/**
 * One bet. A placement (`request_id`) makes one ticket per staked single, or one multi / system
 * ticket; `request_seq` numbers the tickets of one placement, so (user, request, seq) is unique and
 * a replayed or racing request finds the first placement's tickets instead of debiting again.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: idColumn(),
    userId: uuidRef('user_id', () => users.id),
    requestId: text('request_id').notNull(),
    requestSeq: integer('request_seq').notNull(),
    betType: text('bet_type').$type<BetType>().notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    stakeCents: centsColumn('stake_cents').notNull(),
    potentialReturnCents: centsColumn('potential_return_cents').notNull(),
    funding: text('funding').$type<TicketFundingColumn>().notNull(),
    currency: text('currency').notNull(),
    acceptOddsChanges: text('accept_odds_changes').$type<AcceptOddsChangesColumn>().notNull(),
    placedAt: timestampColumn('placed_at').notNull().defaultNow(),
    /** Set on in-play tickets: the moment the delay is over and the ticket is re-priced. */
    acceptAt: timestampColumn('accept_at'),
    settledAt: timestampColumn('settled_at'),
    settledReturnCents: centsColumn('settled_return_cents'),
    rejectReason: text('reject_reason'),
    /**
     * How many times the ticket has been settled: 0 while open, 1 after the first settlement, +1
     * per staff resettlement. The ledger keys of a settlement carry it (`bet:<id>:settlement:<seq>`).
     */
    settlementSeq: integer('settlement_seq').notNull().default(0),
    /** Staff's reason for the last manual void / settlement / resettlement (null when automatic). */
    settleReason: text('settle_reason'),
    /** The wallet balances right after the placement: a replayed request answers them unchanged. */
    balanceAfterCents: centsColumn('balance_after_cents').notNull(),
    bonusBalanceAfterCents: centsColumn('bonus_balance_after_cents').notNull(),
    /**
     * Which `selection_exposure` slot counts the ticket: a placement batch writes its lane's, so
     * batches running at once update different exposure rows instead of waiting on each other's.
     */
    exposureSlot: smallint('exposure_slot').notNull().default(0),
  },
  (table) => [
    uniqueIndex('tickets_user_request_key').on(table.userId, table.requestId, table.requestSeq),
    index('tickets_user_placed_idx').on(table.userId, table.placedAt),
    index('tickets_pending_accept_idx').on(table.acceptAt).where(sql`${table.status} = 'pending'`),
    index('tickets_status_placed_idx').on(table.status, table.placedAt),
    // Reports: tickets settled in a period (sportsbook GGR, liability at a period's end).
    index('tickets_settled_idx').on(table.settledAt),
    inListCheck('tickets_bet_type_check', table.betType, betTypes),
    inListCheck('tickets_status_check', table.status, ticketStatuses),
    inListCheck('tickets_funding_check', table.funding, ticketFundings),
    inListCheck('tickets_accept_odds_check', table.acceptOddsChanges, acceptOddsChangesValues),
    check('tickets_stake_positive', sql`${table.stakeCents} > 0`),
    check('tickets_return_non_negative', sql`${table.potentialReturnCents} >= 0`),
    check('tickets_request_seq_non_negative', sql`${table.requestSeq} >= 0`),
    check('tickets_settlement_seq_non_negative', sql`${table.settlementSeq} >= 0`),
    check('tickets_exposure_slot_check', sql`${table.exposureSlot} between 0 and ${sql.raw(String(exposureSlotsMax - 1))}`),
  ],
);

export const ticketLegs = pgTable(
  'ticket_legs',
  {
    id: idColumn(),
    ticketId: uuidRef('ticket_id', () => tickets.id, { onDelete: 'cascade' }),
    /** Position in the ticket (system bets pair legs by position). */
    legIndex: integer('leg_index').notNull(),
    eventId: uuidRef('event_id', () => events.id),
    marketId: textRef('market_id', () => markets.id),
    selectionId: textRef('selection_id', () => selections.id),
    /** The price the leg is struck at, in thousandths. */
    oddsMilli: integer('odds_milli').notNull(),
    status: statusColumn<LegStatus>('open'),
    deadHeatCount: integer('dead_heat_count'),
  },
  (table) => [
    uniqueIndex('ticket_legs_ticket_leg_key').on(table.ticketId, table.legIndex),
    index('ticket_legs_market_status_idx').on(table.marketId, table.status),
    index('ticket_legs_event_status_idx').on(table.eventId, table.status),
    inListCheck('ticket_legs_status_check', table.status, legStatuses),
    check('ticket_legs_odds_check', sql`${table.oddsMilli} > 1000`),
    check('ticket_legs_dead_heat_check', sql`(${table.status} = 'dead_heat') = (${table.deadHeatCount} is not null)`),
  ],
);

/**
 * Risk's open exposure, maintained: per selection, currency and slot, the tickets pending /
 * accepted with an open leg on the selection, their stakes and full potential returns (readers sum
 * the slots). Database triggers on `tickets` and `ticket_legs` keep it in the writer's transaction
 * (migration 0021_selection_exposure); the one statement that writes legs and tickets together
 * (settlement's `settleOpenSingles`) writes its own delta. Rows are never deleted (zeros stay).
 */
export const selectionExposure = pgTable(
  'selection_exposure',
  {
    // No foreign keys: a derived copy never holds a selection or market in place.
    selectionId: text('selection_id').notNull(),
    currency: text('currency').notNull(),
    slot: smallint('slot').notNull(),
    marketId: text('market_id').notNull(),
    tickets: integer('tickets').notNull(),
    stakeCents: centsColumn('stake_cents').notNull(),
    payoutCents: centsColumn('payout_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.selectionId, table.currency, table.slot] }),
    // No check that the sums stay >= 0: PostgreSQL checks an upsert's proposed row (a negative
    // delta) before it finds the conflict. exposure.test.ts asserts it instead.
    index('selection_exposure_market_idx').on(table.marketId, table.currency),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
export type TicketLegRow = typeof ticketLegs.$inferSelect;

