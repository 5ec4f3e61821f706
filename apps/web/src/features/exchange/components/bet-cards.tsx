import { Anchor, Group, Paper, Text } from '@mantine/core';
import type { ExchangeMatch, ExchangeOrder, ExchangePositionSummary } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { TranslatedStatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import { signedAmountText } from '../exchange-text';
import { marketStatusColors } from './market-header';
import { orderStatusColors } from './order-columns';
import { SideBadge } from './side-badge';

/** An order on a phone: side, runner and price, its status, then stake, matched at the average price and unmatched. */
export function OrderCard({ order, currency }: { order: ExchangeOrder; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => moneyText(amount, currency, i18n.language);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="order-card">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <SideBadge side={order.side} />
          <Text size="sm" fw={600} truncate>
            {order.runnerName} @ {order.price}
          </Text>
        </Group>
        <TranslatedStatusBadge status={order.status} colors={orderStatusColors} prefix="exchange.orderStatus" />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('exchange.cards.order', { stake: money(order.stake), matched: money(order.matched), average: order.averagePrice ?? '—', remaining: money(order.remaining) })}
      </Text>
      <Text size="xs" c="dimmed">
        {new Date(order.placedAt).toLocaleString(i18n.language)}
      </Text>
    </Paper>
  );
}

/** A matched bet on a phone. */
export function MatchCard({ match, currency }: { match: ExchangeMatch; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => moneyText(amount, currency, i18n.language);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="xs" wrap="nowrap">
        <SideBadge side={match.side} />
        <Text size="sm" fw={600} truncate>
          {match.runnerName} @ {match.price}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {money(match.stake)} · {t(match.side === 'back' ? 'exchange.orders.toWin' : 'exchange.orders.liability', { amount: money(match.winAmount) })} ·{' '}
        {new Date(match.matchedAt).toLocaleString(i18n.language)}
      </Text>
    </Paper>
  );
}

/** A traded market on a phone: its link, status, exposure and (settled) net. */
export function PositionCard({ row, currency }: { row: ExchangePositionSummary; currency: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Anchor component={Link} to={paths.exchangeMyBets.getHref(row.marketId)} size="sm" fw={600}>
          {row.eventName} · {row.marketName}
        </Anchor>
        <TranslatedStatusBadge status={row.status} colors={marketStatusColors} prefix="exchange.status" />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('exchange.cards.position', {
          exposure: moneyText(row.exposure, currency, i18n.language),
          open: row.openOrders,
          net: row.settled ? signedAmountText(row.settled.net, currency, i18n.language) : '—',
        })}
      </Text>
    </Paper>
  );
}
