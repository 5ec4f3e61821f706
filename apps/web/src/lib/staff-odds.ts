import { formatOdds, oddsToMilli, type ApiOdds } from '@oddsmith/core';

/** Staff screens show decimal odds (core's formatOdds); a suspended price is null for the caller to word. */
export function oddsText(odds: ApiOdds): string | null {
  if (odds === 'suspended') return null;
  const milli = oddsToMilli(odds);
  // Staff see the exact price: a third decimal when the price has one (1.224), else core's two places.
  if (milli % 10 === 0) return formatOdds(milli, 'decimal');
  return `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
}
