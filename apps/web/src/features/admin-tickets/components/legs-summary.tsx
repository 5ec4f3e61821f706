import { Stack, Text } from '@mantine/core';
import type { ApiAdminTicket } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { oddsText } from '../../../lib/staff-odds';

/** A single: selection @ odds and its event; a multi or system: the leg count and the selections. */
export function LegsSummary({ ticket }: { ticket: ApiAdminTicket }) {
  const { t } = useTranslation();
  const first = ticket.legs[0];
  if (!first) return <Text size="sm">—</Text>;
  if (ticket.legs.length === 1) {
    return (
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} lineClamp={1}>
          {first.selectionName} <Text span ff="monospace" c="dimmed" size="sm">@ {oddsText(first.odds)}</Text>
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {first.eventName} · {first.marketName}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600}>
        {t('adminTickets.legsCount', { count: ticket.legs.length })}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {ticket.legs.map((leg) => leg.selectionName).join(' · ')}
      </Text>
    </Stack>
  );
}
