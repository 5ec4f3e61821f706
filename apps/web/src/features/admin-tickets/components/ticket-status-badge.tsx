import { Badge } from '@mantine/core';
import type { ApiLegStatus, ApiTicketStatus } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';

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

const noShrink = { flexShrink: 0, minWidth: 'fit-content', overflow: 'visible' } as const;
// The label's own ellipsis would cut a status to "O…" in a narrow table cell.
const wholeLabel = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** A ticket's status in its colour and translated name (`adminTickets.status.*`). */
export function TicketStatusBadge({ status }: { status: ApiTicketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={ticketColors[status] ?? 'gray'} size="sm" style={noShrink} styles={wholeLabel}>
      {t(`adminTickets.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function LegStatusBadge({ status }: { status: ApiLegStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={legColors[status] ?? 'gray'} size="sm" style={noShrink} styles={wholeLabel}>
      {t(`adminTickets.legStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
