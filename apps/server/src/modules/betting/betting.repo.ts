import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { assert } from '@oddsmith/core';
import {
  events,
  exposureSlotsMax,
  ledgerAccounts,
  markets,
  responsibleGambling,
  selections,
  ticketLegs,
  tickets,
  users,
  type LedgerAccountRow,
  type ResponsibleGamblingRow,
  type TicketLegRow,
  type TicketRow,
  type TicketStatus,
} from '../../db/schema';
import { uncheckedWrites, type CarriedWrites } from '../../lib/carried-writes';
import { lockRow, uuidInSet } from '../../lib/query';

export async function findTicketsByRequest(tx: Executor, userId: string, requestId: string): Promise<TicketRow[]> {
  // One placement makes at most one ticket per leg: bounded by the slip's leg limit.
  return tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.requestId, requestId)))
    .orderBy(asc(tickets.requestSeq))
    .limit(64);
}

/** The names and states of a selection's market and event, as placement and the ticket views show them. */
export type MarketAndEventOfSelection = { marketName: string; marketStatus: string; eventName: string; eventStatus: string; eventStartTime: Date };

/** Their columns: a query that reads them joins `markets` and `events`. */
const marketAndEventColumns = { marketName: markets.name, marketStatus: markets.status, eventName: events.name, eventStatus: events.status, eventStartTime: events.startTime };

/** A selection as placement sees it now: its price, its market and its event. */
export type SlipSelectionRow = MarketAndEventOfSelection & { selectionId: string; selectionName: string; oddsMilli: number | null; marketId: string; eventId: string };

/** A slip selection as the lock statement's JSON carries it (the start time as text). */
type SlipSelectionJson = Omit<SlipSelectionRow, 'eventStartTime'> & { eventStartTime: string };

/**
 * The selections placement prices, with their markets and events, as one JSON array column of the
 * lock statement (no round trip of their own). Read with the statement's snapshot, as a separate
 * read would be: placement never locks prices, a price committed later moves later bets.
 */
function slipSelectionsJson(selectionIds: readonly string[]) {
  if (selectionIds.length === 0) return sql<SlipSelectionJson[]>`'[]'::json`;
  return sql<SlipSelectionJson[]>`(select coalesce(json_agg(json_build_object(
      'selectionId', ${selections.id}, 'selectionName', ${selections.name}, 'oddsMilli', ${selections.oddsMilli},
      'marketId', ${markets.id}, 'eventId', ${events.id}, 'marketName', ${markets.name}, 'marketStatus', ${markets.status},
      'eventName', ${events.name}, 'eventStatus', ${events.status}, 'eventStartTime', ${events.startTime})), '[]'::json)
    from ${selections}
    inner join ${markets} on ${markets.id} = ${selections.marketId}
    inner join ${events} on ${events.id} = ${markets.eventId}
    where ${inArray(selections.id, [...selectionIds])})`;
}

function slipSelectionOf(row: SlipSelectionJson): SlipSelectionRow {
  return { ...row, eventStartTime: new Date(row.eventStartTime) };
}

/**
 * The tickets of one placement and all their legs in one statement (the legs in a data-modifying
 * CTE; the foreign keys are checked at the end of the statement, when both are written). The legs
 * carry every column, so the caller has them without a read; the tickets come back in the order given.
 */
export async function insertTicketsWithLegs(tx: Transaction, rows: readonly (typeof tickets.$inferInsert)[], legs: readonly TicketLegRow[]): Promise<TicketRow[]> {
  if (rows.length === 0) return [];
  const placedLegs = tx.$with('placed_legs').as(tx.insert(ticketLegs).values([...legs]).returning({ id: ticketLegs.id }));
  const inserted = await tx.with(placedLegs).insert(tickets).values([...rows]).returning();
  if (inserted.length !== rows.length) throw new Error('ticket insert returned a different number of rows');
  const byId = new Map(inserted.map((row) => [row.id, row]));
  return rows.map((row) => {
    const stored = row.id === undefined ? undefined : byId.get(row.id);
    if (!stored) throw new Error('ticket insert did not return every ticket');
    return stored;
  });
}

