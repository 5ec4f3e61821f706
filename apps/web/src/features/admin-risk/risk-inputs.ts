import { centsToAmount, parseAmount, stakeFactorBpMax, stakeFactorBpOne, type Cents } from '@oddsmith/core';

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

export type LiabilityLevel = 'high' | 'warn' | 'normal';

/** Share of the threshold (in percent) from which a liability is shown as close to it. */
export const liabilityWarnPercent = 80n;

function centsOf(amount: number): bigint {
  const parsed = parseAmount(amount);
  return parsed.ok ? BigInt(parsed.cents) : 0n;
}

/**
 * How loudly a liability is shown: at or past the auto-suspend threshold is high, from 80 % of it
 * a warning; with no threshold, any loss for the house (a positive liability) is a warning.
 */
export function liabilityLevel(liability: number, threshold: number | null): LiabilityLevel {
  const cents = centsOf(liability);
  if (threshold === null) return cents > 0n ? 'warn' : 'normal';
  const limit = centsOf(threshold);
  if (cents >= limit) return 'high';
  if (cents * 100n >= limit * liabilityWarnPercent) return 'warn';
  return 'normal';
}

/** The stake factor as staff read it: "0.5×", "1×". */
export function stakeFactorText(stakeFactor: number): string {
  return `${stakeFactor}×`;
}
