import { centsToAmount } from '@oddsmith/core';
import { sql, type SQL } from 'drizzle-orm';
import type { TicketRow } from '../../db/schema';
import type { NotificationRequest } from '../notifications';
import { settledSinglesTable, type TicketSettlementUpdate } from './settlement.repo';

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

/**
 * settledNotification for the tickets a singles chunk just settled (settledSinglesTable: won, lost
 * or void, with their return), as rows for notifyEachSelected: the same type, variant, params and
 * link (amounts as centsToAmount gives them: trim_scale drops the trailing zeros).
 */
export function settledNotificationsOf(): SQL {
  return sql`
    select s.user_id, 'bet_settled' as type, s.status as variant,
           jsonb_build_object('ticketId', s.id, 'stake', trim_scale(s.stake_cents / 100.0), 'return', trim_scale(s.return_cents / 100.0), 'currency', s.currency) as params,
           '/my-bets' as link
      from ${settledSinglesTable} s`;
}
