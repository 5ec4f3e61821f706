import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events, markets, selections, ticketLegs, tickets, type TicketLegRow, type TicketRow, type TicketStatus } from '../../db/schema';

export async function findTicketsByRequest(tx: Executor, userId: string, requestId: string): Promise<TicketRow[]> {
  // One placement makes at most one ticket per leg: bounded by the slip's leg limit.
  return tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.requestId, requestId)))
    .orderBy(asc(tickets.requestSeq))
    .limit(64);
}

/** A selection as placement sees it now: its price, its market and its event. */
export type SlipSelectionRow = {
  selectionId: string;
  selectionName: string;
  oddsMilli: number | null;
  marketId: string;
  marketName: string;
  marketStatus: string;
  eventId: string;
  eventName: string;
  eventStatus: string;
};

export async function findSlipSelections(tx: Executor, selectionIds: readonly string[]): Promise<SlipSelectionRow[]> {
  if (selectionIds.length === 0) return [];
  return tx
    .select({
      selectionId: selections.id,
      selectionName: selections.name,
      oddsMilli: selections.oddsMilli,
      marketId: markets.id,
      marketName: markets.name,
      marketStatus: markets.status,
      eventId: events.id,
      eventName: events.name,
      eventStatus: events.status,
    })
    .from(selections)
    .innerJoin(markets, eq(markets.id, selections.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(inArray(selections.id, [...selectionIds]))
    .limit(selectionIds.length);
}

export async function insertTicket(tx: Executor, row: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [inserted] = await tx.insert(tickets).values(row).returning();
  if (!inserted) throw new Error('ticket insert returned nothing');
  return inserted;
}

export async function insertLegs(tx: Executor, rows: (typeof ticketLegs.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(ticketLegs).values(rows);
}

/** A leg with the names and the current price of its selection, for the API. */
export type LegDetailRow = TicketLegRow & {
  selectionName: string;
  currentOddsMilli: number | null;
  marketName: string;
  marketStatus: string;
  eventName: string;
  eventStatus: string;
};

export async function findLegDetails(tx: Executor, ticketIds: readonly string[]): Promise<LegDetailRow[]> {
  if (ticketIds.length === 0) return [];
  const rows = await tx
    .select({
      leg: ticketLegs,
      selectionName: selections.name,
      currentOddsMilli: selections.oddsMilli,
      marketName: markets.name,
      marketStatus: markets.status,
      eventName: events.name,
      eventStatus: events.status,
    })
    .from(ticketLegs)
    .innerJoin(selections, eq(selections.id, ticketLegs.selectionId))
    .innerJoin(markets, eq(markets.id, ticketLegs.marketId))
    .innerJoin(events, eq(events.id, ticketLegs.eventId))
    .where(inArray(ticketLegs.ticketId, [...ticketIds]))
    .orderBy(asc(ticketLegs.ticketId), asc(ticketLegs.legIndex))
    // At most betslipLegsMax legs per ticket.
    .limit(ticketIds.length * 64);
  return rows.map((row) => ({
    ...row.leg,
    selectionName: row.selectionName,
    currentOddsMilli: row.currentOddsMilli,
    marketName: row.marketName,
    marketStatus: row.marketStatus,
    eventName: row.eventName,
    eventStatus: row.eventStatus,
  }));
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
export async function lockNextDuePending(tx: Executor, now: Date): Promise<TicketRow | undefined> {
  const rows = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.status, 'pending'), lte(tickets.acceptAt, now)))
    .orderBy(asc(tickets.acceptAt), asc(tickets.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

export async function lockTicket(tx: Executor, ticketId: string): Promise<TicketRow | undefined> {
  const rows = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).limit(1).for('update');
  return rows[0];
}

export async function updateTicket(tx: Executor, ticketId: string, patch: Partial<typeof tickets.$inferInsert>): Promise<void> {
  await tx.update(tickets).set(patch).where(eq(tickets.id, ticketId));
}

export async function updateLegOdds(tx: Executor, legId: string, oddsMilli: number): Promise<void> {
  await tx.update(ticketLegs).set({ oddsMilli }).where(eq(ticketLegs.id, legId));
}

