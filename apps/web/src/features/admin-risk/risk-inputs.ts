import { centsToAmount, parseAmount, stakeFactorBpMax, stakeFactorBpOne, type ApiCurrencyLimits, type ApiRiskCurrencySummary, type Cents } from '@oddsmith/core';

export type StakeFactorCheck = { ok: true; stakeFactor: number; bp: number } | { ok: false; error: 'format' | 'range' };

const stakeFactorPattern = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
const bpPerHundredth = stakeFactorBpOne / 100;

/**
 * A stake factor typed by staff: a decimal with at most 2 places (the server's rule) from 0 to
 * core's maximum (10x). The body carries the typed decimal as a number.
 */
export function checkStakeFactor(text: string): StakeFactorCheck {
  const trimmed = text.trim();
  const match = stakeFactorPattern.exec(trimmed);
  if (!match) return { ok: false, error: 'format' };
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const bp = hundredths * bpPerHundredth;
  if (bp > stakeFactorBpMax) return { ok: false, error: 'range' };
  return { ok: true, stakeFactor: Number(trimmed), bp };
}

export type ThresholdCheck = { ok: true; amount: number; cents: Cents } | { ok: false; error: 'format' | 'range' };

/** The server's bounds of the auto-suspend threshold: 1.00 .. 100,000,000.00. */
export const thresholdCentsMin: Cents = 100;
export const thresholdCentsMax: Cents = 10_000_000_000;

/** The auto-suspend threshold typed by staff: an amount with at most 2 decimals (core's parseAmount) within the server's bounds. */
export function checkThreshold(text: string): ThresholdCheck {
  const parsed = parseAmount(text.trim());
  if (!parsed.ok) return { ok: false, error: 'format' };
  if (parsed.cents < thresholdCentsMin || parsed.cents > thresholdCentsMax) return { ok: false, error: 'range' };
  return { ok: true, amount: centsToAmount(parsed.cents), cents: parsed.cents };
}

export type LimitCheck = { ok: true; amount: number; cents: Cents } | { ok: false; error: 'format' | 'range' };

/** A stake or payout limit typed by staff: a positive amount with at most 2 decimals (core's parseAmount). */
export function checkLimit(text: string): LimitCheck {
  const parsed = parseAmount(text.trim());
  if (!parsed.ok) return { ok: false, error: parsed.reason === 'is out of range' ? 'range' : 'format' };
  if (parsed.cents <= 0) return { ok: false, error: 'range' };
  return { ok: true, amount: centsToAmount(parsed.cents), cents: parsed.cents };
}

/** One currency's limits as typed in the form (an empty threshold is off). */
export type LimitsDraft = { stakeMin: string; stakeMax: string; payoutMax: string; threshold: string };
export type LimitsError = 'format' | 'range' | 'thresholdRange' | 'minAboveMax' | 'minAbovePayout';
export type LimitsCheck = { ok: true; limits: ApiCurrencyLimits } | { ok: false; field: keyof LimitsDraft; error: LimitsError };

/** The form of one currency's limits, checked as the server will: amounts, then min stake <= max stake and <= max payout. */
export function checkLimits(draft: LimitsDraft): LimitsCheck {
  const stakeMin = checkLimit(draft.stakeMin);
  if (!stakeMin.ok) return { ok: false, field: 'stakeMin', error: stakeMin.error };
  const stakeMax = checkLimit(draft.stakeMax);
  if (!stakeMax.ok) return { ok: false, field: 'stakeMax', error: stakeMax.error };
  const payoutMax = checkLimit(draft.payoutMax);
  if (!payoutMax.ok) return { ok: false, field: 'payoutMax', error: payoutMax.error };
  const threshold = draft.threshold.trim() === '' ? null : checkThreshold(draft.threshold);
  if (threshold !== null && !threshold.ok) return { ok: false, field: 'threshold', error: threshold.error === 'range' ? 'thresholdRange' : 'format' };
  if (stakeMin.cents > stakeMax.cents) return { ok: false, field: 'stakeMin', error: 'minAboveMax' };
  if (stakeMin.cents > payoutMax.cents) return { ok: false, field: 'stakeMin', error: 'minAbovePayout' };
  return { ok: true, limits: { stakeMin: stakeMin.amount, stakeMax: stakeMax.amount, payoutMax: payoutMax.amount, autoSuspendLiability: threshold === null ? null : threshold.amount } };
}

/** The auto-suspend threshold of `currency` from the overview's per-currency summaries (null = off or no limits). */
export function thresholdOfCurrency(summaries: readonly ApiRiskCurrencySummary[], currency: string): number | null {
  return summaries.find((summary) => summary.currency === currency)?.limits?.autoSuspendLiability ?? null;
}

export type LiabilityLevel = 'high' | 'warn' | 'normal';

/** Share of the threshold (in percent) from which a liability is shown as close to it. */
export const liabilityWarnPercent = 80n;

function centsOf(amount: number): bigint {
  const parsed = parseAmount(amount);
  return parsed.ok ? BigInt(parsed.cents) : 0n;
}

/**
 * How loudly a liability is shown: at or past the auto-suspend threshold is high, from 80 % of it
 * a warning, anything below neutral; with no threshold nothing is coloured (a small loss for the
 * house is the normal state of a book, not an alarm).
 */
export function liabilityLevel(liability: number, threshold: number | null): LiabilityLevel {
  const cents = centsOf(liability);
  if (threshold === null) return 'normal';
  const limit = centsOf(threshold);
  if (cents >= limit) return 'high';
  if (cents * 100n >= limit * liabilityWarnPercent) return 'warn';
  return 'normal';
}

/** The stake factor as staff read it: "0.5×", "1×". */
export function stakeFactorText(stakeFactor: number): string {
  return `${stakeFactor}×`;
}
