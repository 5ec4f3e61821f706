import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { assert, type MarketResult } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import { auditLog, markets, selections, ticketLegs, tickets, users, type LegStatus, type TicketRow, type TicketStatus } from '../../db/schema';
import type { AuditEntry } from '../audit';
import { containsPattern, lockRowsInIdOrder, pageRows, uuidIn, uuidPattern } from '../../lib/query';
import { rowsOf } from '../../lib/transaction';
import { transactionTable } from '../../lib/transaction-table';

/** A leg as settlement needs it. */
export type SettleLegRow = {
  id: string;
  ticketId: string;
  legIndex: number;
  selectionId: string;
  marketId: string;
  oddsMilli: number;
  status: LegStatus;
  deadHeatCount: number | null;
};

type RawLeg = { id: string; ticket_id: string; leg_index: number; selection_id: string; market_id: string; odds_milli: number; status: LegStatus; dead_heat_count: number | null };

function legOf(row: RawLeg): SettleLegRow {
  return {
    id: row.id,
    ticketId: row.ticket_id,
    legIndex: Number(row.leg_index),
    selectionId: row.selection_id,
    marketId: row.market_id,
    oddsMilli: Number(row.odds_milli),
    status: row.status,
    deadHeatCount: row.dead_heat_count === null ? null : Number(row.dead_heat_count),
  };
}

/** Actions that make a ticket's result staff's own: market re-results leave such a ticket alone. */
export const manualTicketActions = ['ticket.void', 'ticket.settle', 'ticket.resettle'] as const;

export async function findMarket(tx: Executor, marketId: string): Promise<{ id: string; status: string; result: MarketResult | null } | undefined> {
  const rows = await tx.select({ id: markets.id, status: markets.status, result: markets.result }).from(markets).where(sql`${markets.id} = ${marketId}`).limit(1);
  return rows[0];
}

/**
 * The market's status and result under a share lock: a staff re-result (an UPDATE of the row) waits
 * for the batches that read the old result, and batches after it read the new one.
 */
export async function shareLockMarket(tx: Transaction, marketId: string): Promise<{ id: string; status: string; result: MarketResult | null } | undefined> {
  const rows = await tx.select({ id: markets.id, status: markets.status, result: markets.result }).from(markets).where(sql`${markets.id} = ${marketId}`).limit(1).for('share');
  return rows[0];
}

/**
 * Settled markets that still have open legs of tickets settlement may touch (not pending: those
 * wait for the in-play job). Probes `ticket_legs (market_id, status)` per settled market.
 */
