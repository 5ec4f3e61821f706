import { useEffect, useState } from 'react';
import { getSports } from '../api/get-sports';
import type { SportSummary } from '../types';

/** The sport tabs' live and upcoming counts; the tabs show without counts until they arrive. */
export function useSportsSummary(refreshKey: unknown): SportSummary[] {
  const [sports, setSports] = useState<SportSummary[]>([]);
  useEffect(() => {
    let alive = true;
    getSports()
      .then((reply) => {
        if (alive && Array.isArray(reply.sports)) setSports(reply.sports);
      })
      .catch(() => {
        // Counts are a nicety: the tabs work without them.
      });
    return () => {
      alive = false;
    };
  }, [refreshKey]);
  return sports;
}
