import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ExchangeEventStatus, ExchangeMarketStatus, ExchangeOrderSide, ExchangeOrderStatus } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import {
  exchangeEvents,
  exchangeFills,
  exchangeMarkets,
  exchangeOrders,
  exchangePositions,
  exchangeRunners,
  exchangeSettlements,
  markets,
  selections,
  sports,
  events,
  users,
  type ExchangeEventRow,
  type ExchangeFillRow,
  type ExchangeMarketResult,
  type ExchangeMarketRow,
  type ExchangePositionRow,
  type ExchangeRunnerRow,
  type ExchangeSettlementRow,
  type ExchangeSuspender,
  type EventRow,
  type MarketRow,
  type SelectionRow,
} from '../../db/schema';
import { allOf, containsPattern, countRows, eqWhenSet, pageRows, uuidIn, uuidPattern } from '../../lib/query';

// ---- Events ------------------------------------------------------------------------------------

export type EventFilter = { status?: ExchangeEventStatus; sportId?: number; text?: string };

/** An event row with its sport's name, its market count and the matched volume of its markets. */
export type EventListRow = ExchangeEventRow & { sportName: string | null; marketCount: number; matchedCents: number };

function eventWhere(filter: EventFilter): SQL | undefined {
  return allOf(
    eqWhenSet(exchangeEvents.status, filter.status),
    filter.sportId === undefined ? undefined : eq(exchangeEvents.sportId, filter.sportId),
    filter.text ? sql`${exchangeEvents.name} ilike ${containsPattern(filter.text)}` : undefined,
  );
}

const marketCount = sql<number>`(select count(*)::int from ${exchangeMarkets} where ${exchangeMarkets.eventId} = ${exchangeEvents.id})`;
const eventMatchedCents = sql<number>`(select coalesce(sum(${exchangeMarkets.matchedCents}), 0)::bigint from ${exchangeMarkets} where ${exchangeMarkets.eventId} = ${exchangeEvents.id})`.mapWith(Number);

function selectEvents(tx: Executor) {
  return tx
    .select({ event: exchangeEvents, sportName: sports.name, marketCount, matchedCents: eventMatchedCents })
    .from(exchangeEvents)
    .leftJoin(sports, eq(sports.id, exchangeEvents.sportId))
    .$dynamic();
}

function eventRowOf(row: { event: ExchangeEventRow; sportName: string | null; marketCount: number; matchedCents: number }): EventListRow {
  return { ...row.event, sportName: row.sportName, marketCount: row.marketCount, matchedCents: row.matchedCents };
}

/** In play first, then upcoming by start time, finished last. */
export async function listEvents(tx: Executor, filter: EventFilter, limit: number, offset: number): Promise<EventListRow[]> {
  const statusOrder = sql`case ${exchangeEvents.status} when 'inplay' then 0 when 'upcoming' then 1 else 2 end`;
  const rows = await pageRows(selectEvents(tx).where(eventWhere(filter)), [statusOrder, asc(exchangeEvents.startsAt), asc(exchangeEvents.id)], limit, offset);
  return rows.map(eventRowOf);
}

export function countEvents(tx: Executor, filter: EventFilter): Promise<number> {
  return countRows(tx, exchangeEvents, eventWhere(filter));
}

export async function findEvent(tx: Executor, eventId: string): Promise<EventListRow | undefined> {
  const rows = await selectEvents(tx).where(eq(exchangeEvents.id, eventId)).limit(1);
  return rows[0] ? eventRowOf(rows[0]) : undefined;
}

export async function findEventByLinkedId(tx: Executor, linkedEventId: string): Promise<ExchangeEventRow | undefined> {
  const rows = await tx.select().from(exchangeEvents).where(eq(exchangeEvents.linkedEventId, linkedEventId)).limit(1);
  return rows[0];
}

export type NewEvent = { name: string; sportId: number | null; startsAt: Date; status?: ExchangeEventStatus; linkedEventId: string | null; createdBy: string | null };
export type NewMarket = { name: string; linkedMarketId: string | null; inPlay?: boolean; runners: { name: string; linkedSelectionId: string | null }[] };

