import { useState } from 'react';
import type { ExchangeOrderSide } from '@oddsmith/core';
import { centsToAmount } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { newRequestId } from '../../../lib/amount';
import { usePlaceExchangeOrderMutation } from '../api/exchange-api';
import { priceDecimal } from '../bet-maths';
import { useOrderFailureText } from './use-order-failure';

export type OrderToPlace = { runnerId: string; side: ExchangeOrderSide; priceMilli: number; stakeCents: number; persistence: 'lapse' | 'keep' };

/**
 * Places an order on `marketId` with a fresh request id for each confirmed attempt; `failure` is
 * the last refusal as the player should read it (funds, suspended market, the server's message).
 */
export function usePlaceOrder(marketId: string, onPlaced?: () => void) {
  const { t } = useTranslation();
  const [placeOrder, { isLoading }] = usePlaceExchangeOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const failureText = useOrderFailureText();
  const [placed, setPlaced] = useState<string | null>(null);

  const place = async (order: OrderToPlace): Promise<boolean> => {
    setFailure(null);
    setPlaced(null);
    const result = await placeOrder({
      marketId,
      runnerId: order.runnerId,
      side: order.side,
      price: priceDecimal(order.priceMilli),
      stake: centsToAmount(order.stakeCents),
      persistence: order.persistence,
      requestId: newRequestId(),
    });
    if ('error' in result) {
      setFailure(failureText(result.error));
      return false;
    }
    const { order: accepted } = result.data;
    setPlaced(t(`exchange.placed.${accepted.status === 'matched' ? 'matched' : 'placed'}`, { runner: accepted.runnerName, price: accepted.price }));
    onPlaced?.();
    return true;
  };
  return { place, busy: isLoading, failure, placed, dismiss: () => (setFailure(null), setPlaced(null)) };
}
