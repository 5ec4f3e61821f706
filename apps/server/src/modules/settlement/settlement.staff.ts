import {
  assert,
  betStakeKey,
  centsToAmount,
  settleTicket,
  type AdminTicketDetail,
  type AdminTicketList,
  type ApiAdminTicket,
  type LegOutcome,
} from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { TicketRow, TicketStatus } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import { recordAudit } from '../audit';
import { type LegDetailRow, loadBettingSettings, lockTicket, ticketViewOf, ticketViewsOf } from '../betting';
import { findTransferTrail, postEvent } from '../ledger';
import { notifyMany } from '../notifications';
import { isSettledStatus, legOutcomeOfRow, legStatusOf, resettleChange, settleChange, type TicketChange } from './settlement.plan';
import { settledNotification } from './settlement.notify';
import * as repo from './settlement.repo';
import type { AdminSettleTicketRequest as SettleTicketBody, AdminTicketQueryParsed } from '@oddsmith/core';

/** Audit lines shown with a ticket at most. */
const ticketAuditMax = 100;
const openStatuses: readonly TicketStatus[] = ['pending', 'accepted'];
const settledStatuses: readonly TicketStatus[] = ['rejected', 'won', 'lost', 'void', 'cashed_out'];

// ---- Views ------------------------------------------------------------------------------------

function adminTicketOf(ticket: repo.AdminTicketRow, legs: readonly LegDetailRow[], marginBp: number): ApiAdminTicket {
  return {
    ...ticketViewOf(ticket, legs, marginBp),
    userId: ticket.userId,
    username: ticket.username,
    currency: ticket.currency,
    requestId: ticket.requestId,
    settlementSeq: ticket.settlementSeq,
    settleReason: ticket.settleReason,
  };
}

function adminTickets(tx: Executor, rows: readonly repo.AdminTicketRow[], marginBp: number): Promise<ApiAdminTicket[]> {
  return ticketViewsOf(tx, rows, (row, legs) => adminTicketOf(row, legs, marginBp));
}

// ---- Reading ----------------------------------------------------------------------------------

const dayMs = 86_400_000;
const isDateOnly = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

function filterOf(query: AdminTicketQueryParsed): repo.AdminTicketFilter {
  const statuses = query.status === 'open' ? openStatuses : query.status === 'settled' ? settledStatuses : query.status ? [query.status] : undefined;
  const placedFrom = query.from ? new Date(query.from) : undefined;
  // A date-only `to` includes that whole day.
  const placedBefore = query.to ? new Date(Date.parse(query.to) + (isDateOnly(query.to) ? dayMs : 1)) : undefined;
  return { statuses, betType: query.betType, user: query.user, eventId: query.eventId, marketId: query.marketId, placedFrom, placedBefore };
}

/** GET /api/admin/tickets: newest first, filtered, one page. */
export async function listTickets(db: Database, query: AdminTicketQueryParsed): Promise<AdminTicketList> {
  const { cashoutMarginBp } = await loadBettingSettings(db);
  const filter = filterOf(query);
  return db.transaction(async (tx) => {
    const rows = await repo.listAdminTickets(tx, filter, query.pageSize, (query.page - 1) * query.pageSize);
    return { tickets: await adminTickets(tx, rows, cashoutMarginBp), total: await repo.countAdminTickets(tx, filter), page: query.page, pageSize: query.pageSize };
  });
}

/** Every key a ticket's transfers can carry: stake, cash-out, each settlement and its reversal. */
function ticketTransferKeys(ticket: TicketRow): string[] {
  const keys = [betStakeKey(ticket.id), `bet:${ticket.id}:cashout`];
  for (let seq = 1; seq <= Math.max(ticket.settlementSeq, 1); seq += 1) keys.push(`bet:${ticket.id}:settlement:${seq}`, `bet:${ticket.id}:settlement:${seq}:reversal`);
  return keys;
}

