import type { Currency } from '../api/contract';
import type { Cents } from '../money/money';

/** Auto-suspend is off unless the operator sets a threshold (settings `risk.limits`). */
export const autoSuspendLiabilityCentsDefault: Cents | null = null;
/**
 * The threshold is kept per currency and compared with liability of that currency only; every
 * supported currency starts off (the operator sets each for their book).
 */
export const autoSuspendLiabilityCentsByCurrencyDefault: Readonly<Record<Currency, Cents | null>> = {
  EUR: autoSuspendLiabilityCentsDefault,
  USD: autoSuspendLiabilityCentsDefault,
  GBP: autoSuspendLiabilityCentsDefault,
  INR: autoSuspendLiabilityCentsDefault,
};
/** A threshold of 1.00 to 100,000,000.00 in its currency. */
export const autoSuspendLiabilityCentsMin: Cents = 100;
export const autoSuspendLiabilityCentsMax: Cents = 10_000_000_000;
/** Selections one market's ladder holds at most (feed markets have a handful; correct-score ~30). */
export const ladderSelectionsMax = 256;