/**
 * Inserts an event with its markets and runners. A linked event that another caller created first
 * (the unique `linked_event_id`) inserts nothing and answers null.
 */
export async function insertEvent(tx: Transaction, event: NewEvent, markets: readonly NewMarket[]): Promise<string | null> {
  const inserted = await tx.insert(exchangeEvents).values(event).onConflictDoNothing().returning({ id: exchangeEvents.id });
  const eventId = inserted[0]?.id;
  if (!eventId) return null;
  for (const [index, market] of markets.entries()) {
    const rows = await tx
      .insert(exchangeMarkets)
      .values({ eventId, name: market.name, linkedMarketId: market.linkedMarketId, inPlay: market.inPlay ?? false, sortOrder: index })
      .returning({ id: exchangeMarkets.id });
    const marketId = rows[0]?.id;
    if (!marketId) throw new Error('market insert returned no id');
    await tx.insert(exchangeRunners).values(market.runners.map((runner, sortOrder) => ({ marketId, name: runner.name, linkedSelectionId: runner.linkedSelectionId, sortOrder })));
  }
  return eventId;
}

export async function setEventStatus(tx: Transaction, eventId: string, status: ExchangeEventStatus): Promise<void> {
  await tx.update(exchangeEvents).set({ status, updatedAt: new Date() }).where(and(eq(exchangeEvents.id, eventId), sql`${exchangeEvents.status} <> ${status}`));
}

// ---- Markets -----------------------------------------------------------------------------------

export function findMarketsOfEvent(tx: Executor, eventId: string): Promise<ExchangeMarketRow[]> {
  return tx.select().from(exchangeMarkets).where(eq(exchangeMarkets.eventId, eventId)).orderBy(asc(exchangeMarkets.sortOrder), asc(exchangeMarkets.id));
}

export async function findMarket(tx: Executor, marketId: string): Promise<ExchangeMarketRow | undefined> {
  const rows = await tx.select().from(exchangeMarkets).where(eq(exchangeMarkets.id, marketId)).limit(1);
  return rows[0];
}

export function findRunnersOfMarkets(tx: Executor, marketIds: readonly string[]): Promise<ExchangeRunnerRow[]> {
  if (marketIds.length === 0) return Promise.resolve([]);
  return tx.select().from(exchangeRunners).where(uuidIn(exchangeRunners.marketId, marketIds)).orderBy(asc(exchangeRunners.sortOrder), asc(exchangeRunners.id));
}

export type MarketChange = { status?: ExchangeMarketStatus; inPlay?: boolean; suspendedBy?: ExchangeSuspender | null; result?: ExchangeMarketResult; resultVersion?: number };

export async function updateMarket(tx: Transaction, marketId: string, change: MarketChange): Promise<void> {
  await tx.update(exchangeMarkets).set({ ...change, updatedAt: new Date() }).where(eq(exchangeMarkets.id, marketId));
}

/** Resting volume per runner, side and price (backer's stake unmatched) of the open orders of some markets. */
export type LadderLevelRow = { marketId: string; runnerId: string; side: ExchangeOrderSide; priceMilli: number; remainingCents: number };

const remaining = sql`${exchangeOrders.stakeCents} - ${exchangeOrders.matchedCents} - ${exchangeOrders.cancelledCents}`;

export async function findLadderLevels(tx: Executor, marketIds: readonly string[]): Promise<LadderLevelRow[]> {
  if (marketIds.length === 0) return [];
  return tx
    .select({
      marketId: exchangeOrders.marketId,
      runnerId: exchangeOrders.runnerId,
      side: exchangeOrders.side,
      priceMilli: exchangeOrders.priceMilli,
      remainingCents: sql<number>`sum(${remaining})::bigint`.mapWith(Number),
    })
    .from(exchangeOrders)
    .where(and(uuidIn(exchangeOrders.marketId, marketIds), eq(exchangeOrders.status, 'open')))
    .groupBy(exchangeOrders.marketId, exchangeOrders.runnerId, exchangeOrders.side, exchangeOrders.priceMilli);
}

/** Per market: open orders, their unmatched stake, and how many players ever placed an order. */
export type BookSizeRow = { marketId: string; openOrders: number; unmatchedCents: number; playerCount: number };

