import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { AdminExchangeTicket } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { FigureText } from '../../../components/data-table/cells';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { OpenCard } from '../../../components/data-table/open-row';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import { priceText, whenText } from '../format';
import { OrderStatusBadge, SideBadge } from './badges';

const stop = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };

export function PlayerLink({ ticket }: { ticket: Pick<AdminExchangeTicket, 'userId' | 'username'> }) {
  return (
    <Anchor component={Link} to={paths.admin.user.getHref(ticket.userId)} size="sm" fw={700} {...stop}>
      {ticket.username}
    </Anchor>
  );
}

/** The runner, then the event and market it belongs to. */
export function OrderMarket({ ticket }: { ticket: AdminExchangeTicket }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {ticket.runnerName}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {ticket.eventName} · {ticket.marketName}
      </Text>
    </>
  );
}

export function useOrderColumns(locale: string): DataTableColumn<AdminExchangeTicket>[] {
  const { t } = useTranslation();
  const money = (amount: number, ticket: AdminExchangeTicket) => moneyText(amount, ticket.currency, locale);
  const figure = (key: string, value: (ticket: AdminExchangeTicket) => string): DataTableColumn<AdminExchangeTicket> => ({
    key,
    header: t(`adminExchange.columns.${key}`),
    align: 'right',
    cell: (ticket) => <FigureText>{value(ticket)}</FigureText>,
  });
  return [
    { key: 'placed', header: t('adminExchange.columns.placed'), cell: (ticket) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{whenText(ticket.placedAt, locale)}</Text> },
    { key: 'player', header: t('adminExchange.columns.player'), cell: (ticket) => <PlayerLink ticket={ticket} /> },
    { key: 'market', header: t('adminExchange.columns.market'), maxWidth: 260, cell: (ticket) => <OrderMarket ticket={ticket} /> },
    { key: 'side', header: t('adminExchange.columns.side'), cell: (ticket) => <SideBadge side={ticket.side} /> },
    figure('price', (ticket) => priceText(ticket.price)),
    figure('stake', (ticket) => money(ticket.stake, ticket)),
    figure('matched', (ticket) => money(ticket.matched, ticket)),
    figure('remaining', (ticket) => money(ticket.remaining, ticket)),
    figure('averagePrice', (ticket) => priceText(ticket.averagePrice)),
    { key: 'status', header: t('adminExchange.columns.status'), cell: (ticket) => <OrderStatusBadge status={ticket.status} /> },
  ];
}

/** Small screens: one card per order instead of the wide table. */
export function OrderCard({ ticket, locale, onOpen }: { ticket: AdminExchangeTicket; locale: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <OpenCard label={t('adminExchange.tickets.open', { id: ticket.id })} onOpen={() => onOpen(ticket.id)}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <PlayerLink ticket={ticket} />
        <OrderStatusBadge status={ticket.status} />
      </Group>
      <OrderMarket ticket={ticket} />
      <Group justify="space-between" wrap="nowrap" mt={6} align="flex-end">
        <Group gap={6}>
          <SideBadge side={ticket.side} />
          <Text size="lg" ff="monospace" fw={800}>
            {priceText(ticket.price)}
          </Text>
        </Group>
        <Stack gap={0} align="flex-end">
          <Text size="sm" ff="monospace" fw={700}>
            {moneyText(ticket.stake, ticket.currency, locale)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('adminExchange.tickets.matchedOf', { matched: moneyText(ticket.matched, ticket.currency, locale) })} · {whenText(ticket.placedAt, locale)}
          </Text>
        </Stack>
      </Group>
    </OpenCard>
  );
}
