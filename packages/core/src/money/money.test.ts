import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats cents with two decimals and the currency code, per locale', () => {
    expect(formatMoney(123_450, 'EUR', 'en')).toBe('1,234.50 EUR');
    expect(formatMoney(123_450, 'EUR', 'de')).toBe('1.234,50 EUR');
    expect(formatMoney(0, 'INR')).toBe('0.00 INR');
  });

  it('gives the same text from its kept formats, past the number of locales it keeps', () => {
    const locales = ['en', 'de', 'es', 'hi', 'fr', 'it', 'pt', 'nl', 'sv', 'pl', 'en'];
    const first = locales.map((locale) => formatMoney(987_654_321, 'EUR', locale));
    const again = locales.map((locale) => formatMoney(987_654_321, 'EUR', locale));
    expect(again).toEqual(first);
    expect(first[0]).toBe('9,876,543.21 EUR');
    expect(first[1]).toBe('9.876.543,21 EUR');
  });
});