export async function findMarketsToSettle(tx: Executor, limit: number): Promise<string[]> {
  const result = await tx.execute(sql`
    select m.id from markets m
     where m.status = 'settled' and m.result is not null
       and exists (select 1 from ticket_legs l join tickets t on t.id = l.ticket_id
                    where l.market_id = m.id and l.status = 'open' and t.status <> 'pending')
     limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * A batch of the market's open legs (tickets not pending), locked; legs another worker holds are
 * skipped, so several instances share a market without waiting on each other.
 */
export async function lockOpenMarketLegs(tx: Transaction, marketId: string, limit: number): Promise<SettleLegRow[]> {
  const result = await tx.execute(sql`
    select l.id, l.ticket_id, l.leg_index, l.selection_id, l.market_id, l.odds_milli, l.status, l.dead_heat_count
      from ticket_legs l join tickets t on t.id = l.ticket_id
     where l.market_id = ${marketId} and l.status = 'open' and t.status <> 'pending'
     limit ${limit}
       for update of l skip locked`);
  return rowsOf<RawLeg>(result).map(legOf);
}

/** The columns of a SettleLegRow. */
const settleLegColumns = {
  id: ticketLegs.id,
  ticketId: ticketLegs.ticketId,
  legIndex: ticketLegs.legIndex,
  selectionId: ticketLegs.selectionId,
  marketId: ticketLegs.marketId,
  oddsMilli: ticketLegs.oddsMilli,
  status: ticketLegs.status,
  deadHeatCount: ticketLegs.deadHeatCount,
};

/** A leg status a market's result gives each of its selections (core's legOutcomeOfResult). */
export type SelectionOutcome = { selectionId: string; status: LegStatus; deadHeatCount: number | null };

export async function findMarketSelectionIds(tx: Executor, marketId: string): Promise<string[]> {
  const rows = await tx.select({ id: selections.id }).from(selections).where(eq(selections.marketId, marketId));
  return rows.map((row) => row.id);
}

export type SettledSingles = { legs: number; tickets: number };

/**
 * Which share of a market's singles a lane takes: lane `index` of `count` takes the tickets of the
 * players whose id falls in the `index`-th of `count` ranges of the id space (cut by the first byte;
 * ids are random v4 uuids, so the shares are even). Lanes that run at once each scan their own
 * tickets: with one shared order, every lane probed and tried to lock the rows the others had just
 * locked and skipped them (49,681 rows probed for a chunk of 25,000). By player, not by ticket: two
 * lanes never pay into the same wallet, so one lane's payouts do not wait for the other's commit on
 * a wallet row (the house rows they still share), and a player's tickets fall in fewer chunks, so
 * fewer settled-bet notifications are written (one per player and chunk). A range, not a hash of the
 * id: the planner estimates a range from the column's statistics (about 1 / count of the rows),
 * where it took a hash expression for 0.5% and planned the chunk's selection the other way round
 * (every ticket of the lane joined before the limit).
 */
export type SinglesLane = { index: number; count: number };

/** The first player id of lane `index` of `count` (SinglesLane): the byte floor(index * 256 / count), then zeros. */
function laneStartId(index: number, count: number): string {
  const byte = Math.floor((index * 256) / count);
  return `${byte.toString(16).padStart(2, '0')}000000-0000-0000-0000-000000000000`;
}

function laneFilter(lane: SinglesLane): SQL {
  assert(Number.isInteger(lane.count) && lane.count > 0 && lane.count <= 256, 'lane count cuts the first byte');
  assert(Number.isInteger(lane.index) && lane.index >= 0 && lane.index < lane.count, 'lane index below the count');
  const from = lane.index === 0 ? sql`` : sql` and t.user_id >= ${laneStartId(lane.index, lane.count)}::uuid`;
  const to = lane.index === lane.count - 1 ? sql`` : sql` and t.user_id < ${laneStartId(lane.index + 1, lane.count)}::uuid`;
  return sql`${from}${to}`;
}

/**
 * No JIT compilation for the rest of the transaction: a singles chunk's statements run once each,
 * and compiling the payout statements cost 30-85 ms each per chunk for nothing.
 */
export async function withoutJit(tx: Transaction): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}

/**
 * The tickets a singles chunk settled, as the settle statement returned them, for the statements
 * after it (notifications, payouts, exposure): each reads this table once, where each used to probe
 * the chunk's tickets again by primary key (the payouts were selected three times per chunk). A table
 * of the chunk's transaction (`transactionTable`). No index: every reader scans it whole. The
 * selection, exposure slot and potential return are what the ticket counted for in risk's exposure
 * (settledSinglesOffExposure).
 */
export const settledSingles = transactionTable(
  'settled_singles',
  sql`id uuid not null, user_id uuid not null, status text not null, stake_cents bigint not null, return_cents bigint not null,
      currency text not null, funding text not null, settlement_seq integer not null,
      selection_id text not null, exposure_slot smallint not null, potential_return_cents bigint not null`,
);
export const settledSinglesTable = settledSingles.name;

/**
 * Settles up to `limit` of the market's accepted singles of `lane` in one statement: their open legs (the only
 * leg of the ticket) and tickets are locked (rows another worker holds are skipped, never waited on,
 * so this cannot deadlock; a ticket whose status changed under it is re-checked by PostgreSQL and
 * left out), each leg gets its selection's status and each ticket its settlement, computed as core's
 * settleSingle does: the return is the stake times the leg's factor (won: odds; dead heat: odds /
 * tied; void: 1; lost: 0), floored to the cent once; lost when nothing is returned for a lost leg,
 * void for a void leg, won otherwise. The settlement number counts on from the ticket's (a reopened
 * ticket keeps counting), the reason stays. The settled tickets go to settledSinglesTable
 * (`settledSingles.create` first), then the table is analysed so the statements reading it are
 * planned on its true size; only the counts come to Node. Risk's exposure is NOT written here: the
 * caller takes the settled tickets off it with settledSinglesOffExposure, last in the transaction.
 */
export async function settleOpenSingles(tx: Transaction, marketId: string, outcomes: readonly SelectionOutcome[], now: Date, limit: number, lane: SinglesLane): Promise<SettledSingles> {
  const json = JSON.stringify(outcomes.map((outcome) => ({ selection_id: outcome.selectionId, status: outcome.status, dead_heat_count: outcome.deadHeatCount })));
  // The statistics still say every leg is open: the planner would merge-join legs and tickets in
  // ticket id order, walking past every leg settled by the earlier chunks (the last chunk of 100,000
  // read 90,000 rows and their dead versions twice, 1.1 s). Without merge joins it takes the open
  // legs and probes each ticket by primary key. Without hash joins the two UPDATEs probe each
  // chosen leg and ticket by primary key too, where they hashed the whole tables (every leg and
  // ticket, settled or not: 100,000 rows read three times per chunk, about 0.2 s of its 0.8 s).
  // For this statement only.
  await tx.execute(sql`set local enable_mergejoin = off`);
  await tx.execute(sql`set local enable_hashjoin = off`);
  // The chunk takes its tickets off risk's exposure itself (settledSinglesOffExposure): the
  // triggers of tickets and ticket_legs each see the other table already settled, and would take off
  // nothing.
  await tx.execute(sql`select set_config('oddsmith.exposure_written', 'on', true)`);
  const result = await tx.execute(sql`
    with outcome as (
      select * from jsonb_to_recordset(${json}::jsonb) as o(selection_id text, status text, dead_heat_count integer)
    ), chosen as (
      select l.id as leg_id, l.ticket_id, o.status as leg_status, o.dead_heat_count,
             l.selection_id, t.currency, t.exposure_slot, t.stake_cents, t.potential_return_cents,
             case o.status when 'lost' then 0::bigint
                           when 'void' then t.stake_cents
                           when 'won' then t.stake_cents * l.odds_milli / 1000
                           else t.stake_cents * l.odds_milli / (1000 * o.dead_heat_count) end as return_cents
        from ${ticketLegs} l
        join ${tickets} t on t.id = l.ticket_id
        join outcome o on o.selection_id = l.selection_id
       where l.market_id = ${marketId} and l.status = 'open' and l.leg_index = 0 and t.status = 'accepted' and t.bet_type = 'single'${laneFilter(lane)}
         and not exists (select 1 from ${ticketLegs} other where other.ticket_id = l.ticket_id and other.leg_index > 0)
       limit ${limit}
         for update of l, t skip locked
    ), legs as (
      update ${ticketLegs} l set status = c.leg_status, dead_heat_count = c.dead_heat_count from chosen c where l.id = c.leg_id returning l.id
    ), settled as (
      update ${tickets} t
         set status = case c.leg_status when 'lost' then 'lost' when 'void' then 'void' else 'won' end,
             settled_at = ${now.toISOString()}::timestamptz, settled_return_cents = c.return_cents, settlement_seq = t.settlement_seq + 1
        from chosen c where t.id = c.ticket_id
      returning t.id, t.user_id, t.status, t.stake_cents, t.settled_return_cents, t.currency, t.funding, t.settlement_seq,
                c.selection_id, t.exposure_slot, t.potential_return_cents
    ), kept as (
      insert into ${settledSinglesTable} (id, user_id, status, stake_cents, return_cents, currency, funding, settlement_seq,
                                          selection_id, exposure_slot, potential_return_cents)
      select * from settled returning 1
    )
    select (select count(*) from legs)::int as legs, (select count(*) from kept)::int as tickets`);
  await tx.execute(sql`reset enable_mergejoin`);
  await tx.execute(sql`reset enable_hashjoin`);
  await tx.execute(sql`select set_config('oddsmith.exposure_written', 'off', true)`);
  await tx.execute(sql`analyze ${settledSinglesTable}`);
  const row = rowsOf<{ legs: number; tickets: number }>(result)[0];
  return { legs: row?.legs ?? 0, tickets: row?.tickets ?? 0 };
}

/**
 * Takes the chunk's settled tickets (settledSinglesTable) off risk's exposure: their deltas summed
 * per (selection, currency, slot) and handed to `selection_exposure_add`, the upsert the triggers
 * use (rows in key order, so two writers never deadlock; migration 0021). The chunk runs it last,
 * just before its commit: the rows are shared by the other singles lanes and by placements, and an
 * upsert holds its rows until the commit. Written inside the settle statement, they held the other
 * lane's settle statement through this chunk's notifications and payouts (about 0.8 s per chunk at
 * 25,000 tickets). Last is also the order a placement takes the rows in (house shards in its
 * posting, then the exposure rows by the legs' trigger at the end of that statement), where the
 * chunk took the exposure rows before the house.
 */
export async function settledSinglesOffExposure(tx: Transaction, marketId: string): Promise<void> {
  await tx.execute(sql`
    select selection_exposure_add(array(
      select row(s.selection_id, s.currency, s.exposure_slot, ${marketId}::text, -count(*), -sum(s.stake_cents), -sum(s.potential_return_cents))::selection_exposure_delta
        from ${settledSinglesTable} s group by s.selection_id, s.currency, s.exposure_slot))`);
}

/**
 * The payouts of the chunk's settled tickets (settledSinglesTable) as the ledger's
 * postHousePayoutsSelected takes them: core's betSettled (a win or a refund from the house to the
 * funding wallet under `bet:<id>:settlement:<seq>`; a loss, or a return of nothing, posts nothing).
 */
export function settledPayouts(): SQL {
  return sql`
    select 'bet:' || s.id || ':settlement:' || s.settlement_seq as idempotency_key, s.user_id, s.funding as wallet_kind, s.currency,
           s.return_cents as amount_cents, case when s.status = 'void' then 'bet_refund' else 'bet_win' end as code
      from ${settledSinglesTable} s
     where s.return_cents > 0`;
}

/**
 * A batch of the market's legs (tickets not pending, not in `excludedTicketIds`) whose status
 * differs from what `result` says, locked: what a re-result must re-mark.
 */
export async function lockChangedMarketLegs(tx: Transaction, marketId: string, result: MarketResult, limit: number, excludedTicketIds: readonly string[]): Promise<SettleLegRow[]> {
  const winners = sql.param([...result.winnerSelectionIds]);
  const isVoid = result.outcome === 'void';
  const isDeadHeat = result.outcome === 'dead-heat';
  const tied = new Set(result.winnerSelectionIds).size;
  const rows = await tx.execute(sql`
    select l.id, l.ticket_id, l.leg_index, l.selection_id, l.market_id, l.odds_milli, l.status, l.dead_heat_count
      from ticket_legs l join tickets t on t.id = l.ticket_id
     where l.market_id = ${marketId} and t.status <> 'pending'
       and l.ticket_id <> all(${sql.param([...excludedTicketIds])}::uuid[])
       and (l.status, coalesce(l.dead_heat_count, 0)) is distinct from (
         case when ${isVoid}::boolean then 'void'
              when l.selection_id = any(${winners}::text[]) then case when ${isDeadHeat}::boolean then 'dead_heat' else 'won' end
              else 'lost' end,
         case when not ${isVoid}::boolean and ${isDeadHeat}::boolean and l.selection_id = any(${winners}::text[]) then ${tied}::int else 0 end)
     limit ${limit}
       for update of l skip locked`);
  return rowsOf<RawLeg>(rows).map(legOf);
}

/** Locks the tickets in id order (one global order between settlement workers). */
export async function lockTickets(tx: Transaction, ticketIds: readonly string[]): Promise<TicketRow[]> {
  if (ticketIds.length === 0) return [];
  return lockRowsInIdOrder(tx, tickets, uuidIn(tickets.id, ticketIds));
}

export async function findLegsOfTickets(tx: Executor, ticketIds: readonly string[]): Promise<SettleLegRow[]> {
  if (ticketIds.length === 0) return [];
  const rows = await tx
    .select(settleLegColumns)
    .from(ticketLegs)
    .where(uuidIn(ticketLegs.ticketId, ticketIds))
    .orderBy(asc(ticketLegs.ticketId), asc(ticketLegs.legIndex))
    // At most betslipLegsMax legs per ticket.
    .limit(ticketIds.length * 64);
  return rows;
}

export type LegStatusUpdate = { id: string; status: LegStatus; deadHeatCount: number | null };

/** Sets many legs' statuses in one statement. */
export async function updateLegStatuses(tx: Transaction, rows: readonly LegStatusUpdate[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => ({ id: row.id, status: row.status, dead_heat_count: row.deadHeatCount })));
  await tx.execute(sql`
    update ticket_legs as l
       set status = v.status, dead_heat_count = v.dead_heat_count
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, status text, dead_heat_count integer)
     where l.id = v.id`);
}

export type TicketSettlementUpdate = {
  id: string;
  status: TicketStatus;
  settledAt: Date | null;
  settledReturnCents: number | null;
  settlementSeq: number;
  settleReason: string | null;
};

/** Writes many tickets' settlement in one statement. */
export async function updateTicketSettlements(tx: Transaction, rows: readonly TicketSettlementUpdate[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      status: row.status,
      settled_at: row.settledAt?.toISOString() ?? null,
      settled_return_cents: row.settledReturnCents === null ? null : String(row.settledReturnCents),
      settlement_seq: row.settlementSeq,
      settle_reason: row.settleReason,
    })),
  );
  await tx.execute(sql`
    update tickets as t
       set status = v.status, settled_at = v.settled_at, settled_return_cents = v.settled_return_cents::bigint,
           settlement_seq = v.settlement_seq, settle_reason = v.settle_reason
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, status text, settled_at timestamptz, settled_return_cents text, settlement_seq integer, settle_reason text)
     where t.id = v.id`);
}

/** Tickets among `ticketIds` that staff voided or settled by hand. */
export async function findManualTicketIds(tx: Executor, ticketIds: readonly string[]): Promise<Set<string>> {
  if (ticketIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ targetId: auditLog.targetId })
    .from(auditLog)
    .where(and(sql`${auditLog.targetType} = 'ticket'`, inArray(auditLog.targetId, [...ticketIds]), inArray(auditLog.action, [...manualTicketActions])))
    .limit(ticketIds.length);
  return new Set(rows.map((row) => row.targetId ?? ''));
}

export async function insertAudits(tx: Transaction, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(auditLog).values([...entries]);
}

// ---- Staff tickets ------------------------------------------------------------------------------

export type AdminTicketFilter = {
  statuses?: readonly TicketStatus[];
  betType?: string;
  /** Exact user id, or part of a username. */
  user?: string;
  eventId?: string;
  marketId?: string;
  placedFrom?: Date;
  placedBefore?: Date;
};


function whereOf(filter: AdminTicketFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.statuses) conditions.push(inArray(tickets.status, [...filter.statuses]));
  if (filter.betType) conditions.push(eq(tickets.betType, filter.betType as TicketRow['betType']));
  if (filter.user) {
    const byName = ilike(users.username, containsPattern(filter.user));
    conditions.push(uuidPattern.test(filter.user) ? (or(eq(tickets.userId, filter.user), byName) ?? byName) : byName);
  }
  if (filter.eventId) conditions.push(sql`exists (select 1 from ticket_legs l where l.ticket_id = ${tickets.id} and l.event_id = ${filter.eventId})`);
  if (filter.marketId) conditions.push(sql`exists (select 1 from ticket_legs l where l.ticket_id = ${tickets.id} and l.market_id = ${filter.marketId})`);
  if (filter.placedFrom) conditions.push(gte(tickets.placedAt, filter.placedFrom));
  if (filter.placedBefore) conditions.push(lt(tickets.placedAt, filter.placedBefore));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type AdminTicketRow = TicketRow & { username: string };

/** One page of tickets, newest first, with the owner's username. */
export async function listAdminTickets(tx: Executor, filter: AdminTicketFilter, limit: number, offset: number): Promise<AdminTicketRow[]> {
  const query = tx.select({ ticket: tickets, username: users.username }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(whereOf(filter));
  const rows = await pageRows(query.$dynamic(), [desc(tickets.placedAt), desc(tickets.id)], limit, offset);
  return rows.map((row) => ({ ...row.ticket, username: row.username }));
}

export async function countAdminTickets(tx: Executor, filter: AdminTicketFilter): Promise<number> {
  const rows = await tx.select({ total: count() }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(whereOf(filter));
  return rows[0]?.total ?? 0;
}

export async function findAdminTicket(tx: Executor, ticketId: string): Promise<AdminTicketRow | undefined> {
  const rows = await tx.select({ ticket: tickets, username: users.username }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(eq(tickets.id, ticketId)).limit(1);
  const row = rows[0];
  return row ? { ...row.ticket, username: row.username } : undefined;
}

/** Audit entries of staff actions on the ticket, oldest first. */
export async function findTicketAudit(tx: Executor, ticketId: string, limit: number) {
  return tx
    .select({ action: auditLog.action, actor: users.username, detail: auditLog.detail, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, 'ticket'), eq(auditLog.targetId, ticketId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(limit);
}
