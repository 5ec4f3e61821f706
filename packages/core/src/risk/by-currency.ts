import { assert } from '../control/control';
import type { Cents } from '../money/money';

/*
 * Players hold different currencies (`users.currency`), and an amount is a count of its currency's
 * minor units: 100 INR cents and 100 EUR cents are not the same money. Every risk figure is
 * therefore grouped by currency first and summed inside one group only; nothing here converts.
 */

/**
 * A per-currency setting (a stake limit, a threshold): currency code -> value in that currency's
 * cents. A currency without an own key has no value.
 */
export type PerCurrency<T> = Readonly<Partial<Record<string, T>>>;

/** The value of `currency` in `map`, or undefined. Own keys only: "constructor" is no currency. */
export function valueOfCurrency<T>(map: PerCurrency<T>, currency: string): T | undefined {
  return Object.hasOwn(map, currency) ? map[currency] : undefined;
}

/** Items grouped by their currency: groups in order of first appearance, items in input order. */
export function groupByCurrency<T>(items: readonly T[], currencyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const currency = currencyOf(item);
    assert(currency.length > 0, 'an amount has a currency');
    const group = groups.get(currency);
    if (group) group.push(item);
    else groups.set(currency, [item]);
  }
  return groups;
}

/** Cents summed per currency: each total holds its own currency's items only. */
export function sumCentsByCurrency<T>(items: readonly T[], currencyOf: (item: T) => string, centsOf: (item: T) => Cents): Map<string, Cents> {
  const totals = new Map<string, Cents>();
  for (const [currency, group] of groupByCurrency(items, currencyOf)) {
    let total = 0;
    for (const item of group) {
      const cents = centsOf(item);
      assert(Number.isSafeInteger(cents), 'amounts are cents');
      total += cents;
    }
    assert(Number.isSafeInteger(total), 'a currency total is safe cents');
    totals.set(currency, total);
  }
  return totals;
}
