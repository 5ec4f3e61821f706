/** Basis points in one whole: 10,000 bp = 100 %. */
export const basisPointsPerUnit = 10_000;
/** Default cash-out margin (a setting): 500 bp = 5 %. */
export const cashoutMarginBpDefault = 500;
/** Largest cash-out margin a setting may hold: 5,000 bp = 50 %. */
export const cashoutMarginBpMax = 5_000;
/** A quote below one cent is not offered. */
export const cashoutValueCentsMin = 1;