export function findBookSizes(tx: Executor, marketIds: readonly string[]): Promise<BookSizeRow[]> {
  if (marketIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      marketId: exchangeOrders.marketId,
      openOrders: sql<number>`(count(*) filter (where ${exchangeOrders.status} = 'open'))::int`,
      unmatchedCents: sql<number>`(coalesce(sum(${remaining}) filter (where ${exchangeOrders.status} = 'open'), 0))::bigint`.mapWith(Number),
      playerCount: sql<number>`count(distinct ${exchangeOrders.userId})::int`,
    })
    .from(exchangeOrders)
    .where(uuidIn(exchangeOrders.marketId, marketIds))
    .groupBy(exchangeOrders.marketId);
}

/** The unmatched rest of a market's open orders lapses (all of them, or only `lapse` ones): answers their owners. */
export async function lapseOpenOrders(tx: Transaction, marketId: string, onlyLapsing: boolean): Promise<string[]> {
  const rows = await tx
    .update(exchangeOrders)
    .set({ status: 'lapsed', cancelledCents: sql`${exchangeOrders.stakeCents} - ${exchangeOrders.matchedCents}`, updatedAt: new Date() })
    .where(and(eq(exchangeOrders.marketId, marketId), eq(exchangeOrders.status, 'open'), onlyLapsing ? eq(exchangeOrders.persistence, 'lapse') : undefined))
    .returning({ userId: exchangeOrders.userId });
  return [...new Set(rows.map((row) => row.userId))];
}

// ---- Settlement --------------------------------------------------------------------------------

export function findFillsOfMarket(tx: Executor, marketId: string): Promise<ExchangeFillRow[]> {
  return tx.select().from(exchangeFills).where(eq(exchangeFills.marketId, marketId)).orderBy(asc(exchangeFills.createdAt), asc(exchangeFills.id));
}

/** Every position of a market, locked in user order (the caller holds the market lock). */
export function lockPositionsOfMarket(tx: Transaction, marketId: string): Promise<ExchangePositionRow[]> {
  return tx.select().from(exchangePositions).where(eq(exchangePositions.marketId, marketId)).orderBy(asc(exchangePositions.userId)).for('update');
}

/** Positions for users who hold fills but none yet (a fill always follows an order, so rare). */
export async function ensurePositions(tx: Transaction, marketId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.insert(exchangePositions).values([...userIds].sort().map((userId) => ({ marketId, userId }))).onConflictDoNothing();
}

export type PositionSettlement = { userId: string; profitCents: number; commissionCents: number; escrowCents: number; settledVersion: number; settledAt: Date };

export async function updatePositionSettlement(tx: Transaction, marketId: string, settlement: PositionSettlement): Promise<void> {
  const { userId, ...fields } = settlement;
  await tx
    .update(exchangePositions)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(exchangePositions.marketId, marketId), eq(exchangePositions.userId, userId)));
}

export async function insertSettlement(tx: Transaction, row: typeof exchangeSettlements.$inferInsert): Promise<void> {
  await tx.insert(exchangeSettlements).values(row);
}

export type SettlementHistoryRow = ExchangeSettlementRow & { settledByName: string | null };

export async function findSettlements(tx: Executor, marketIds: readonly string[]): Promise<SettlementHistoryRow[]> {
  if (marketIds.length === 0) return [];
  const rows = await tx
    .select({ settlement: exchangeSettlements, settledByName: users.username })
    .from(exchangeSettlements)
    .leftJoin(users, eq(users.id, exchangeSettlements.settledBy))
    .where(uuidIn(exchangeSettlements.marketId, marketIds))
    .orderBy(asc(exchangeSettlements.version));
  return rows.map((row) => ({ ...row.settlement, settledByName: row.settledByName }));
}

export type SettledPositionRow = { userId: string; username: string; profitCents: number; commissionCents: number };

