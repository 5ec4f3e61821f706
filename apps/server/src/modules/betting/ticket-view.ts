import {
  cashoutQuote,
  centsToAmount,
  milliToOdds,
  type ApiTicket,
  type ApiTicketLeg,
  type CashoutTicket,
  type LegMarketStatus,
  type LegOutcome,
  type OddsMilli,
} from '@oddsmith/core';
import type { Executor } from '../../db/client';
import type { TicketRow } from '../../db/schema';
import * as repo from './betting.repo';

/**
 * A ticket as the API shows it (my bets, placement answers, the staff tickets screen): struck and
 * current odds per leg and, for accepted tickets, core's cash-out quote at the current odds.
 */

/** A finished event closes its markets for betting whatever the market row says. */
export function marketStatusNow(eventStatus: string, marketStatus: string): LegMarketStatus {
  if (eventStatus === 'ended' || eventStatus === 'cancelled') return marketStatus === 'settled' ? 'settled' : 'closed';
  return marketStatus as LegMarketStatus;
}

export function currentOddsOf(status: LegMarketStatus, oddsMilli: number | null): OddsMilli | 'suspended' {
  return status === 'open' && oddsMilli !== null ? oddsMilli : 'suspended';
}

export function legOutcomeOf(leg: Pick<repo.LegDetailRow, 'status' | 'deadHeatCount'>): LegOutcome {
  if (leg.status === 'dead_heat') return { kind: 'dead_heat', tiedCount: leg.deadHeatCount ?? 1 };
  return { kind: leg.status };
}

export function cashoutTicketOf(ticket: TicketRow, legs: readonly repo.LegDetailRow[]): CashoutTicket {
  return {
    ticketOpen: ticket.status === 'accepted',
    betType: ticket.betType,
    stakeCents: ticket.stakeCents,
    legs: legs.map((leg) => {
      const marketStatus = marketStatusNow(leg.eventStatus, leg.marketStatus);
      return { placedOddsMilli: leg.oddsMilli, outcome: legOutcomeOf(leg), marketStatus, currentOdds: currentOddsOf(marketStatus, leg.currentOddsMilli) };
    }),
  };
}

/** The cash-out quote in cents, or null when cash-out is not offered (not accepted, a leg closed...). */
export function cashoutValueOf(ticket: TicketRow, legs: readonly repo.LegDetailRow[], marginBp: number): number | null {
  if (ticket.status !== 'accepted') return null;
  const quote = cashoutQuote(cashoutTicketOf(ticket, legs), marginBp);
  return quote.ok ? quote.value.valueCents : null;
}

function legViewOf(leg: repo.LegDetailRow): ApiTicketLeg {
  const current = currentOddsOf(marketStatusNow(leg.eventStatus, leg.marketStatus), leg.currentOddsMilli);
  return {
    gameId: leg.eventId,
    optionId: leg.selectionId,
    marketId: leg.marketId,
    eventName: leg.eventName,
    eventStatus: leg.eventStatus,
    startTime: leg.eventStartTime.toISOString(),
    marketName: leg.marketName,
    selectionName: leg.selectionName,
    odds: milliToOdds(leg.oddsMilli),
    currentOdds: current === 'suspended' ? current : milliToOdds(current),
    status: leg.status,
  };
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function ticketViewOf(ticket: TicketRow, legs: readonly repo.LegDetailRow[], marginBp: number): ApiTicket {
  const cashoutCents = cashoutValueOf(ticket, legs, marginBp);
  return {
    id: ticket.id,
    betType: ticket.betType,
    status: ticket.status,
    stake: centsToAmount(ticket.stakeCents),
    potentialReturn: centsToAmount(ticket.potentialReturnCents),
    funding: ticket.funding,
    placedAt: ticket.placedAt.toISOString(),
    acceptAt: iso(ticket.acceptAt),
    settledAt: iso(ticket.settledAt),
    settledReturn: ticket.settledReturnCents === null ? null : centsToAmount(ticket.settledReturnCents),
    rejectReason: ticket.rejectReason,
    cashoutValue: cashoutCents === null ? null : centsToAmount(cashoutCents),
    legs: legs.map(legViewOf),
  };
}

/** Views of many tickets with one query for all their legs. */
export async function ticketViewsOf<T extends TicketRow, V>(
  tx: Executor,
  rows: readonly T[],
  viewOf: (row: T, legs: readonly repo.LegDetailRow[]) => V,
): Promise<V[]> {
  const legs = await repo.findLegDetails(
    tx,
    rows.map((row) => row.id),
  );
  const byTicket = new Map<string, repo.LegDetailRow[]>();
  for (const leg of legs) byTicket.set(leg.ticketId, [...(byTicket.get(leg.ticketId) ?? []), leg]);
  return rows.map((row) => viewOf(row, byTicket.get(row.id) ?? []));
}
