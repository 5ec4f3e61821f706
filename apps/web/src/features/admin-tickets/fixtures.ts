import type { AdminTicketDetail, ApiAdminTicket, ApiTicketLeg } from '@oddsmith/core';

/** Test data shaped like the server's staff ticket replies. */
export function leg(overrides: Partial<ApiTicketLeg> = {}): ApiTicketLeg {
  return {
    gameId: 'e1',
    optionId: 's1',
    marketId: 'm1',
    eventName: 'Arsenal v Chelsea',
    eventStatus: 'live',
    marketName: 'Match odds',
    selectionName: 'Arsenal',
    odds: 2.5,
    currentOdds: 2.2,
    status: 'open',
    ...overrides,
  };
}

export function adminTicket(overrides: Partial<ApiAdminTicket> = {}): ApiAdminTicket {
  return {
    id: 't1',
    betType: 'single',
    status: 'accepted',
    stake: 10,
    potentialReturn: 25,
    funding: 'cash',
    placedAt: '2026-11-20T10:00:00Z',
    acceptAt: null,
    settledAt: null,
    settledReturn: null,
    rejectReason: null,
    cashoutValue: 8.5,
    legs: [leg()],
    userId: 'u7',
    username: 'punter7',
    currency: 'EUR',
    requestId: 'req-1',
    settlementSeq: 0,
    settleReason: null,
    ...overrides,
  };
}

export function ticketDetail(ticket: ApiAdminTicket = adminTicket()): AdminTicketDetail {
  return {
    ticket,
    ledger: [
      {
        id: 'l1',
        code: 'bet_placed',
        amount: ticket.stake,
        from: 'player-cash',
        to: 'house',
        idempotencyKey: `bet:${ticket.id}`,
        createdAt: ticket.placedAt,
      },
    ],
    audit: [],
  };
}
