import { formatOdds, oddsToMilli, type ApiOdds } from '@oddsmith/core';

/** Staff screens show decimal odds (two places, core's formatOdds); a suspended price stays null. */
export function oddsText(odds: ApiOdds): string | null {
  if (odds === 'suspended') return null;
  return formatOdds(oddsToMilli(odds), 'decimal');
}

export function dateTimeText(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '—' : time.toLocaleString(locale);
}
