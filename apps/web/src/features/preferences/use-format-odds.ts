import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { formatOdds, oddsToMilli } from '@oddsmith/core';
import type { OddTypeState } from './odd-type-slice';

/** Formats API decimal odds in the player's chosen format; 'suspended' stays a word for the caller. */
export function useFormatOdds(): (odds: number) => string {
  const oddType = useSelector((state: { oddType: OddTypeState }) => state.oddType);
  return useCallback((odds: number) => formatOdds(oddsToMilli(odds), oddType), [oddType]);
}
