import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ApiTicket } from '@oddsmith/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../../lib/money-text';
import { placementErrorKey } from '../betslip-slice';

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

function TicketLine({ ticket, currency, locale }: { ticket: ApiTicket; currency: string; locale: string }) {
  const { t } = useTranslation();
  const pending = ticket.status === 'pending';
  const secondsLeft = useSecondsLeft(ticket.acceptAt, pending);
  return (
    <Paper withBorder p="xs" radius="md" data-testid="receipt-ticket" data-status={ticket.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" ff="monospace" truncate title={ticket.id}>
          {t('betslip.receipt.ticketId', { id: ticket.id })}
        </Text>
        <Badge color={statusColor[ticket.status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {t(`betslip.ticketStatus.${ticket.status}`, { defaultValue: ticket.status })}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t(`betslip.types.${ticket.betType}`)} · {t('betslip.receipt.stake', { amount: moneyText(ticket.stake, currency, locale) })} ·{' '}
        {t('betslip.receipt.potential', { amount: moneyText(ticket.potentialReturn, currency, locale) })}
      </Text>
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
  onKeep: () => void;
  onClear: () => void;
};

/** After a placement: the tickets (in-play ones count down to their check), the new balance, what next. */
export function PlacementReceipt({ tickets, balance, currency, onKeep, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const waiting = tickets.some((ticket) => ticket.status === 'pending');
  const allRejected = tickets.every((ticket) => ticket.status === 'rejected');
  return (
    <Stack gap="sm" data-testid="bet-receipt">
      <Alert
        color={allRejected ? 'red' : waiting ? 'yellow' : 'green'}
        variant="light"
        icon={<IconCircleCheck />}
        title={allRejected ? t('betslip.receipt.titleRejected') : waiting ? t('betslip.receipt.titlePending') : t('betslip.receipt.title')}
      >
        <Text size="sm">{t('betslip.receipt.balance', { amount: moneyText(balance, currency, locale) })}</Text>
      </Alert>
      {tickets.map((ticket) => (
        <TicketLine key={ticket.id} ticket={ticket} currency={currency} locale={locale} />
      ))}
      <Stack gap="xs">
        <Button variant="default" onClick={onKeep} fullWidth>
          {t('betslip.receipt.keep')}
        </Button>
        <Button variant="light" onClick={onClear} fullWidth>
          {t('betslip.receipt.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
