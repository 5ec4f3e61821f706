import type { NotificationParams } from '@oddsmith/core';
import { moneyText } from '../../lib/money-text';

/** Params that are money in the notification's `currency`. */
const moneyParams = new Set(['amount', 'stake', 'return', 'potentialReturn']);

/**
 * The interpolation values of a notification's title and body: amounts as money in the reader's
 * language, the limit period and a rejection reason through their own translation keys.
 */
export function textParams(params: NotificationParams, language: string, t: (key: string) => string): Record<string, string | number> {
  const currency = typeof params.currency === 'string' ? params.currency : '';
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null) continue;
    if (moneyParams.has(key) && typeof value === 'number' && currency) values[key] = moneyText(value, currency, language);
    else if (key === 'period' && typeof value === 'string') values[key] = t(`notifications.periods.${value}`);
    else values[key] = value;
  }
  return values;
}