export async function findSettledPositions(tx: Executor, marketId: string): Promise<SettledPositionRow[]> {
  const rows = await tx
    .select({ userId: exchangePositions.userId, username: users.username, profitCents: exchangePositions.profitCents, commissionCents: exchangePositions.commissionCents })
    .from(exchangePositions)
    .innerJoin(users, eq(users.id, exchangePositions.userId))
    .where(and(eq(exchangePositions.marketId, marketId), sql`${exchangePositions.settledVersion} > 0`))
    .orderBy(asc(users.username), asc(exchangePositions.userId));
  return rows.map((row) => ({ ...row, profitCents: row.profitCents ?? 0, commissionCents: row.commissionCents ?? 0 }));
}

export async function findUsernames(tx: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx.select({ id: users.id, username: users.username }).from(users).where(uuidIn(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.username]));
}

// ---- Tickets (orders) --------------------------------------------------------------------------

export type TicketFilter = {
  status?: ExchangeOrderStatus;
  side?: ExchangeOrderSide;
  user?: string;
  eventId?: string;
  marketId?: string;
  placedFrom?: Date;
  placedBefore?: Date;
};

function ticketWhere(filter: TicketFilter): SQL | undefined {
  const user = filter.user;
  const userCondition = user
    ? uuidPattern.test(user)
      ? or(eq(exchangeOrders.userId, user), sql`${users.username} ilike ${containsPattern(user)}`)
      : sql`${users.username} ilike ${containsPattern(user)}`
    : undefined;
  return allOf(
    eqWhenSet(exchangeOrders.status, filter.status),
    eqWhenSet(exchangeOrders.side, filter.side),
    eqWhenSet(exchangeOrders.marketId, filter.marketId),
    eqWhenSet(exchangeMarkets.eventId, filter.eventId),
    filter.placedFrom ? gte(exchangeOrders.createdAt, filter.placedFrom) : undefined,
    filter.placedBefore ? lt(exchangeOrders.createdAt, filter.placedBefore) : undefined,
    userCondition,
  );
}

function selectTickets(tx: Executor) {
  return tx
    .select({
      order: exchangeOrders,
      username: users.username,
      currency: exchangeMarkets.currency,
      marketName: exchangeMarkets.name,
      eventName: exchangeEvents.name,
      runnerName: exchangeRunners.name,
    })
    .from(exchangeOrders)
    .innerJoin(users, eq(users.id, exchangeOrders.userId))
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.id, exchangeOrders.marketId))
    .innerJoin(exchangeEvents, eq(exchangeEvents.id, exchangeMarkets.eventId))
    .innerJoin(exchangeRunners, eq(exchangeRunners.id, exchangeOrders.runnerId))
    .$dynamic();
}

export type TicketRow = Awaited<ReturnType<typeof listTickets>>[number];

export function listTickets(tx: Executor, filter: TicketFilter, limit: number, offset: number) {
  return pageRows(selectTickets(tx).where(ticketWhere(filter)), [desc(exchangeOrders.createdAt), desc(exchangeOrders.bookId)], limit, offset);
}

export async function countTickets(tx: Executor, filter: TicketFilter): Promise<number> {
  const rows = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(exchangeOrders)
    .innerJoin(users, eq(users.id, exchangeOrders.userId))
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.id, exchangeOrders.marketId))
    .where(ticketWhere(filter));
  return rows[0]?.total ?? 0;
}

export async function findTicket(tx: Executor, orderId: string): Promise<TicketRow | undefined> {
  const rows = await selectTickets(tx).where(eq(exchangeOrders.id, orderId)).limit(1);
  return rows[0];
}

/** The fills of one order, oldest first. */
export function findFillsOfOrder(tx: Executor, orderId: string): Promise<ExchangeFillRow[]> {
  return tx
    .select()
    .from(exchangeFills)
    .where(or(eq(exchangeFills.backOrderId, orderId), eq(exchangeFills.layOrderId, orderId)))
    .orderBy(asc(exchangeFills.createdAt), asc(exchangeFills.id));
}

export async function findPosition(tx: Executor, marketId: string, userId: string): Promise<ExchangePositionRow | undefined> {
  const rows = await tx.select().from(exchangePositions).where(and(eq(exchangePositions.marketId, marketId), eq(exchangePositions.userId, userId))).limit(1);
  return rows[0];
}

