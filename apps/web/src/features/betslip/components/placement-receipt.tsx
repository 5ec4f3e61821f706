import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { oddsToMilli, type ApiTicket, type ApiTicketLeg } from '@oddsmith/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SelectionNames } from '../../../components/selection-names';
import { moneyText } from '../../../lib/money-text';
import { headlineOf, headlineText, type Translate } from '../bet-headline';
import { placementErrorKey, type BetAddedPayload } from '../betslip-slice';
import classes from './betslip.module.css';

type FormatOdds = (odds: number) => string;

/** "Keep selections": the placed legs go back to the slip as they are priced now (stakes cleared). */
export function keptSelectionsOf(tickets: readonly ApiTicket[]): BetAddedPayload[] {
  const legs = tickets.flatMap((ticket) => ticket.legs);
  return legs
    .filter((leg, index) => legs.findIndex((other) => other.optionId === leg.optionId) === index)
    .map(({ gameId, optionId, currentOdds, eventName, marketName, selectionName }) => ({
      _id: `${gameId}:${optionId}`,
      gameId,
      optionId,
      odds: currentOdds,
      eventName,
      marketName,
      selectionName,
    }));
}

/** The ticket's bet by name and odds: "Single @ 2.10", "Treble @ 39.55", "3 Doubles @ 4.50". */
function ticketTitle(t: Translate, ticket: ApiTicket, formatOdds: FormatOdds): string {
  const headline = headlineOf(ticket.betType, ticket.legs.map((leg) => ({ oddsMilli: oddsToMilli(leg.odds) })));
  return headline ? headlineText(t, headline, formatOdds) : t(`betslip.types.${ticket.betType}`);
}

function ReceiptLeg({ leg, formatOdds }: { leg: ApiTicketLeg; formatOdds: FormatOdds }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.receiptLeg} data-testid="receipt-leg">
      <SelectionNames selectionName={leg.selectionName} marketName={leg.marketName} eventName={leg.eventName} />
      <Text size="sm" fw={800} ff="monospace">
        {formatOdds(leg.odds)}
      </Text>
    </Group>
  );
}

const statusColor: Record<string, string> = { accepted: 'green', pending: 'yellow', rejected: 'red' };

/** Seconds left until `acceptAt`, ticking while the ticket waits. */
function useSecondsLeft(acceptAt: string | null, active: boolean): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNowMs(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);
  if (!acceptAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(acceptAt) - nowMs) / 1000));
}

type TicketLineProps = { ticket: ApiTicket; currency: string; locale: string; formatOdds: FormatOdds };

function TicketLine({ ticket, currency, locale, formatOdds }: TicketLineProps) {
  const { t } = useTranslation();
  const pending = ticket.status === 'pending';
  const secondsLeft = useSecondsLeft(ticket.acceptAt, pending);
  return (
    <Paper withBorder p="xs" radius="md" data-testid="receipt-ticket" data-ticket-id={ticket.id} data-status={ticket.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={800} truncate data-testid="receipt-title">
          {ticketTitle(t, ticket, formatOdds)}
        </Text>
        <Badge color={statusColor[ticket.status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {t(`betslip.ticketStatus.${ticket.status}`, { defaultValue: ticket.status })}
        </Badge>
      </Group>
      <Stack gap={4} my={6}>
        {ticket.legs.map((leg) => (
          <ReceiptLeg key={leg.optionId} leg={leg} formatOdds={formatOdds} />
        ))}
      </Stack>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('betslip.receipt.stake', { amount: moneyText(ticket.stake, currency, locale) })}</Text>
        <Text size="sm" fw={700} data-testid="receipt-return">
          {t('betslip.receipt.potential', { amount: moneyText(ticket.potentialReturn, currency, locale) })}
        </Text>
      </Group>
      {pending ? (
        <Group gap={6} mt={4} role="status">
          <Loader size={12} />
          <Text size="xs">{secondsLeft > 0 ? t('betslip.receipt.countdown', { seconds: secondsLeft }) : t('betslip.receipt.checking')}</Text>
        </Group>
      ) : null}
      {ticket.status === 'rejected' ? (
        <Text size="xs" c="red" mt={4}>
          {t('betslip.receipt.rejected', { reason: t(placementErrorKey(ticket.rejectReason ?? ''), { value: '' }) })}
        </Text>
      ) : null}
    </Paper>
  );
}

type Props = {
  tickets: ApiTicket[];
  balance: number;
  currency: string;
  formatOdds: FormatOdds;
  /** The placed selections back into the slip, stakes cleared. */
  onKeep: () => void;
  /** Back to the slip (the placed selections have left it). */
  onDone: () => void;
};

/** After a placement: the tickets (in-play ones count down to their check), the new balance, what next. */
export function PlacementReceipt({ tickets, balance, currency, formatOdds, onKeep, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const waiting = tickets.some((ticket) => ticket.status === 'pending');
  const allRejected = tickets.every((ticket) => ticket.status === 'rejected');
  return (
    <Stack gap="sm" data-testid="bet-receipt" className={classes.panel}>
      <Alert
        color={allRejected ? 'red' : waiting ? 'yellow' : 'green'}
        variant="light"
        icon={<IconCircleCheck />}
        title={allRejected ? t('betslip.receipt.titleRejected') : waiting ? t('betslip.receipt.titlePending') : t('betslip.receipt.title')}
      >
        <Text size="sm">{t('betslip.receipt.balance', { amount: moneyText(balance, currency, locale) })}</Text>
      </Alert>
      {tickets.map((ticket) => (
        <TicketLine key={ticket.id} ticket={ticket} currency={currency} locale={locale} formatOdds={formatOdds} />
      ))}
      <Stack gap="xs">
        <Button variant="default" onClick={onKeep} fullWidth>
          {t('betslip.receipt.keep')}
        </Button>
        <Button variant="light" onClick={onDone} fullWidth>
          {t('betslip.receipt.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
