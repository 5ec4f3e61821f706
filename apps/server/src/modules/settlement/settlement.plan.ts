import {
  assert,
  betResettled,
  betSettled,
  settleTicket,
  type BetSettled,
  type LegOutcome,
  type Transfer,
} from '@oddsmith/core';
import type { LegStatus, TicketRow } from '../../db/schema';
import type { LegStatusUpdate, SettleLegRow, TicketSettlementUpdate } from './settlement.repo';

/*
 * Pure decisions of settlement: from a ticket and its legs (with the new outcomes of some legs) to
 * the ticket's new state and the ledger transfers that record it. No I/O, so a batch of thousands
 * of tickets is planned in memory and written set-based.
 */

export type SettledOutcome = 'won' | 'lost' | 'void';
const settledStatuses: readonly string[] = ['won', 'lost', 'void'];

export function isSettledStatus(status: string): status is SettledOutcome {
  return settledStatuses.includes(status);
}

export function legOutcomeOfRow(leg: { status: LegStatus; deadHeatCount: number | null }): LegOutcome {
  if (leg.status === 'dead_heat') {
    assert(leg.deadHeatCount !== null, 'a dead-heat leg has its tied count');
    return { kind: 'dead_heat', tiedCount: leg.deadHeatCount };
  }
  return { kind: leg.status };
}

export function legStatusOf(outcome: Exclude<LegOutcome, { kind: 'open' }>): { status: LegStatus; deadHeatCount: number | null } {
  return outcome.kind === 'dead_heat' ? { status: 'dead_heat', deadHeatCount: outcome.tiedCount } : { status: outcome.kind, deadHeatCount: null };
}

/** The ticket's settlement as core decides it from its legs (ordered by leg index). */
export function settlementOf(ticket: TicketRow, legs: readonly Pick<SettleLegRow, 'legIndex' | 'oddsMilli' | 'status' | 'deadHeatCount'>[]) {
  const ordered = [...legs].sort((a, b) => a.legIndex - b.legIndex);
  return settleTicket({
    betType: ticket.betType,
    stakeCents: ticket.stakeCents,
    legs: ordered.map((leg) => ({ oddsMilli: leg.oddsMilli, outcome: legOutcomeOfRow(leg) })),
  });
}

function betOf(ticket: TicketRow, settlementSeq: number, outcome: SettledOutcome, returnCents: number): BetSettled {
  return { ticketId: ticket.id, playerId: ticket.userId, currency: ticket.currency, funding: ticket.funding, stakeCents: ticket.stakeCents, settlementSeq, outcome, returnCents };
}

/** The ticket's current settlement as the ledger recorded it. */
export function previousSettlementOf(ticket: TicketRow): BetSettled {
  assert(isSettledStatus(ticket.status), 'the ticket is settled');
  assert(ticket.settlementSeq >= 1, 'a settled ticket has a settlement number');
  assert(ticket.settledReturnCents !== null, 'a settled ticket has its return');
  return betOf(ticket, ticket.settlementSeq, ticket.status, ticket.settledReturnCents);
}

export type TicketChange = {
  kind: 'settle' | 'resettle' | 'reopen';
  update: TicketSettlementUpdate;
  transfers: readonly Transfer[];
};

export type ChangeContext = { now: Date; reason: string | null };

/** First settlement of an open ticket: number = previous + 1 (a reopened ticket keeps counting). */
export function settleChange(ticket: TicketRow, outcome: SettledOutcome, returnCents: number, context: ChangeContext): TicketChange {
  assert(ticket.status === 'accepted' || ticket.status === 'pending', 'only an open ticket is settled');
  const seq = ticket.settlementSeq + 1;
  return {
    kind: 'settle',
    update: { id: ticket.id, status: outcome, settledAt: context.now, settledReturnCents: returnCents, settlementSeq: seq, settleReason: context.reason ?? ticket.settleReason },
    transfers: betSettled(betOf(ticket, seq, outcome, returnCents)),
  };
}

/** A settled ticket's new result: the previous payout reversed, the new one paid (core's betResettled). */
export function resettleChange(ticket: TicketRow, outcome: SettledOutcome, returnCents: number, context: ChangeContext): TicketChange {
  const previous = previousSettlementOf(ticket);
  const seq = previous.settlementSeq + 1;
  return {
    kind: 'resettle',
    update: { id: ticket.id, status: outcome, settledAt: context.now, settledReturnCents: returnCents, settlementSeq: seq, settleReason: context.reason ?? ticket.settleReason },
    transfers: betResettled(previous, betOf(ticket, seq, outcome, returnCents)),
  };
}

/**
 * A re-result left a settled ticket undecided again (a multi lost on a leg that is now won, with
 * other legs still open): the payout is reversed (a resettlement to "nothing paid") and the ticket
 * is open again; its next settlement takes the next number.
 */
export function reopenChange(ticket: TicketRow, context: ChangeContext): TicketChange {
  const previous = previousSettlementOf(ticket);
  const seq = previous.settlementSeq + 1;
  return {
    kind: 'reopen',
    update: { id: ticket.id, status: 'accepted', settledAt: null, settledReturnCents: null, settlementSeq: seq, settleReason: context.reason ?? ticket.settleReason },
    transfers: betResettled(previous, betOf(ticket, seq, 'lost', 0)),
  };
}

export type TicketPlan = { ticket: TicketRow; legUpdates: LegStatusUpdate[]; change: TicketChange | null };

/**
 * What a batch does to one ticket once some of its legs got new outcomes (`marked`): the legs are
 * re-marked; an open (accepted) ticket whose result is now decided is settled; with `resettle` a
 * settled ticket whose result changed is resettled (or reopened). Pending tickets wait for the
 * in-play job; cashed-out and rejected tickets only get their legs marked.
 */
export function planTicket(
  ticket: TicketRow,
  legs: readonly SettleLegRow[],
  marked: ReadonlyMap<string, LegStatusUpdate>,
  resettle: boolean,
  context: ChangeContext,
): TicketPlan {
  const legUpdates = legs.flatMap((leg) => {
    const update = marked.get(leg.id);
    return update ? [update] : [];
  });
  const after = legs.map((leg) => ({ ...leg, ...(marked.get(leg.id) ?? {}) }));
  if (ticket.status === 'accepted') {
    const settlement = settlementOf(ticket, after);
    if (settlement.status === 'open') return { ticket, legUpdates, change: null };
    return { ticket, legUpdates, change: settleChange(ticket, settlement.outcome, settlement.returnCents, context) };
  }
  if (!resettle || !isSettledStatus(ticket.status)) return { ticket, legUpdates, change: null };
  const settlement = settlementOf(ticket, after);
  if (settlement.status === 'open') return { ticket, legUpdates, change: reopenChange(ticket, context) };
  if (settlement.outcome === ticket.status && settlement.returnCents === ticket.settledReturnCents) return { ticket, legUpdates, change: null };
  return { ticket, legUpdates, change: resettleChange(ticket, settlement.outcome, settlement.returnCents, context) };
}
