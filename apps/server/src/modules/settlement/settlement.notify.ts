import { centsToAmount } from '@oddsmith/core';
import { sql, type SQL } from 'drizzle-orm';
import type { TicketRow } from '../../db/schema';
import type { NotificationRequest } from '../notifications';
import { settledSinglesTable, type TicketSettlementUpdate } from './settlement.repo';

/** A ticket a settlement transaction settled, as its player's notification tells it. */
type SettledTicket = { ticketId: string; userId: string; status: 'won' | 'lost' | 'void'; stakeCents: number; returnCents: number; currency: string };

function settledTicketOf(ticket: TicketRow, update: TicketSettlementUpdate): SettledTicket[] {
  if (update.settledReturnCents === null || (update.status !== 'won' && update.status !== 'lost' && update.status !== 'void')) return [];
  return [{ ticketId: ticket.id, userId: ticket.userId, status: update.status, stakeCents: ticket.stakeCents, returnCents: update.settledReturnCents, currency: ticket.currency }];
}

/** One ticket: its result and return (`body_won`, `body_lost`, `body_void`). */
function oneTicketNotification(ticket: SettledTicket): NotificationRequest {
  return {
    userId: ticket.userId,
    type: 'bet_settled',
    variant: ticket.status,
    params: { ticketId: ticket.ticketId, stake: centsToAmount(ticket.stakeCents), return: centsToAmount(ticket.returnCents), currency: ticket.currency },
    link: '/my-bets',
  };
}

/** Several tickets of one player: how many, how many won, lost and void, the stakes and the returns (`body_summary`). */
function summaryNotification(group: readonly SettledTicket[]): NotificationRequest {
  const [first] = group;
  const countOf = (status: SettledTicket['status']) => group.filter((ticket) => ticket.status === status).length;
  return {
    userId: first?.userId ?? '',
    type: 'bet_settled',
    variant: 'summary',
    params: {
      count: group.length,
      won: countOf('won'),
      lost: countOf('lost'),
      void: countOf('void'),
      stake: centsToAmount(group.reduce((sum, ticket) => sum + ticket.stakeCents, 0)),
      return: centsToAmount(group.reduce((sum, ticket) => sum + ticket.returnCents, 0)),
      currency: first?.currency ?? '',
    },
    link: '/my-bets',
  };
}

/**
 * What a settlement transaction tells players: per player and currency, the ticket's own
 * notification when it settled one ticket of theirs, one summary when it settled several (a player
 * with 40 bets on a match reads one line, not 40; the ledger still pays each ticket on its own).
 * Re-opened tickets say nothing.
 */
export function settledNotifications(changed: readonly { ticket: TicketRow; update: TicketSettlementUpdate }[]): NotificationRequest[] {
  const groups = new Map<string, SettledTicket[]>();
  for (const settled of changed.flatMap(({ ticket, update }) => settledTicketOf(ticket, update))) {
    const key = `${settled.userId}:${settled.currency}`;
    const group = groups.get(key);
    if (group) group.push(settled);
    else groups.set(key, [settled]);
  }
  return [...groups.values()].map((group) => (group.length === 1 && group[0] ? oneTicketNotification(group[0]) : summaryNotification(group)));
}

/**
 * settledNotifications for the tickets a singles chunk just settled (settledSinglesTable: won, lost
 * or void, with their return), as rows for notifyEachSelected: the same type, variants, params and
 * link (amounts as centsToAmount gives them: trim_scale drops the trailing zeros).
 */
export function settledNotificationsOf(): SQL {
  const stake = sql`trim_scale(sum(s.stake_cents) / 100.0)`;
  const paid = sql`trim_scale(sum(s.return_cents) / 100.0)`;
  return sql`
    select s.user_id, 'bet_settled' as type,
           case when count(*) = 1 then min(s.status) else 'summary' end as variant,
           case when count(*) = 1
                then jsonb_build_object('ticketId', min(s.id::text), 'stake', ${stake}, 'return', ${paid}, 'currency', s.currency)
                else jsonb_build_object('count', count(*), 'won', count(*) filter (where s.status = 'won'), 'lost', count(*) filter (where s.status = 'lost'),
                                        'void', count(*) filter (where s.status = 'void'), 'stake', ${stake}, 'return', ${paid}, 'currency', s.currency) end as params,
           '/my-bets' as link
      from ${settledSinglesTable} s
     group by s.user_id, s.currency`;
}

/** A ticket staff settled or re-settled by hand: its own notification. */
export function settledNotification(ticket: TicketRow, update: TicketSettlementUpdate): NotificationRequest[] {
  return settledTicketOf(ticket, update).map(oneTicketNotification);
}
