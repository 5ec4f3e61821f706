import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { ExchangeOrder } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { BetLine } from './side-badge';
import { FormFailure } from '../../../components/confirm-modal';
import { moneyText } from '../../../lib/money-text';
import { useCancelExchangeOrderMutation } from '../api/exchange-api';
import { useOrderFailureText } from '../hooks/use-order-failure';
import { BetsCard } from './bets-card';
import { ReduceOrderModal } from './reduce-order-modal';

type OpenOrdersProps = { orders: readonly ExchangeOrder[]; currency: string; minStake: number };

function OrderLine({ order, currency, onEdit, onCancel, busy }: { order: ExchangeOrder; currency: string; onEdit: () => void; onCancel: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="open-order">
      <BetLine
        side={order.side}
        runner={order.runnerName}
        price={order.price}
        detail={t('exchange.orders.unmatchedOf', { remaining: moneyText(order.remaining, currency, i18n.language), stake: moneyText(order.stake, currency, i18n.language) })}
      />
      <Group gap={4}>
        <Button size="compact-sm" variant="default" onClick={onEdit}>
          {t('exchange.orders.edit')}
        </Button>
        <Button size="compact-sm" color="red" variant="light" loading={busy} onClick={onCancel}>
          {t('exchange.orders.cancel')}
        </Button>
      </Group>
    </Group>
  );
}

/** The player's unmatched orders on this market, each with cancel and edit (reduce). */
export function OpenOrders({ orders, currency, minStake }: OpenOrdersProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<ExchangeOrder | null>(null);
  const [cancel, { isLoading, originalArgs }] = useCancelExchangeOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const failureText = useOrderFailureText();
  const open = orders.filter((order) => order.status === 'open' && order.remaining > 0);
  const cancelOrder = async (order: ExchangeOrder) => {
    setFailure(null);
    const result = await cancel({ orderId: order.id, marketId: order.marketId });
    if ('error' in result) setFailure(failureText(result.error));
  };
  return (
    <BetsCard title={t('exchange.orders.unmatched', { count: open.length })} empty={t('exchange.orders.noneUnmatched')} count={open.length}>
      {open.map((order) => (
        <OrderLine key={order.id} order={order} currency={currency} busy={isLoading && originalArgs?.orderId === order.id} onEdit={() => setEditing(order)} onCancel={() => void cancelOrder(order)} />
      ))}
      <FormFailure message={failure} />
      <ReduceOrderModal order={editing} currency={currency} minStake={minStake} onClose={() => setEditing(null)} />
    </BetsCard>
  );
}
