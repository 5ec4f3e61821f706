import { useEffect, useRef } from 'react';
import { useSportsSummaryQuery } from '../api/sports-api';
import type { SportSummary } from '../types';

const none: SportSummary[] = [];

/**
 * The sport tabs' live and upcoming counts, read on mount and again whenever `refreshKey` changes.
 * The tabs show without counts until they arrive (counts are a nicety: a failure leaves them out).
 */
export function useSportsSummary(refreshKey: unknown): SportSummary[] {
  const { data, refetch } = useSportsSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const readFor = useRef(refreshKey);
  useEffect(() => {
    if (Object.is(readFor.current, refreshKey)) return;
    readFor.current = refreshKey;
    void refetch();
  }, [refreshKey, refetch]);
  return data?.sports ?? none;
}
