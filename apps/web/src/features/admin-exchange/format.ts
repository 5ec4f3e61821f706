import { oddsText } from '../../lib/staff-odds';
import { moneyText } from '../../lib/money-text';

/** A ladder price as staff read it (2.5 → "2.50"); null → a dash. */
export function priceText(price: number | null | undefined): string {
  if (price === null || price === undefined) return '—';
  return oddsText(price) ?? '—';
}

/** A date and time in the reader's locale, or a dash. */
export function whenText(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '—' : time.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A volume or size without a currency (the event list and the ladder carry none): "1,250.00". */
export function volumeText(amount: number, locale: string): string {
  return moneyText(amount, '', locale).trim();
}
