import { floorDiv, parseAmount, type Cents } from '@oddsmith/core';
import { moneyText } from './money-text';

/** Why an amount typed by the player is refused; each has a translated text (`bank.amountErrors.*`). */
export type AmountError = 'required' | 'format' | 'decimals' | 'positive' | 'min' | 'max';
export type AmountCheck = { ok: true; cents: Cents } | { ok: false; error: AmountError };

/** An API decimal (12.5) to cents; the API only sends amounts with at most 2 decimals. */
export function amountCents(amount: number): Cents {
  const parsed = parseAmount(amount);
  if (!parsed.ok) throw new Error(`not an amount: ${String(amount)}`);
  return parsed.cents;
}

export { moneyText };

/**
 * Checks an amount typed by the player with core's parseAmount: positive, at most 2 decimals and,
 * when given, within the method's min..max (inclusive). The server checks again; this only saves a trip.
 */
export function checkAmount(text: string, limits: { min?: number; max?: number } = {}): AmountCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: 'required' };
  const parsed = parseAmount(trimmed);
  if (!parsed.ok) return { ok: false, error: parsed.reason === 'must have at most 2 decimals' ? 'decimals' : 'format' };
  if (parsed.cents <= 0) return { ok: false, error: 'positive' };
  if (limits.min !== undefined && parsed.cents < amountCents(limits.min)) return { ok: false, error: 'min' };
  if (limits.max !== undefined && parsed.cents > amountCents(limits.max)) return { ok: false, error: 'max' };
  return { ok: true, cents: parsed.cents };
}

/** The server's fee rule (docs/bank-api.md): fixed part + floor(amount x basis points / 10000). */
export function feeCents(amount: Cents, method: { feeFixed: number; feeBasisPoints: number }): Cents {
  const variable = floorDiv(BigInt(amount) * BigInt(method.feeBasisPoints), 10_000n);
  return amountCents(method.feeFixed) + Number(variable);
}

/** A fee rule as text: "1.5 %", "1.00 EUR", "1.00 EUR + 1.5 %" or null when free. */
export function feeRuleText(method: { feeFixed: number; feeBasisPoints: number }, currency: string, locale: string): string | null {
  const parts: string[] = [];
  if (amountCents(method.feeFixed) > 0) parts.push(moneyText(method.feeFixed, currency, locale));
  if (method.feeBasisPoints > 0) {
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(method.feeBasisPoints / 100);
    parts.push(`${percent} %`);
  }
  return parts.length > 0 ? parts.join(' + ') : null;
}

/** One id per attempt: a double click or a retry of the same attempt reuses it (idempotent on the server). */
export function newRequestId(): string {
  return crypto.randomUUID();
}
