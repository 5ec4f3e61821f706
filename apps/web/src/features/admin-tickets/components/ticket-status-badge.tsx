import type { ApiLegStatus, ApiTicketStatus } from '@oddsmith/core';
import { TranslatedStatusBadge } from '../../../components/status-badge';

const ticketColors: Record<ApiTicketStatus, string> = {
  pending: 'yellow',
  accepted: 'blue',
  rejected: 'red',
  won: 'brand',
  lost: 'red',
  void: 'gray',
  cashed_out: 'grape',
};

const legColors: Record<ApiLegStatus, string> = {
  open: 'blue',
  won: 'brand',
  lost: 'red',
  void: 'gray',
  dead_heat: 'orange',
};

/** A ticket's status in its colour and translated name (`adminTickets.status.*`). */
export function TicketStatusBadge({ status }: { status: ApiTicketStatus }) {
  return <TranslatedStatusBadge status={status} colors={ticketColors} prefix="adminTickets.status" />;
}

export function LegStatusBadge({ status }: { status: ApiLegStatus }) {
  return <TranslatedStatusBadge variant="dot" status={status} colors={legColors} prefix="adminTickets.legStatus" />;
}