const sideOf: Record<string, string> = { cash: 'player-cash', bonus: 'player-bonus', house: 'house' };

async function detailOf(tx: Executor, ticketId: string, marginBp: number): Promise<AdminTicketDetail> {
  const row = await repo.findAdminTicket(tx, ticketId);
  if (!row) throw new AppError('TICKET_NOT_FOUND', 404, 'Ticket not found.', 'id');
  const [ticket] = await adminTickets(tx, [row], marginBp);
  assert(ticket, 'a found ticket has a view');
  const transfers = await findTransferTrail(tx, ticketTransferKeys(row));
  const audit = await repo.findTicketAudit(tx, ticketId, ticketAuditMax);
  return {
    ticket,
    ledger: transfers.map((transfer) => ({
      id: transfer.id,
      code: transfer.code,
      amount: centsToAmount(transfer.amountCents),
      from: sideOf[transfer.debitKind] ?? transfer.debitKind,
      to: sideOf[transfer.creditKind] ?? transfer.creditKind,
      idempotencyKey: transfer.idempotencyKey,
      createdAt: transfer.createdAt.toISOString(),
    })),
    audit: audit.map((entry) => ({
      action: entry.action,
      actor: entry.actor ?? 'system',
      reason: typeof entry.detail.reason === 'string' ? entry.detail.reason : null,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/** GET /api/admin/tickets/:id: the ticket, its ledger trail and its audit trail. */
export async function ticketDetail(db: Database, ticketId: string): Promise<AdminTicketDetail> {
  const { cashoutMarginBp } = await loadBettingSettings(db);
  return db.transaction((tx) => detailOf(tx, ticketId, cashoutMarginBp));
}

// ---- Staff void / settle / resettle -------------------------------------------------------------

async function lockOpenToStaff(tx: Transaction, ticketId: string): Promise<TicketRow> {
  const ticket = await lockTicket(tx, ticketId);
  if (!ticket) throw new AppError('TICKET_NOT_FOUND', 404, 'Ticket not found.', 'id');
  if (ticket.status === 'cashed_out') throw new AppError('TICKET_CASHED_OUT', 409, 'A cashed-out ticket is closed and cannot be resettled.', 'id');
  if (ticket.status === 'rejected') throw new AppError('TICKET_REJECTED', 409, 'A rejected ticket was never accepted; its stake is already refunded.', 'id');
  return ticket;
}

/** Posts the change, writes the ticket and the audit entry, all in the caller's transaction. */
async function applyStaffChange(tx: Transaction, actor: AuthContext, ticket: TicketRow, change: TicketChange, action: string, reason: string): Promise<void> {
  if (change.transfers.length > 0) await postEvent(tx, change.transfers, { createdBy: actor.userId, note: `${action}: ${reason}` });
  await repo.updateTicketSettlements(tx, [change.update]);
  await notifyMany(tx, settledNotification(ticket, change.update));
  await recordAudit(tx, {
    actorId: actor.userId,
    action,
    targetType: 'ticket',
    targetId: ticket.id,
    detail: { reason, previousStatus: ticket.status, previousReturnCents: ticket.settledReturnCents, status: change.update.status, returnCents: change.update.settledReturnCents, settlementSeq: change.update.settlementSeq },
  });
}

/**
 * POST /api/admin/tickets/:id/void: an open ticket (pending or accepted) is settled void (stake
 * refunded); a settled one is resettled to void (its payout reversed, the stake refunded). Legs
 * keep their own statuses; market re-results leave a hand-voided ticket alone.
 */
export async function voidTicket(db: Database, actor: AuthContext, ticketId: string, reason: string): Promise<AdminTicketDetail> {
  const { cashoutMarginBp } = await loadBettingSettings(db);
  return inTransaction(db, async (tx) => {
    const ticket = await lockOpenToStaff(tx, ticketId);
    if (ticket.status === 'void') throw new AppError('TICKET_ALREADY_VOID', 409, 'The ticket is already void.', 'id');
    const context = { now: new Date(), reason };
    const change = isSettledStatus(ticket.status) ? resettleChange(ticket, 'void', ticket.stakeCents, context) : settleChange(ticket, 'void', ticket.stakeCents, context);
    await applyStaffChange(tx, actor, ticket, change, 'ticket.void', reason);
    return detailOf(tx, ticketId, cashoutMarginBp);
  });
}

function staffOutcomes(ticketLegs: readonly { id: string; legIndex: number }[], body: SettleTicketBody): Map<string, repo.LegStatusUpdate> {
  const byIndex = new Map(body.legs.map((leg) => [leg.legIndex, leg]));
  if (byIndex.size !== body.legs.length) throw new AppError('VALIDATION', 400, 'legs: each legIndex at most once.', 'legs');
  const known = new Set(ticketLegs.map((leg) => leg.legIndex));
  const unknown = body.legs.findIndex((leg) => !known.has(leg.legIndex));
  if (unknown >= 0) throw new AppError('VALIDATION', 400, `legs.${unknown}.legIndex: the ticket has no such leg.`, `legs.${unknown}.legIndex`);
  if (byIndex.size !== known.size) throw new AppError('VALIDATION', 400, `legs: give an outcome for each of the ticket's ${known.size} legs.`, 'legs');
  return new Map(
    ticketLegs.map((leg) => {
      const given = byIndex.get(leg.legIndex);
      assert(given, 'every leg has an outcome');
      const outcome: LegOutcome = given.outcome === 'dead_heat' ? { kind: 'dead_heat', tiedCount: given.deadHeatCount ?? 2 } : { kind: given.outcome };
      assert(outcome.kind !== 'open', 'staff outcomes are final');
      return [leg.id, { id: leg.id, ...legStatusOf(outcome) }];
    }),
  );
}

/**
 * POST /api/admin/tickets/:id/settle: staff give every leg an outcome; an accepted ticket is
 * settled, a settled one resettled (core's betResettled: previous payout reversed, new one paid),
 * with the reason on the ticket, its transfers and the audit log. LEDGER_INSUFFICIENT_FUNDS (409)
 * when the player no longer holds winnings a resettlement takes back.
 */
export async function settleTicketByHand(db: Database, actor: AuthContext, ticketId: string, body: SettleTicketBody): Promise<AdminTicketDetail> {
  const { cashoutMarginBp } = await loadBettingSettings(db);
  return inTransaction(db, async (tx) => {
    const ticket = await lockOpenToStaff(tx, ticketId);
    if (ticket.status === 'pending') throw new AppError('TICKET_PENDING', 409, 'The ticket waits for its in-play delay; void it or wait.', 'id');
    const legs = await repo.findLegsOfTickets(tx, [ticket.id]);
    const outcomes = staffOutcomes(legs, body);
    const settlement = settleTicket({
      betType: ticket.betType,
      stakeCents: ticket.stakeCents,
      legs: [...legs].sort((a, b) => a.legIndex - b.legIndex).map((leg) => ({ oddsMilli: leg.oddsMilli, outcome: legOutcomeOfRow(outcomes.get(leg.id) ?? leg) })),
    });
    assert(settlement.status === 'settled', 'a ticket with every leg decided is settled');
    const context = { now: new Date(), reason: body.reason };
    const settled = isSettledStatus(ticket.status);
    const change = settled ? resettleChange(ticket, settlement.outcome, settlement.returnCents, context) : settleChange(ticket, settlement.outcome, settlement.returnCents, context);
    await repo.updateLegStatuses(tx, [...outcomes.values()]);
    await applyStaffChange(tx, actor, ticket, change, settled ? 'ticket.resettle' : 'ticket.settle', body.reason);
    return detailOf(tx, ticketId, cashoutMarginBp);
  });
}
