import { formatMoney, parseAmount } from '@oddsmith/core';

/** An API decimal shown as money with core's formatMoney ("1,025.00 EUR"); anything unreadable is a dash. */
export function moneyText(amount: number | null | undefined, currency: string, locale: string): string {
  if (amount === null || amount === undefined) return '—';
  const parsed = parseAmount(amount);
  return parsed.ok ? formatMoney(parsed.cents, currency, locale) : '—';
}
