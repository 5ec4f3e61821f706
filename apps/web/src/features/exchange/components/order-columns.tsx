import type { ExchangeMatch, ExchangeOrder } from '@oddsmith/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateTimeText } from '../../../components/date-time-text';
import { TranslatedStatusBadge } from '../../../components/status-badge';
import { moneyText } from '../../../lib/money-text';
import { SideBadge } from './side-badge';

export const orderStatusColors: Readonly<Record<string, string>> = { open: 'yellow', matched: 'green', cancelled: 'gray', lapsed: 'gray' };

/** The columns of the player's orders on one market. */
export function orderColumns(t: TFunction, currency: string, locale: string): DataTableColumn<ExchangeOrder>[] {
  const money = (amount: number) => moneyText(amount, currency, locale);
  return [
    { key: 'placedAt', header: t('exchange.columns.placedAt'), cell: (row) => <DateTimeText value={row.placedAt} locale={locale} /> },
    { key: 'runner', header: t('exchange.columns.runner'), cell: (row) => row.runnerName },
    { key: 'side', header: t('exchange.columns.side'), cell: (row) => <SideBadge side={row.side} /> },
    { key: 'price', header: t('exchange.columns.price'), cell: (row) => row.price, align: 'right', figure: true },
    { key: 'stake', header: t('exchange.columns.stake'), cell: (row) => money(row.stake), align: 'right', figure: true },
    { key: 'matched', header: t('exchange.columns.matched'), cell: (row) => money(row.matched), align: 'right', figure: true },
    { key: 'average', header: t('exchange.columns.averagePrice'), cell: (row) => row.averagePrice ?? '—', align: 'right', figure: true },
    { key: 'remaining', header: t('exchange.columns.unmatched'), cell: (row) => money(row.remaining), align: 'right', figure: true },
    { key: 'status', header: t('exchange.columns.status'), cell: (row) => <TranslatedStatusBadge status={row.status} colors={orderStatusColors} prefix="exchange.orderStatus" /> },
  ];
}

/** The columns of the player's matched bets on one market. */
export function matchColumns(t: TFunction, currency: string, locale: string): DataTableColumn<ExchangeMatch>[] {
  const money = (amount: number) => moneyText(amount, currency, locale);
  return [
    { key: 'matchedAt', header: t('exchange.columns.matchedAt'), cell: (row) => <DateTimeText value={row.matchedAt} locale={locale} /> },
    { key: 'runner', header: t('exchange.columns.runner'), cell: (row) => row.runnerName },
    { key: 'side', header: t('exchange.columns.side'), cell: (row) => <SideBadge side={row.side} /> },
    { key: 'price', header: t('exchange.columns.price'), cell: (row) => row.price, align: 'right', figure: true },
    { key: 'stake', header: t('exchange.columns.stake'), cell: (row) => money(row.stake), align: 'right', figure: true },
    {
      key: 'win',
      header: t('exchange.columns.winOrLiability'),
      cell: (row) => t(row.side === 'back' ? 'exchange.orders.toWin' : 'exchange.orders.liability', { amount: money(row.winAmount) }),
      align: 'right',
      figure: true,
    },
  ];
}
