import type { RegistrationPoint } from '@oddsmith/core';

/** Summary numbers of the registrations chart: the period's total, the last day and the best day. */
export function registrationTotals(points: readonly RegistrationPoint[]): { total: number; latest: number; best: number } {
  let total = 0;
  let best = 0;
  for (const point of points) {
    total += point.count;
    best = Math.max(best, point.count);
  }
  return { total, latest: points.at(-1)?.count ?? 0, best };
}
