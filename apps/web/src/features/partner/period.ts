/** The dashboard's periods: calendar days in UTC, both ends included (the summary's `from` and `to`). */
export const periodPresets = ['today', '7d', '30d', 'thisMonth', 'lastMonth', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export type DayRange = { from: string; to: string };

const dayMs = 86_400_000;

/** `YYYY-MM-DD` of a moment in UTC. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * dayMs);

/**
 * The days of a preset at `now` (the clock is an argument). "7 days" and "30 days" end today;
 * a custom period is the range the partner picked, else today.
 */
export function periodRange(preset: PeriodPreset, now: Date, custom?: DayRange | null): DayRange {
  const today = utcDay(now);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: utcDay(daysBefore(now, 6)), to: today };
    case '30d':
      return { from: utcDay(daysBefore(now, 29)), to: today };
    case 'thisMonth':
      return { from: utcDay(new Date(Date.UTC(year, month, 1))), to: today };
    case 'lastMonth':
      return { from: utcDay(new Date(Date.UTC(year, month - 1, 1))), to: utcDay(new Date(Date.UTC(year, month, 0))) };
    case 'custom':
      return custom ?? { from: today, to: today };
  }
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** The longest period the server answers (366 days). */
export const periodDaysMax = 366;

/** Why a custom range is refused, or null: both days given, `from` not after `to`, at most 366 days. */
export function customRangeProblem(range: { from: string; to: string }): 'missing' | 'order' | 'tooLong' | null {
  if (!dayPattern.test(range.from) || !dayPattern.test(range.to)) return 'missing';
  if (range.from > range.to) return 'order';
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / dayMs + 1;
  return days > periodDaysMax ? 'tooLong' : null;
}
