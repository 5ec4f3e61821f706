import { useState } from 'react';
import { Stack } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { amountColumn, bankStatusColumn, createdAtColumn, labelWithNoteColumn } from '../../../components/data-table/columns';
import { StatusSegments } from '../../../components/status-segments';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { remoteOf } from '../../../lib/api-slice';
import { useListPage } from '../../../lib/use-list-page';
import { useMyDepositsQuery, useMyWithdrawalsQuery } from '../api/bank-api';
import { depositStatuses, withdrawalStatuses, type Deposit, type DepositStatus, type Withdrawal, type WithdrawalStatus } from '@oddsmith/core';

const perPage = 10;

type Row = { id: string; createdAt: string; method: string; amount: number; currency: string; status: string; detail: string | null };

function useRequestColumns(): DataTableColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    createdAtColumn(t('bank.history.date'), locale),
    labelWithNoteColumn('method', t('bank.history.method'), (row) => row.method, (row) => row.detail),
    bankStatusColumn(t('bank.history.status')),
    amountColumn(t('bank.history.amount'), locale),
  ];
}

/** A deposit's detail is its reason or reference, a withdrawal's its reason. */
const requestRow = (item: Deposit | Withdrawal, detail: string | null): Row => ({
  id: item.id,
  createdAt: item.createdAt,
  method: item.method.name,
  amount: item.amount,
  currency: item.currency,
  status: item.status,
  detail,
});

/** One page of the player's deposits or withdrawals as table rows; a new request reloads it (tags). */
function useRequestRows(kind: 'deposits' | 'withdrawals', page: number, status: string) {
  const deposits = useMyDepositsQuery(
    { page, perPage, status: status === 'all' ? undefined : (status as DepositStatus) },
    { skip: kind !== 'deposits' },
  );
  const withdrawals = useMyWithdrawalsQuery(
    { page, perPage, status: status === 'all' ? undefined : (status as WithdrawalStatus) },
    { skip: kind !== 'withdrawals' },
  );
  const remote = kind === 'deposits' ? remoteOf(deposits) : remoteOf(withdrawals);
  const list = kind === 'deposits' ? (deposits.data?.list.map((item) => requestRow(item, item.reason ?? item.reference)) ?? []) : (withdrawals.data?.list.map((item) => requestRow(item, item.reason)) ?? []);
  return { remote, list, total: remote.data?.total ?? 0 };
}

/** The player's own deposits or withdrawals with their statuses. */
export function MyRequests({ kind }: { kind: 'deposits' | 'withdrawals' }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('all');
  const { page, setPage, filtered } = useListPage();
  const statuses: readonly string[] = kind === 'deposits' ? depositStatuses : withdrawalStatuses;
  const rows = useRequestRows(kind, page, status);
  const columns = useRequestColumns();

  return (
    <Stack gap="md">
      <StatusSegments
        size="xs"
        label={t('bank.history.status')}
        value={status}
        onChange={(value) => filtered(() => setStatus(value))}
        data={['all', ...statuses].map((value) => ({ value, label: value === 'all' ? t('bank.history.all') : t(`bank.status.${value}`) }))}
      />
      <DataTable
        label={t(`bank.tabs.${kind}`)}
        columns={columns}
        rows={rows.list}
        rowKey={(row) => row.id}
        remote={rows.remote}
        minWidth={560}
        skeleton={{ rows: 3 }}
        empty={{ icon: <IconInbox size={28} />, title: t(`bank.${kind}Empty.title`), description: t(`bank.${kind}Empty.text`) }}
        paging={{ page, total: rows.total, perPage, onChange: setPage }}
      />
    </Stack>
  );
}