/** A ticket as placement writes it: every column but those settlement sets later. */
export type NewTicket = Pick<
  TicketRow,
  'id' | 'userId' | 'requestId' | 'requestSeq' | 'betType' | 'status' | 'stakeCents' | 'potentialReturnCents' | 'funding' | 'currency' | 'acceptOddsChanges' | 'placedAt' | 'acceptAt' | 'balanceAfterCents' | 'bonusBalanceAfterCents'
>;

/**
 * The row a new ticket is once written (the columns settlement sets at their defaults): no read back.
 * Written out field by field: on Node 20's V8, `{ ...ticket, settledAt: null, ... }` (a spread
 * followed by properties the source lacks) gives every result its own hidden class, about 0.7 µs
 * per added property, and those classes are old-space garbage. With the leg details (`legDetailRowOf`) it was a few percent
 * of the placement bench's CPU and much of what its scavenges promoted (docs/architecture.md,
 * "Group commit").
 */
export function newTicketRowOf(ticket: NewTicket, exposureSlot: number): TicketRow {
  return {
    id: ticket.id,
    userId: ticket.userId,
    requestId: ticket.requestId,
    requestSeq: ticket.requestSeq,
    betType: ticket.betType,
    status: ticket.status,
    stakeCents: ticket.stakeCents,
    potentialReturnCents: ticket.potentialReturnCents,
    funding: ticket.funding,
    currency: ticket.currency,
    acceptOddsChanges: ticket.acceptOddsChanges,
    placedAt: ticket.placedAt,
    acceptAt: ticket.acceptAt,
    balanceAfterCents: ticket.balanceAfterCents,
    bonusBalanceAfterCents: ticket.bonusBalanceAfterCents,
    settledAt: null,
    settledReturnCents: null,
    rejectReason: null,
    settlementSeq: 0,
    settleReason: null,
    exposureSlot,
  };
}

/**
 * A placement batch's tickets and legs as two data-modifying CTEs (`placed_tickets`, `placed_legs`)
 * for the statement that posts their stakes (ledger `postNewTransfersHeld`): one round trip for the
 * whole batch. Each table's rows travel as one JSON parameter, so the statement's text is the same for
 * every batch size; the legs' foreign keys are checked at the end of the statement, when both are written.
 */
export function ticketsWithLegsWrites(rows: readonly NewTicket[], legs: readonly TicketLegRow[], exposureSlot: number): CarriedWrites {
  assert(Number.isInteger(exposureSlot) && exposureSlot >= 0 && exposureSlot < exposureSlotsMax, 'an exposure slot is one of the table\'s');
  const ticketJson = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      request_id: row.requestId,
      request_seq: row.requestSeq,
      bet_type: row.betType,
      status: row.status,
      stake_cents: row.stakeCents,
      potential_return_cents: row.potentialReturnCents,
      funding: row.funding,
      currency: row.currency,
      accept_odds_changes: row.acceptOddsChanges,
      placed_at: row.placedAt.toISOString(),
      accept_at: row.acceptAt?.toISOString() ?? null,
      balance_after_cents: row.balanceAfterCents,
      bonus_balance_after_cents: row.bonusBalanceAfterCents,
      exposure_slot: exposureSlot,
    })),
  );
  const legJson = JSON.stringify(
    legs.map((leg) => ({ id: leg.id, ticket_id: leg.ticketId, leg_index: leg.legIndex, event_id: leg.eventId, market_id: leg.marketId, selection_id: leg.selectionId, odds_milli: leg.oddsMilli, status: leg.status, dead_heat_count: leg.deadHeatCount })),
  );
  // Inserts fail on their own (a key taken, a row missing): nothing to check.
  return uncheckedWrites(sql`placed_tickets as (
      insert into ${tickets} (id, user_id, request_id, request_seq, bet_type, status, stake_cents, potential_return_cents, funding, currency, accept_odds_changes, placed_at, accept_at, balance_after_cents, bonus_balance_after_cents, exposure_slot)
      select * from jsonb_to_recordset(${ticketJson}::jsonb) as t(id uuid, user_id uuid, request_id text, request_seq int, bet_type text, status text, stake_cents bigint, potential_return_cents bigint,
        funding text, currency text, accept_odds_changes text, placed_at timestamptz, accept_at timestamptz, balance_after_cents bigint, bonus_balance_after_cents bigint, exposure_slot smallint)
    ), placed_legs as (
      insert into ${ticketLegs} (id, ticket_id, leg_index, event_id, market_id, selection_id, odds_milli, status, dead_heat_count)
      select * from jsonb_to_recordset(${legJson}::jsonb) as l(id uuid, ticket_id uuid, leg_index int, event_id uuid, market_id text, selection_id text, odds_milli int, status text, dead_heat_count int)
    )`);
}

