import { assert } from '../control/control';
import { reportRangeDaysMax } from './limits';

/**
 * A report period: whole UTC days `from`..`to` (both included, `YYYY-MM-DD`), read as the half-open
 * instant range [startMs, endMs). Every report and the dashboard count days in UTC.
 */
export type ReportPeriod = { readonly from: string; readonly to: string; readonly startMs: number; readonly endMs: number; readonly days: number };

export const reportGroupings = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

export const dayMs = 86_400_000;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a real calendar day `YYYY-MM-DD` at 00:00 UTC, or null (2026-02-30 is not a day). */
export function dayStartMs(day: string): number | null {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return null;
  return ms;
}

/** `YYYY-MM-DD` of the UTC day holding `ms`. */
export function dayOf(ms: number): string {
  assert(Number.isFinite(ms), 'a day needs a finite instant');
  return new Date(ms).toISOString().slice(0, 10);
}

/** The number of days `from`..`to` spans (both included): 1 for a single day, <= 0 when `to` is before `from`. */
export function daysSpanned(from: string, to: string): number | null {
  const start = dayStartMs(from);
  const end = dayStartMs(to);
  if (start === null || end === null) return null;
  return Math.round((end - start) / dayMs) + 1;
}

export function reportPeriod(from: string, to: string): ReportPeriod {
  const startMs = dayStartMs(from);
  const lastMs = dayStartMs(to);
  assert(startMs !== null && lastMs !== null, 'a period needs two real days');
  const days = Math.round((lastMs - startMs) / dayMs) + 1;
  assert(days >= 1 && days <= reportRangeDaysMax, 'a period spans 1 to reportRangeDaysMax days');
  return { from, to, startMs, endMs: lastMs + dayMs, days };
}

/** The period of the same number of days that ends the day before `period` starts. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const startMs = period.startMs - period.days * dayMs;
  return { from: dayOf(startMs), to: dayOf(period.startMs - dayMs), startMs, endMs: period.startMs, days: period.days };
}

/**
 * The first day of the bucket holding `ms`, as PostgreSQL's `date_trunc(grouping, t at time zone 'UTC')`
 * gives it: the day, the Monday of its ISO week, or the first of its month.
 */
export function bucketStart(ms: number, grouping: ReportGrouping): string {
  const date = new Date(ms);
  switch (grouping) {
    case 'day':
      return dayOf(ms);
    case 'week': {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - sinceMonday));
    }
    case 'month':
      return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  }
}

/** Every bucket a period touches, in order (a week or month may begin before the period does). */
export function periodBuckets(period: ReportPeriod, grouping: ReportGrouping): string[] {
  const buckets: string[] = [];
  for (let day = 0; day < period.days; day += 1) {
    const bucket = bucketStart(period.startMs + day * dayMs, grouping);
    if (buckets[buckets.length - 1] !== bucket) buckets.push(bucket);
  }
  assert(buckets.length <= reportRangeDaysMax, 'at most one bucket a day');
  return buckets;
}

/**
 * The change from `previous` to `current` in basis points of `previous` (+2500 is +25%), rounded half
 * away from zero; null when there was nothing before (a change from zero has no percentage).
 */
export function changeBasisPoints(current: number, previous: number): number | null {
  assert(Number.isSafeInteger(current) && Number.isSafeInteger(previous), 'figures are whole numbers (cents or counts)');
  if (previous === 0) return null;
  const ratio = ((current - previous) * 10_000) / Math.abs(previous);
  return Math.sign(ratio) * Math.round(Math.abs(ratio));
}
