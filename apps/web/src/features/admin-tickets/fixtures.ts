import type { AdminTicketDetail, ApiAdminTicket, ApiTicketLeg } from '@oddsmith/core';
import { apiLeg, apiTicket, fixture } from '../../test/fixtures';

/** Test data shaped like the server's staff ticket replies: a bettor's ticket and leg with staff's fields. */
export const leg = (overrides: Partial<ApiTicketLeg> = {}): ApiTicketLeg =>
  apiLeg({ gameId: 'e1', optionId: 's1', eventName: 'Arsenal v Chelsea', selectionName: 'Arsenal', currentOdds: 2.2, ...overrides });

export const adminTicket = fixture<ApiAdminTicket>(() => ({
  ...apiTicket({ id: 't1', placedAt: '2026-11-20T10:00:00Z', cashoutValue: 8.5, legs: [leg()] }),
  userId: 'u7',
  username: 'punter7',
  currency: 'EUR',
  requestId: 'req-1',
  settlementSeq: 0,
  settleReason: null,
}));

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
