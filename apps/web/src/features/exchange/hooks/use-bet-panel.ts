import { useState } from 'react';
import type { ExchangeOrderSide } from '@oddsmith/core';
import { checkAmount } from '../../../lib/amount';
import { stepPrice, type PendingOrder } from '../bet-maths';

export type BetPick = { runnerId: string; side: ExchangeOrderSide; priceMilli: number };
export type Persistence = 'lapse' | 'keep';

/** The price a pick starts at when the clicked depth has no volume (evens, the ladder's middle for a two-way market). */
export const defaultPriceMilli = 2_000;

/** The bet panel's state: the picked runner, side and price, the stake as typed and the persistence. */
export function useBetPanel(minStake: number) {
  const [pick, setPick] = useState<BetPick | null>(null);
  const [stakeText, setStakeText] = useState('');
  const [persistence, setPersistence] = useState<Persistence>('lapse');
  const stake = checkAmount(stakeText, { min: minStake });
  const pending: PendingOrder | null = pick && stake.ok ? { ...pick, stakeCents: stake.cents } : null;
  return {
    pick,
    stakeText,
    persistence,
    stake,
    pending,
    choose: (runnerId: string, side: ExchangeOrderSide, priceMilli: number | null) =>
      setPick({ runnerId, side, priceMilli: priceMilli ?? pick?.priceMilli ?? defaultPriceMilli }),
    setPrice: (priceMilli: number) => setPick((current) => (current ? { ...current, priceMilli } : current)),
    step: (direction: 1 | -1) => setPick((current) => (current ? { ...current, priceMilli: stepPrice(current.priceMilli, direction) } : current)),
    setStakeText,
    setPersistence,
    clear: () => setPick(null),
  };
}
export type BetPanelState = ReturnType<typeof useBetPanel>;
