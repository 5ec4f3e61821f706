import type { Cents } from '../money/money';

/** Auto-suspend is off unless the operator sets a threshold (settings `risk.limits`). */
export const autoSuspendLiabilityCentsDefault: Cents | null = null;
/** A threshold of 1.00 to 100,000,000.00. */
export const autoSuspendLiabilityCentsMin: Cents = 100;
export const autoSuspendLiabilityCentsMax: Cents = 10_000_000_000;
/** Selections one market's ladder holds at most (feed markets have a handful; correct-score ~30). */
export const ladderSelectionsMax = 256;
