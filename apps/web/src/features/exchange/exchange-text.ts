import { formatMoney } from '@oddsmith/core';
import { centsOf } from './bet-maths';

/** Money at a price as ladders print it: whole units with the symbol ("€125"), compact from 10,000 ("€12K"). */
export function sizeText(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
      notation: amount >= 10_000 ? 'compact' : 'standard',
    }).format(amount);
  } catch {
    return `${Math.round(amount)} ${currency}`;
  }
}

/** Cents as money with core's formatMoney, a plus sign on a gain ("+15.00 EUR"). */
export function signedMoneyText(cents: number, currency: string, locale: string): string {
  const text = formatMoney(cents, currency, locale);
  return cents > 0 ? `+${text}` : text;
}

/** An API amount as signed money. */
export const signedAmountText = (amount: number, currency: string, locale: string) => signedMoneyText(centsOf(amount), currency, locale);

/** `up` for a gain, `down` for a loss, none for zero (the P&L colour). */
export const signOf = (cents: number): 'up' | 'down' | undefined => (cents > 0 ? 'up' : cents < 0 ? 'down' : undefined);
