import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BankStatusBadge } from '../../../components/bank-status-badge';
import { FigureText } from '../../../components/data-table/cells';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateTimeText } from '../../../components/date-time-text';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/amount';

/** The player (or agent) a request is for, linking to their staff page. */
export function UserLink({ userId, username }: { userId: string; username: string | null }) {
  return (
    <Anchor component={Link} to={paths.admin.user.getHref(userId)} size="sm" fw={700}>
      {username ?? userId}
    </Anchor>
  );
}

/** The head of a request's phone card: who it is for and its status. */
export function RequestCardHead({ request }: { request: { userId: string; username: string | null; status: string } }) {
  return (
    <Group justify="space-between" wrap="nowrap" mb={4}>
      <UserLink userId={request.userId} username={request.username} />
      <BankStatusBadge status={request.status} />
    </Group>
  );
}

/** The date column of a staff money list (queues, approvals, payments): when the row was created. */
export function createdAtColumn<T extends { createdAt: string }>(header: string, locale: string): DataTableColumn<T> {
  return { key: 'date', header, cell: (row) => <DateTimeText value={row.createdAt} locale={locale} /> };
}

/** The right-aligned amount column of a staff money list. */
export function amountColumn<T extends { amount: number; currency: string }>(header: string, locale: string): DataTableColumn<T> {
  return { key: 'amount', header, align: 'right', cell: (row) => <FigureText>{moneyText(row.amount, row.currency, locale)}</FigureText> };
}
