import { assert } from '../control/control';

/** Money is an integer count of the smallest unit (cents). */
export type Cents = number;

export const centsPerUnit = 100;
/** Largest amount the API accepts in one field: 1,000,000,000.00. */
export const amountCentsMax: Cents = 100_000_000_000;

export function assertCents(value: number, name = 'amount'): asserts value is Cents {
  assert(Number.isSafeInteger(value), `${name} must be a safe integer of cents`);
}

/**
 * Parses an API amount (a decimal number or numeric string with at most 2 decimals) into cents.
 * Works on the decimal text, never on float arithmetic, so 0.1 + 0.2 problems cannot arise.
 */
export function parseAmount(input: unknown): { ok: true; cents: Cents } | { ok: false; reason: string } {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: 'must be a finite number' };
    text = String(input);
    if (/e/i.test(text)) return { ok: false, reason: 'is out of range' };
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, reason: 'must be a number' };
  }
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,}))?$/.exec(text);
  if (!match) return { ok: false, reason: 'must be a number' };
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, reason: 'must have at most 2 decimals' };
  const cents = Number(whole) * centsPerUnit + Number(fraction.padEnd(2, '0'));
  const signed = sign === '-' ? -cents : cents;
  if (Math.abs(signed) > amountCentsMax) return { ok: false, reason: 'is out of range' };
  return { ok: true, cents: signed === 0 ? 0 : signed };
}

/** Cents to the API's decimal number (12.5 for 1250). Exact for every safe integer of cents. */
export function centsToAmount(cents: Cents): number {
  assertCents(cents);
  return cents / centsPerUnit;
}

/** Rounds a non-negative rational numerator/denominator down to whole cents. */
export function floorDiv(numerator: bigint, denominator: bigint): bigint {
  assert(denominator > 0n, 'denominator must be positive');
  const q = numerator / denominator;
  return numerator < 0n && q * denominator !== numerator ? q - 1n : q;
}

/** Rounds numerator/denominator half-up (non-negative values only). */
export function roundHalfUpDiv(numerator: bigint, denominator: bigint): bigint {
  assert(denominator > 0n, 'denominator must be positive');
  assert(numerator >= 0n, 'numerator must be non-negative');
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Locales whose money format is kept; more are rare (one per language), past it the cache starts again. */
const moneyFormatsMax = 8;
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The money number format of `locale`, built once: building one loads the locale's data (tens of
 * milliseconds the first time on a phone), and every balance and stake on screen formats through it.
 */
function moneyFormatOf(locale: string): Intl.NumberFormat {
  const cached = moneyFormats.get(locale);
  if (cached) return cached;
  if (moneyFormats.size >= moneyFormatsMax) moneyFormats.clear();
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  moneyFormats.set(locale, format);
  assert(moneyFormats.size <= moneyFormatsMax, 'money formats stay bounded');
  return format;
}

/** Formats cents for display with the currency code: "1,234.50 EUR". */
export function formatMoney(cents: Cents, currency: string, locale = 'en'): string {
  assertCents(cents);
  const formatted = moneyFormatOf(locale).format(cents / centsPerUnit);
  return `${formatted} ${currency}`;
}
