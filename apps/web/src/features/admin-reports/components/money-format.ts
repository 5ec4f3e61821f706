import { formatMoney, parseAmount } from '@oddsmith/core';

/** An API decimal as whole cents (0 for anything unreadable: the contract already checked the reply). */
export function centsOf(amount: number): number {
  const parsed = parseAmount(amount);
  return parsed.ok ? parsed.cents : 0;
}

/** Cents as money text, a minus sign for a loss ("−12.50 EUR"). */
export function signedMoney(cents: number, currency: string, locale: string): string {
  return cents < 0 ? `−${formatMoney(-cents, currency, locale)}` : formatMoney(cents, currency, locale);
}
