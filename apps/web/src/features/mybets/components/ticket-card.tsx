import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ApiTicket, ApiTicketLeg } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { SelectionNames } from '../../../components/selection-names';
import { moneyText } from '../../../lib/money-text';
import { TagBadge } from '../../../components/status-badge';
import { CashoutButton } from './cashout-button';

const ticketColor: Record<string, string> = {
  pending: 'yellow',
  accepted: 'blue',
  rejected: 'red',
  won: 'green',
  lost: 'gray',
  void: 'gray',
  cashed_out: 'gold',
};
const legColor: Record<string, string> = { open: 'blue', won: 'green', lost: 'red', void: 'gray', dead_heat: 'teal' };

/** The leg's event state and, before it is over, its kickoff ("Not started · 24/11/2026, 18:00"). */
function LegEventLine({ leg }: { leg: ApiTicketLeg }) {
  const { t, i18n } = useTranslation();
  const showKickoff = leg.startTime !== undefined && (leg.eventStatus === 'scheduled' || leg.eventStatus === 'live' || leg.eventStatus === 'suspended');
  const kickoff = showKickoff ? new Date(leg.startTime ?? '').toLocaleString(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <Group gap={4} wrap="wrap">
      <Text size="xs" c={leg.eventStatus === 'live' ? 'red' : 'dimmed'} fw={leg.eventStatus === 'live' ? 700 : undefined}>
        {t(`myBets.eventStatus.${leg.eventStatus}`, { defaultValue: leg.eventStatus })}
      </Text>
      {kickoff ? (
        <Text size="xs" c="dimmed">
          · {t('myBets.kickoff', { time: kickoff })}
        </Text>
      ) : null}
    </Group>
  );
}

/** A leg: selection, market and event, kickoff, struck and current odds; its own status badge only inside a multi-leg ticket (a single's is the ticket's). */
function LegRow({ leg, formatOdds, showStatus }: { leg: ApiTicketLeg; formatOdds: (odds: number) => string; showStatus: boolean }) {
  const { t } = useTranslation();
  // Compared as shown: a move in the third decimal that the format hides is not a change to the player.
  const moved = leg.status === 'open' && (leg.currentOdds === 'suspended' || formatOdds(leg.currentOdds) !== formatOdds(leg.odds));
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" data-testid="ticket-leg">
      <SelectionNames selectionName={leg.selectionName} marketName={leg.marketName} eventName={leg.eventName}>
        <LegEventLine leg={leg} />
      </SelectionNames>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={800} ff="monospace" td={moved ? 'line-through' : undefined} c={moved ? 'dimmed' : undefined} aria-label={t('myBets.struckOdds', { odds: formatOdds(leg.odds) })}>
            {formatOdds(leg.odds)}
          </Text>
          {moved ? (
            <Text size="sm" fw={800} ff="monospace" aria-label={t('myBets.currentOdds', { odds: leg.currentOdds === 'suspended' ? t('myBets.suspended') : formatOdds(leg.currentOdds) })}>
              {leg.currentOdds === 'suspended' ? t('myBets.suspended') : formatOdds(leg.currentOdds)}
            </Text>
          ) : null}
        </Group>
        {showStatus ? (
          <TagBadge size="xs" variant="light" color={legColor[leg.status] ?? 'gray'}>
            {t(`myBets.legStatus.${leg.status}`, { defaultValue: leg.status })}
          </TagBadge>
        ) : null}
      </Stack>
    </Group>
  );
}

type Props = {
  ticket: ApiTicket;
  currency: string;
  formatOdds: (odds: number) => string;
  onCashedOut: (amount: number) => void;
};

/** One ticket: type, time, stake, potential or settled return, status, legs and the cash-out offer. */
export function TicketCard({ ticket, currency, formatOdds, onCashedOut }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const settled = ticket.settledReturn !== null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="ticket-card" data-ticket-id={ticket.id} data-status={ticket.status}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Stack gap={0}>
          <Text fw={800}>{t(`myBets.types.${ticket.betType}`)}</Text>
          <Text size="xs" c="dimmed">
            {t('myBets.placedAt', { time: new Date(ticket.placedAt).toLocaleString(locale) })}
          </Text>
        </Stack>
        <TagBadge size="md" color={ticketColor[ticket.status] ?? 'gray'} variant="light">
          {t(`myBets.status.${ticket.status}`, { defaultValue: ticket.status })}
        </TagBadge>
      </Group>
      <Stack gap="xs" my="sm">
        {ticket.legs.map((leg) => (
          <LegRow key={`${leg.gameId}:${leg.optionId}`} leg={leg} formatOdds={formatOdds} showStatus={ticket.legs.length > 1} />
        ))}
      </Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Group gap="lg">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('myBets.stake')}
            </Text>
            <Text size="sm" fw={700} ff="monospace">
              {moneyText(ticket.stake, currency, locale)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {settled ? t('myBets.settledReturn') : t('myBets.potentialReturn')}
            </Text>
            <Text size="sm" fw={800} ff="monospace" c={settled && (ticket.settledReturn ?? 0) > 0 ? 'green' : undefined}>
              {moneyText(settled ? ticket.settledReturn : ticket.potentialReturn, currency, locale)}
            </Text>
          </Stack>
        </Group>
        {ticket.status === 'accepted' ? <CashoutButton ticket={ticket} currency={currency} onCashedOut={onCashedOut} /> : null}
      </Group>
      {ticket.rejectReason ? (
        <Text size="xs" c="red" mt="xs">
          {t('myBets.rejectReason', { reason: t(`myBets.rejectReasons.${ticket.rejectReason}`, { defaultValue: ticket.rejectReason }) })}
        </Text>
      ) : null}
    </Paper>
  );
}
