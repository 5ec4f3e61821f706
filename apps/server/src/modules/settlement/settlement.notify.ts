import { centsToAmount } from '@oddsmith/core';
import type { TicketRow } from '../../db/schema';
import type { NotificationRequest } from '../notifications';
import type { TicketSettlementUpdate } from './settlement.repo';

/** A settled (or re-settled) ticket tells its player the result and the return; a re-opened one says nothing. */
export function settledNotification(ticket: TicketRow, update: TicketSettlementUpdate): NotificationRequest[] {
  if (update.settledReturnCents === null || !['won', 'lost', 'void'].includes(update.status)) return [];
  return [
    {
      userId: ticket.userId,
      type: 'bet_settled',
      variant: update.status,
      params: { ticketId: ticket.id, stake: centsToAmount(ticket.stakeCents), return: centsToAmount(update.settledReturnCents), currency: ticket.currency },
      link: '/my-bets',
    },
  ];
}
