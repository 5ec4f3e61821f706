import { limitPeriods, parseAmount, type LimitPeriod, type RgView } from '@oddsmith/core';

/** The choices offered; all within the contract's ranges (`timeOutDaysMax` and the like in core). */
export const timeOutChoicesDays = [1, 2, 7, 14, 28, 42] as const;
export const selfExclusionChoicesMonths = [6, 12, 24, 36, 60] as const;
export const realityCheckChoicesMinutes = [15, 30, 60, 120, 240] as const;

/**
 * What a new limit does: a first or lower limit applies at once; a higher one or a removal after 24 h;
 * the same value changes nothing. `invalid` when the text is not a positive amount with ≤ 2 decimals.
 */
export type LimitChange = 'none' | 'immediate' | 'delayed' | 'invalid';

export function limitChangeOf(current: number | null, text: string | null): LimitChange {
  if (text === null) return current === null ? 'none' : 'delayed';
  const trimmed = text.trim();
  if (!trimmed) return 'none';
  const next = parseAmount(trimmed);
  if (!next.ok || next.cents <= 0) return 'invalid';
  if (current === null) return 'immediate';
  const now = parseAmount(current);
  if (!now.ok) return 'invalid';
  if (next.cents === now.cents) return 'none';
  return next.cents < now.cents ? 'immediate' : 'delayed';
}

/** The deposit-limit part of the PUT body: only periods that change; null removes. */
export function limitsUpdateOf(
  view: Pick<RgView, 'depositLimits'>,
  drafts: Record<LimitPeriod, string | null>,
): Partial<Record<LimitPeriod, string | null>> | 'invalid' {
  const update: Partial<Record<LimitPeriod, string | null>> = {};
  for (const period of limitPeriods) {
    const change = limitChangeOf(view.depositLimits[period], drafts[period]);
    if (change === 'invalid') return 'invalid';
    if (change !== 'none') update[period] = drafts[period] === null ? null : drafts[period]!.trim();
  }
  return update;
}

/** A block (time-out, self-exclusion) is in force while its end is in the future. */
export function blockInForce(until: string | null, nowMs: number): boolean {
  return until !== null && Date.parse(until) > nowMs;
}

/** Seconds as H:MM:SS (hours grow past 24). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** How many reality-check reminders are due after `elapsedSeconds` (0 when off). */
export function realityChecksDue(elapsedSeconds: number, intervalMinutes: number | null): number {
  if (!intervalMinutes || intervalMinutes <= 0) return 0;
  return Math.floor(elapsedSeconds / (intervalMinutes * 60));
}
