import {
  exchangeEventStatuses,
  exchangeMarketStatuses,
  exchangeOrderStatuses,
  exchangePersistences,
  exchangeSides,
  type ExchangeEventStatus,
  type ExchangeMarketStatus,
  type ExchangeOrderSide,
  type ExchangeOrderStatus,
} from '@oddsmith/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centsColumn, createdAtColumn, idColumn, inListCheck, sortOrderColumn, statusColumn, timestampColumn, updatedAtColumn, uuidRef } from './columns';
import { events, markets, selections, sports } from './sports';
import { users } from './users';

export type ExchangePersistence = (typeof exchangePersistences)[number];
export const exchangeSuspenders = ['staff', 'feed'] as const;
export type ExchangeSuspender = (typeof exchangeSuspenders)[number];

/**
 * The betting exchange (PRODUCT.md section 5). The order book of a market lives in memory on the
 * instance that holds the market's lock; these tables are its truth: the book is rebuilt from the
 * open orders (in `book_id` order, which is time priority) whenever `exchange_markets.book_seq`
 * differs from the copy's. Anyone who changes a market's open orders locks the market row and
 * bumps `book_seq` in the same transaction.
 */
export const exchangeEvents = pgTable(
  'exchange_events',
  {
    id: idColumn(),
    name: text('name').notNull(),
    sportId: integer('sport_id').references(() => sports.id),
    startsAt: timestampColumn('starts_at').notNull(),
    status: statusColumn<ExchangeEventStatus>('upcoming'),
    /** The sportsbook event it follows (in-play, dangerous moments, finish); null when staff made it. */
    linkedEventId: uuid('linked_event_id').references(() => events.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('exchange_events_linked_event_key').on(table.linkedEventId).where(sql`${table.linkedEventId} is not null`),
    index('exchange_events_status_start_idx').on(table.status, table.startsAt),
    inListCheck('exchange_events_status_check', table.status, exchangeEventStatuses),
  ],
);

/** `{ kind, runnerIds }` of the current settlement (runnerIds empty for void). */
export type ExchangeMarketResult = { kind: 'winner' | 'dead_heat' | 'void'; runnerIds: string[] };

export const exchangeMarkets = pgTable(
  'exchange_markets',
  {
    id: idColumn(),
    eventId: uuidRef('event_id', () => exchangeEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: statusColumn<ExchangeMarketStatus>('open'),
    inPlay: boolean('in_play').notNull().default(false),
    /**
     * Who suspended the market while it is `suspended`: `staff` (only staff reopen it) or `feed` (the
     * linked sportsbook market's dangerous moment; the feed reopens it when that market reopens).
     */
    suspendedBy: text('suspended_by').$type<ExchangeSuspender>(),
    /** +1 on every change of the market's open orders; the in-memory book knows which it reflects. */
    bookSeq: integer('book_seq').notNull().default(0),
    /** Sum of matched backer stakes (cents). */
    matchedCents: centsColumn('matched_cents').notNull().default(0),
    /** The sportsbook market it mirrors (match odds of the linked event), if any. */
    linkedMarketId: text('linked_market_id').references(() => markets.id, { onDelete: 'set null' }),
    /** 0 until settled; +1 per re-result. */
    resultVersion: integer('result_version').notNull().default(0),
    result: jsonb('result').$type<ExchangeMarketResult>(),
    sortOrder: sortOrderColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('exchange_markets_event_idx').on(table.eventId, table.sortOrder),
    index('exchange_markets_status_idx').on(table.status),
    inListCheck('exchange_markets_status_check', table.status, exchangeMarketStatuses),
    inListCheck('exchange_markets_suspended_by_check', table.suspendedBy, exchangeSuspenders),
  ],
);

export const exchangeRunners = pgTable(
  'exchange_runners',
  {
    id: idColumn(),
    marketId: uuidRef('market_id', () => exchangeMarkets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: sortOrderColumn(),
    /** The sportsbook selection it mirrors, if any. */
    linkedSelectionId: text('linked_selection_id').references(() => selections.id, { onDelete: 'set null' }),
    lastTradedMilli: integer('last_traded_milli'),
    tradedCents: centsColumn('traded_cents').notNull().default(0),
  },
  (table) => [index('exchange_runners_market_idx').on(table.marketId, table.sortOrder)],
);

/**
 * One order. Amounts are the backer's stake; unmatched = stake - matched - cancelled. `book_id` is
 * the matching engine's integer id and the time priority within a price level.
 */
export const exchangeOrders = pgTable(
  'exchange_orders',
  {
    id: idColumn(),
    bookId: integer('book_id').notNull().generatedAlwaysAsIdentity(),
    userId: uuidRef('user_id', () => users.id),
    marketId: uuidRef('market_id', () => exchangeMarkets.id),
    runnerId: uuidRef('runner_id', () => exchangeRunners.id),
    side: text('side').$type<ExchangeOrderSide>().notNull(),
    priceMilli: integer('price_milli').notNull(),
    stakeCents: centsColumn('stake_cents').notNull(),
    matchedCents: centsColumn('matched_cents').notNull().default(0),
    cancelledCents: centsColumn('cancelled_cents').notNull().default(0),
    /** Sum over fills of stake x price (cents x thousandths): the average matched price is this / matched. */
    matchedPriceSum: centsColumn('matched_price_sum').notNull().default(0),
    status: statusColumn<ExchangeOrderStatus>('open'),
    persistence: text('persistence').$type<ExchangePersistence>().notNull().default('lapse'),
    requestId: text('request_id').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('exchange_orders_book_id_key').on(table.bookId),
    uniqueIndex('exchange_orders_user_request_key').on(table.userId, table.requestId),
    index('exchange_orders_market_status_idx').on(table.marketId, table.status, table.bookId),
    index('exchange_orders_user_market_idx').on(table.userId, table.marketId),
    index('exchange_orders_created_idx').on(table.createdAt),
    inListCheck('exchange_orders_side_check', table.side, exchangeSides),
    inListCheck('exchange_orders_status_check', table.status, exchangeOrderStatuses),
    inListCheck('exchange_orders_persistence_check', table.persistence, exchangePersistences),
    check('exchange_orders_amounts_check', sql`${table.stakeCents} > 0 and ${table.matchedCents} >= 0 and ${table.cancelledCents} >= 0 and ${table.matchedCents} + ${table.cancelledCents} <= ${table.stakeCents}`),
    check('exchange_orders_open_check', sql`(${table.status} = 'open') = (${table.matchedCents} + ${table.cancelledCents} < ${table.stakeCents})`),
  ],
);

/** A match between a back and a lay at the maker's price: one matched bet for each side. */
export const exchangeFills = pgTable(
  'exchange_fills',
  {
    id: idColumn(),
    marketId: uuidRef('market_id', () => exchangeMarkets.id),
    runnerId: uuidRef('runner_id', () => exchangeRunners.id),
    backOrderId: uuidRef('back_order_id', () => exchangeOrders.id),
    layOrderId: uuidRef('lay_order_id', () => exchangeOrders.id),
    backUserId: uuidRef('back_user_id', () => users.id),
    layUserId: uuidRef('lay_user_id', () => users.id),
    priceMilli: integer('price_milli').notNull(),
    stakeCents: centsColumn('stake_cents').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('exchange_fills_market_idx').on(table.marketId),
    index('exchange_fills_back_order_idx').on(table.backOrderId),
    index('exchange_fills_lay_order_idx').on(table.layOrderId),
    index('exchange_fills_back_user_idx').on(table.backUserId, table.marketId),
    index('exchange_fills_lay_user_idx').on(table.layUserId, table.marketId),
    // Reports: volume matched in a period.
    index('exchange_fills_created_idx').on(table.createdAt),
    check('exchange_fills_stake_check', sql`${table.stakeCents} > 0`),
  ],
);

/**
 * A player's stake in one market: the escrow held for it (core's `marketExposureCents` of their
 * matched and unmatched orders) and, once settled, the result of the current settlement.
 */
export const exchangePositions = pgTable(
  'exchange_positions',
  {
    marketId: uuidRef('market_id', () => exchangeMarkets.id),
    userId: uuidRef('user_id', () => users.id),
    escrowCents: centsColumn('escrow_cents').notNull().default(0),
    /** +1 per escrow movement: the movement's ledger key carries it. */
    escrowSeq: integer('escrow_seq').notNull().default(0),
    profitCents: centsColumn('profit_cents'),
    commissionCents: centsColumn('commission_cents'),
    settledVersion: integer('settled_version').notNull().default(0),
    settledAt: timestampColumn('settled_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.marketId, table.userId] }),
    index('exchange_positions_user_idx').on(table.userId, table.updatedAt),
    // Reports: commission of positions settled in a period.
    index('exchange_positions_settled_idx').on(table.settledAt),
    check('exchange_positions_escrow_check', sql`${table.escrowCents} >= 0`),
  ],
);

/** Every settlement of a market, first and re-results, with who and why. */
export const exchangeSettlements = pgTable(
  'exchange_settlements',
  {
    id: idColumn(),
    marketId: uuidRef('market_id', () => exchangeMarkets.id),
    version: integer('version').notNull(),
    result: jsonb('result').$type<ExchangeMarketResult>().notNull(),
    reason: text('reason').notNull(),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    commissionCents: centsColumn('commission_cents').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('exchange_settlements_market_version_key').on(table.marketId, table.version)],
);

export type ExchangeEventRow = typeof exchangeEvents.$inferSelect;
export type ExchangeMarketRow = typeof exchangeMarkets.$inferSelect;
export type ExchangeRunnerRow = typeof exchangeRunners.$inferSelect;
export type ExchangeOrderRow = typeof exchangeOrders.$inferSelect;
export type ExchangeFillRow = typeof exchangeFills.$inferSelect;
export type ExchangePositionRow = typeof exchangePositions.$inferSelect;
export type ExchangeSettlementRow = typeof exchangeSettlements.$inferSelect;