// ---- The sportsbook side (linking and following the feed) ----------------------------------------

/** The sportsbook market types that are an event's match odds, per sport (football and cricket, tennis, basketball). */
export const matchOddsTypes = ['match-odds', 'match-winner', 'moneyline'] as const;

export async function findSportsbookEvent(tx: Executor, eventId: string): Promise<EventRow | undefined> {
  const rows = await tx.select().from(events).where(eq(events.id, eventId)).limit(1);
  return rows[0];
}

/** The event's match-odds market (its main one of those types, without a line) with its selections. */
export async function findMatchOddsMarket(tx: Executor, eventId: string): Promise<{ market: MarketRow; selections: SelectionRow[] } | undefined> {
  const rows = await tx
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, eventId), inArray(markets.type, [...matchOddsTypes]), isNull(markets.line)))
    .orderBy(asc(markets.sortOrder), asc(markets.id))
    .limit(1);
  const market = rows[0];
  if (!market) return undefined;
  const options = await tx.select().from(selections).where(eq(selections.marketId, market.id)).orderBy(asc(selections.sortOrder), asc(selections.id));
  return { market, selections: options };
}

/** Feed fixtures of the exchange's sports, not finished, with a match-odds market, not yet on the exchange. */
export async function findUnlinkedFixtures(tx: Executor, sportIds: readonly number[], limit: number, eventIds?: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        inArray(events.sportId, [...sportIds]),
        inArray(events.status, ['scheduled', 'live']),
        sql`${events.feedEventId} not like 'manual-%'`,
        eventIds ? uuidIn(events.id, eventIds) : undefined,
        sql`not exists (select 1 from ${exchangeEvents} where ${exchangeEvents.linkedEventId} = ${events.id})`,
        sql`exists (select 1 from ${markets} where ${markets.eventId} = ${events.id} and ${markets.type} in ('match-odds', 'match-winner', 'moneyline') and ${markets.line} is null and ${markets.status} in ('open', 'suspended'))`,
      ),
    )
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type FeedAction = 'close' | 'turn_in_play' | 'suspend' | 'reopen';

/**
 * Linked exchange markets that are behind their sportsbook event: it ended or was cancelled (or its
 * market closed) -> close; it is live and the market not in play -> turn in-play; its market is in a
 * dangerous moment (suspended by the feed, not by risk) -> suspend; the moment passed and the feed
 * had suspended the exchange market -> reopen.
 */
export async function findMarketsBehindFeed(tx: Executor, limit: number, eventIds?: readonly string[]): Promise<{ marketId: string; action: FeedAction }[]> {
  const action = sql<FeedAction | null>`case
    when ${events.status} in ('ended', 'cancelled') or ${markets.status} in ('closed', 'settled') then 'close'
    when ${events.status} = 'live' and not ${exchangeMarkets.inPlay} then 'turn_in_play'
    when ${exchangeMarkets.status} = 'open' and ${markets.status} = 'suspended' and ${markets.riskSuspendedAt} is null then 'suspend'
    when ${exchangeMarkets.status} = 'suspended' and ${exchangeMarkets.suspendedBy} = 'feed' and (${markets.status} = 'open' or ${markets.riskSuspendedAt} is not null) then 'reopen'
  end`;
  const rows = await tx
    .select({ marketId: exchangeMarkets.id, action })
    .from(exchangeMarkets)
    .innerJoin(exchangeEvents, eq(exchangeEvents.id, exchangeMarkets.eventId))
    .innerJoin(events, eq(events.id, exchangeEvents.linkedEventId))
    .leftJoin(markets, eq(markets.id, exchangeMarkets.linkedMarketId))
    .where(and(inArray(exchangeMarkets.status, ['open', 'suspended']), eventIds ? uuidIn(events.id, eventIds) : undefined, sql`${action} is not null`))
    .orderBy(asc(exchangeMarkets.id))
    .limit(limit);
  return rows.flatMap((row) => (row.action ? [{ marketId: row.marketId, action: row.action }] : []));
}

export async function sportExists(tx: Executor, sportId: number): Promise<boolean> {
  return (await countRows(tx, sports, eq(sports.id, sportId))) > 0;
}
