import { useState } from 'react';
import { ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FigureText, WithNote } from '../../../components/data-table/cells';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useRemote } from '../../../lib/use-remote';
import { moneyText } from '../../../lib/amount';
import { getDeposits } from '../api/get-deposits';
import { getWithdrawals } from '../api/get-withdrawals';
import { depositStatuses, withdrawalStatuses, type DepositStatus, type WithdrawalStatus } from '@oddsmith/core';
import { BankStatusBadge } from '../../../components/bank-status-badge';
import { DateTimeText } from '../../../components/date-time-text';

const perPage = 10;

type Row = { id: string; createdAt: string; method: string; amount: number; currency: string; status: string; detail: string | null };

function useRequestColumns(): DataTableColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    { key: 'date', header: t('bank.history.date'), cell: (row) => <DateTimeText value={row.createdAt} locale={locale} /> },
    {
      key: 'method',
      header: t('bank.history.method'),
      cell: (row) => (
        <WithNote note={row.detail}>
          <Text size="sm" fw={600}>
            {row.method}
          </Text>
        </WithNote>
      ),
    },
    { key: 'status', header: t('bank.history.status'), cell: (row) => <BankStatusBadge status={row.status} /> },
    {
      key: 'amount',
      header: t('bank.history.amount'),
      align: 'right',
      cell: (row) => (
        <FigureText>{moneyText(row.amount, row.currency, locale)}</FigureText>
      ),
    },
  ];
}

/** The player's own deposits or withdrawals with their statuses. */
export function MyRequests({ kind, refreshKey }: { kind: 'deposits' | 'withdrawals'; refreshKey: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const statuses: readonly string[] = kind === 'deposits' ? depositStatuses : withdrawalStatuses;
  const rows = useRemote<{ list: Row[]; total: number }>(async () => {
    if (kind === 'deposits') {
      const result = await getDeposits({ page, perPage, status: status === 'all' ? undefined : (status as DepositStatus) });
      return {
        total: result.total,
        list: result.list.map((item) => ({ id: item.id, createdAt: item.createdAt, method: item.method.name, amount: item.amount, currency: item.currency, status: item.status, detail: item.reason ?? item.reference })),
      };
    }
    const result = await getWithdrawals({ page, perPage, status: status === 'all' ? undefined : (status as WithdrawalStatus) });
    return {
      total: result.total,
      list: result.list.map((item) => ({ id: item.id, createdAt: item.createdAt, method: item.method.name, amount: item.amount, currency: item.currency, status: item.status, detail: item.reason })),
    };
  }, `${kind}|${status}|${page}|${refreshKey}`);
  const columns = useRequestColumns();

  return (
    <Stack gap="md">
      <ScrollArea type="never">
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          data={['all', ...statuses].map((value) => ({ value, label: value === 'all' ? t('bank.history.all') : t(`bank.status.${value}`) }))}
          aria-label={t('bank.history.status')}
        />
      </ScrollArea>
      <DataTable
        label={t(`bank.tabs.${kind}`)}
        columns={columns}
        rows={rows.data?.list ?? []}
        rowKey={(row) => row.id}
        remote={rows}
        minWidth={560}
        skeleton={{ rows: 3 }}
        empty={{ icon: <IconInbox size={28} />, title: t(`bank.${kind}Empty.title`), description: t(`bank.${kind}Empty.text`) }}
        paging={{ page, total: rows.data?.total ?? 0, perPage, onChange: setPage }}
      />
    </Stack>
  );
}
