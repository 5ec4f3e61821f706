import { formatOdds, oddsToMilli, type ApiOdds } from '@oddsmith/core';

/** Staff screens show decimal odds (core's formatOdds); a suspended price is null for the caller to word. */
export function oddsText(odds: ApiOdds): string | null {
  if (odds === 'suspended') return null;
  return formatOdds(oddsToMilli(odds), 'decimal');
}