/** What placement needs of one player, read while locking the cash and bonus wallets. */
export type PlacementPlayerRows = {
  userId: string;
  wallets: LedgerAccountRow[];
  role: string;
  currency: string;
  stakeFactorBp: number;
  rg: ResponsibleGamblingRow | undefined;
};

/** What placement needs of a group of players (one placement, or a batch of them). */
export type PlacementLock = {
  /** By user id; a user without wallets is missing. */
  players: Map<string, PlacementPlayerRows>;
  /** `replayKeyOf(userId, requestId)` of the requests whose tickets exist already (replays), read once the wallets are locked. */
  replayed: Set<string>;
  /** The slips' selections (those that exist), read by the same statement. */
  slipSelections: SlipSelectionRow[];
};

/** The key of one placement request: a player's requestId. */
export const replayKeyOf = (userId: string, requestId: string) => `${userId} ${requestId}`;

/**
 * The requests (of the statement's players) whose tickets exist, as one JSON column. Each pair is
 * probed through `tickets_user_request_key` by a scalar subquery: written as `exists`, the planner
 * made it a hash semi-join over every ticket (a sequential scan of the table, 3-4 ms a batch at
 * 20,000 tickets on a table never analyzed, growing with it).
 */
function replayedJson(requests: readonly { userId: string; requestId: string }[]) {
  const userIds = sql.param(requests.map((request) => request.userId));
  const requestIds = sql.param(requests.map((request) => request.requestId));
  return sql<[string, string][]>`(select coalesce(json_agg(json_build_array(r.user_id, r.request_id)), '[]'::json)
    from unnest(${userIds}::uuid[], ${requestIds}::text[]) as r(user_id, request_id)
    where (select true from ${tickets} where ${tickets.userId} = r.user_id and ${tickets.requestId} = r.request_id limit 1))`;
}

/**
 * Locks the players' cash and bonus rows (one `FOR UPDATE OF ledger_accounts`, id order: the
 * ledger's one global order, so placements of one player run one at a time and two batches never
 * deadlock) and reads, in the same statement, each player's role, currency, stake factor and
 * responsible-gambling row, which requests are replays, and the slips' selections.
 */
export async function lockPlacementPlayers(tx: Transaction, requests: readonly { userId: string; requestId: string }[], selectionIds: readonly string[]): Promise<PlacementLock> {
  // The replay probe reads with the statement's snapshot: when this statement waited for a twin
  // holding the locks, the twin's tickets are not seen here. The caller covers that case: the twin's
  // commit makes this insert hit the unique key, or a refusal looks for the twin's answer.
  const userIds = [...new Set(requests.map((request) => request.userId))];
  // The replays and the slips ride on one row only (the first user's cash wallet), not on every
  // locked row: a batch locks two rows per player and would otherwise send and parse them each time.
  const carrier = and(eq(ledgerAccounts.userId, userIds[0] ?? ''), eq(ledgerAccounts.kind, 'cash'));
  const onCarrier = <T>(json: SQL<T>) => sql<T | null>`case when ${carrier} then ${json} end`;
  const rows = await tx
    .select({ account: ledgerAccounts, role: users.role, currency: users.currency, stakeFactorBp: users.stakeFactorBp, rg: responsibleGambling, replayed: onCarrier(replayedJson(requests)), slip: onCarrier(slipSelectionsJson(selectionIds)) })
    .from(ledgerAccounts)
    .innerJoin(users, and(eq(users.id, ledgerAccounts.userId), eq(users.currency, ledgerAccounts.currency)))
    .leftJoin(responsibleGambling, eq(responsibleGambling.userId, users.id))
    .where(and(userIds.length === 1 ? eq(ledgerAccounts.userId, userIds[0] ?? '') : uuidInSet(ledgerAccounts.userId, userIds), inArray(ledgerAccounts.kind, ['cash', 'bonus'])))
    .orderBy(asc(ledgerAccounts.id))
    .limit(userIds.length * 2)
    .for('update', { of: ledgerAccounts });
  const players = new Map<string, PlacementPlayerRows>();
  for (const row of rows) {
    const userId = row.account.userId ?? '';
    const player = players.get(userId);
    if (player) player.wallets.push(row.account);
    else players.set(userId, { userId, wallets: [row.account], role: row.role, currency: row.currency, stakeFactorBp: row.stakeFactorBp, rg: row.rg ?? undefined });
  }
  const first = rows.find((row) => row.slip !== null);
  // The first user holds no wallet (not a player): the batch is decided order by order instead.
  if (rows.length > 0 && !first) throw new Error('the lock statement carried no slips');
  return {
    players,
    replayed: new Set((first?.replayed ?? []).map(([userId, requestId]) => replayKeyOf(userId, requestId))),
    slipSelections: (first?.slip ?? []).map(slipSelectionOf),
  };
}

