import { Text } from '@mantine/core';
import { BankStatusBadge } from '../bank-status-badge';
import { DateTimeText } from '../date-time-text';
import { moneyText } from '../../lib/amount';
import { FigureText, WithNote } from './cells';
import type { DataTableColumn } from './data-table';

/** The date column of a money list (history, requests, queues, approvals, payments): when the row was created. */
export function createdAtColumn<T extends { createdAt: string }>(header: string, locale: string): DataTableColumn<T> {
  return { key: 'date', header, cell: (row) => <DateTimeText value={row.createdAt} locale={locale} /> };
}

/** The right-aligned amount column of a money list. */
export function amountColumn<T extends { amount: number; currency: string }>(header: string, locale: string): DataTableColumn<T> {
  return { key: 'amount', header, align: 'right', cell: (row) => <FigureText>{moneyText(row.amount, row.currency, locale)}</FigureText> };
}

/** The status column of a bank list: a deposit's, withdrawal's, transaction's or approval's status badge. */
export function bankStatusColumn<T extends { status: string }>(header: string): DataTableColumn<T> {
  return { key: 'status', header, cell: (row) => <BankStatusBadge status={row.status} /> };
}

/** A column whose bold label (a transfer code, a payment method) carries the row's note under it. */
export function labelWithNoteColumn<T>(key: string, header: string, label: (row: T) => string, note: (row: T) => string | null | undefined): DataTableColumn<T> {
  return {
    key,
    header,
    cell: (row) => (
      <WithNote note={note(row)}>
        <Text size="sm" fw={600}>
          {label(row)}
        </Text>
      </WithNote>
    ),
  };
}
