import { dayOf, dayStartMs, daysSpanned, reportRangeDaysMax } from '@oddsmith/core';

/** The period picker's choices; `custom` takes two typed days. Days are UTC days, as the server counts them. */
export const periodPresets = ['today', '7d', '30d', 'month', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export type PeriodChoice = { preset: PeriodPreset; from: string; to: string };

const dayMs = 86_400_000;

/** The inclusive UTC days of a preset ending today (`nowMs`); `custom` keeps the typed days. */
export function periodOfChoice(choice: PeriodChoice, nowMs: number): { from: string; to: string } {
  const today = dayOf(nowMs);
  switch (choice.preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: dayOf(nowMs - 6 * dayMs), to: today };
    case '30d':
      return { from: dayOf(nowMs - 29 * dayMs), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return { from: choice.from, to: choice.to };
  }
}

export type PeriodProblem = 'invalidDay' | 'toBeforeFrom' | 'tooLong';

/** Why a typed period cannot be asked for, or null when it can (the server would answer the same 400). */
export function periodProblem(period: { from: string; to: string }): PeriodProblem | null {
  if (dayStartMs(period.from) === null || dayStartMs(period.to) === null) return 'invalidDay';
  const days = daysSpanned(period.from, period.to) ?? 0;
  if (days < 1) return 'toBeforeFrom';
  return days > reportRangeDaysMax ? 'tooLong' : null;
}