/** A leg with the names and the current price of its selection, for the API. */
export type LegDetailRow = TicketLegRow & MarketAndEventOfSelection & { selectionName: string; currentOddsMilli: number | null };

/**
 * The `LegDetailRow` of a leg, its selection's name and current price, and its market and event.
 * Written out field by field, not `{ ...leg, ...detail }`: see `newTicketRowOf` (about 7 µs a leg).
 */
export function legDetailRowOf(leg: TicketLegRow, detail: MarketAndEventOfSelection & { selectionName: string }, currentOddsMilli: number | null): LegDetailRow {
  return {
    id: leg.id,
    ticketId: leg.ticketId,
    legIndex: leg.legIndex,
    eventId: leg.eventId,
    marketId: leg.marketId,
    selectionId: leg.selectionId,
    oddsMilli: leg.oddsMilli,
    status: leg.status,
    deadHeatCount: leg.deadHeatCount,
    selectionName: detail.selectionName,
    currentOddsMilli,
    marketName: detail.marketName,
    marketStatus: detail.marketStatus,
    eventName: detail.eventName,
    eventStatus: detail.eventStatus,
    eventStartTime: detail.eventStartTime,
  };
}

export async function findLegDetails(tx: Executor, ticketIds: readonly string[]): Promise<LegDetailRow[]> {
  if (ticketIds.length === 0) return [];
  const rows = await tx
    .select({ leg: ticketLegs, selectionName: selections.name, currentOddsMilli: selections.oddsMilli, ...marketAndEventColumns })
    .from(ticketLegs)
    .innerJoin(selections, eq(selections.id, ticketLegs.selectionId))
    .innerJoin(markets, eq(markets.id, ticketLegs.marketId))
    .innerJoin(events, eq(events.id, ticketLegs.eventId))
    .where(inArray(ticketLegs.ticketId, [...ticketIds]))
    .orderBy(asc(ticketLegs.ticketId), asc(ticketLegs.legIndex))
    // At most betslipLegsMax legs per ticket.
    .limit(ticketIds.length * 64);
  return rows.map((row) => legDetailRowOf(row.leg, row, row.currentOddsMilli));
}

export async function listTickets(tx: Executor, userId: string, statuses: readonly TicketStatus[], limit: number): Promise<TicketRow[]> {
  return tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.userId, userId), inArray(tickets.status, [...statuses])))
    .orderBy(desc(tickets.placedAt), desc(tickets.id))
    .limit(limit);
}

/** The next pending ticket whose delay is over, locked; one another worker holds is skipped. */
export async function lockNextDuePending(tx: Transaction, now: Date): Promise<TicketRow | undefined> {
  const rows = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.status, 'pending'), lte(tickets.acceptAt, now)))
    .orderBy(asc(tickets.acceptAt), asc(tickets.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

export async function lockTicket(tx: Transaction, ticketId: string): Promise<TicketRow | undefined> {
  return lockRow(tx, tickets, eq(tickets.id, ticketId));
}

export async function updateTicket(tx: Transaction, ticketId: string, patch: Partial<typeof tickets.$inferInsert>): Promise<void> {
  await tx.update(tickets).set(patch).where(eq(tickets.id, ticketId));
}

export async function updateLegOdds(tx: Transaction, legId: string, oddsMilli: number): Promise<void> {
  await tx.update(ticketLegs).set({ oddsMilli }).where(eq(ticketLegs.id, legId));
}

