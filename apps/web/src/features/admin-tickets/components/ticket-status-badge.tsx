import type { ApiLegStatus, ApiTicketStatus } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';

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
  const { t } = useTranslation();
  return <StatusBadge status={status} colors={ticketColors} label={t(`adminTickets.status.${status}`, { defaultValue: status })} />;
}

export function LegStatusBadge({ status }: { status: ApiLegStatus }) {
  const { t } = useTranslation();
  return <StatusBadge variant="dot" status={status} colors={legColors} label={t(`adminTickets.legStatus.${status}`, { defaultValue: status })} />;
}
