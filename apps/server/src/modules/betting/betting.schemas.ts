/** Operator settings under key `betting` (the settings registry's group `cashout`: bounds and default there). */
export type BettingSettings = { cashoutMarginBp: number };
