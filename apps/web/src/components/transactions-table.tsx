import { useState } from 'react';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { transferCodes } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { WithNote } from './data-table/cells';
import { DataTable, type DataTableColumn } from './data-table/data-table';
import type { Remote } from '../lib/api-slice';
import { moneyText } from '../lib/amount';
import { emptyHistoryFilter, historyQueryOf, type HistoryFilterDraft, type HistoryFilters } from '../lib/history-filters';
import { transactionStatuses, type Page, type Transaction, type TransactionStatus } from '@oddsmith/core';
import { BankStatusBadge } from './bank-status-badge';
import { DateTimeText } from './date-time-text';

export const historyPerPage = 20;

function useTransactionColumns(): DataTableColumn<Transaction>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    { key: 'date', header: t('bank.history.date'), cell: (row) => <DateTimeText value={row.createdAt} locale={locale} /> },
    {
      key: 'type',
      header: t('bank.history.type'),
      cell: (row) => (
        <WithNote note={row.note}>
          <Text size="sm" fw={600}>
            {t(`bank.codes.${row.code}`, { defaultValue: row.code })}
          </Text>
        </WithNote>
      ),
    },
    { key: 'wallet', header: t('bank.history.wallet'), cell: (row) => t(`bank.wallets.${row.wallet}`) },
    { key: 'status', header: t('bank.history.status'), cell: (row) => <BankStatusBadge status={row.status} /> },
    {
      key: 'amount',
      header: t('bank.history.amount'),
      align: 'right',
      cell: (row) => (
        <Text size="sm" ff="monospace" fw={700} c={row.amount > 0 ? 'brand' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {row.amount > 0 ? '+' : ''}
          {moneyText(row.amount, row.currency, locale)}
        </Text>
      ),
    },
  ];
}

/** The query of one history page as sent: the filters, the page and its size. */
export type HistoryQuery = HistoryFilters & { page: number; perPage: number };

/** The history's filter form and page: what `TransactionsView` shows and the query to load for it. */
export type HistoryFilterState = {
  draft: HistoryFilterDraft;
  page: number;
  query: HistoryQuery;
  filtered: boolean;
  change: (next: Partial<HistoryFilterDraft>) => void;
  setPage: (page: number) => void;
};

/** The filters and page of a wallet history; a changed filter goes back to page 1. */
export function useHistoryFilters(): HistoryFilterState {
  const [draft, setDraft] = useState<HistoryFilterDraft>(emptyHistoryFilter);
  const [page, setPage] = useState(1);
  const query = { ...historyQueryOf(draft), page, perPage: historyPerPage };
  const change = (next: Partial<HistoryFilterDraft>) => {
    setDraft((last) => ({ ...last, ...next }));
    setPage(1);
  };
  const filtered = JSON.stringify(draft) !== JSON.stringify(emptyHistoryFilter);
  return { draft, page, query, filtered, change, setPage };
}

function HistoryFilterFields({ draft, change }: Pick<HistoryFilterState, 'draft' | 'change'>) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        w={{ base: '100%', xs: 200 }}
        label={t('bank.history.type')}
        placeholder={t('bank.history.allTypes')}
        clearable
        data={transferCodes.map((code) => ({ value: code, label: t(`bank.codes.${code}`) }))}
        value={draft.code}
        onChange={(code) => change({ code })}
      />
      <TextInput w={{ base: 'calc(50% - 6px)', xs: 160 }} type="date" label={t('bank.history.from')} value={draft.from} onChange={(event) => change({ from: event.currentTarget.value })} />
      <TextInput w={{ base: 'calc(50% - 6px)', xs: 160 }} type="date" label={t('bank.history.to')} value={draft.to} onChange={(event) => change({ to: event.currentTarget.value })} />
      <Select
        w={{ base: '100%', xs: 170 }}
        label={t('bank.history.status')}
        placeholder={t('bank.history.allStatuses')}
        clearable
        data={transactionStatuses.map((status) => ({ value: status, label: t(`bank.status.${status}`) }))}
        value={draft.status}
        onChange={(status) => change({ status: status as TransactionStatus | null })}
      />
    </Group>
  );
}

/** A wallet history's filters and table; the caller loads `filters.query` (an RTK Query hook) into `rows`. */
export function TransactionsView({ filters, rows }: { filters: HistoryFilterState; rows: Remote<Page<Transaction>> }) {
  const { t } = useTranslation();
  const columns = useTransactionColumns();
  return (
    <Stack gap="md">
      <HistoryFilterFields draft={filters.draft} change={filters.change} />
      <DataTable
        label={t('bank.history.title')}
        columns={columns}
        rows={rows.data?.list ?? []}
        rowKey={(row) => row.id}
        remote={rows}
        minWidth={640}
        empty={{
          icon: <IconReceiptOff size={28} />,
          title: t('bank.history.emptyTitle'),
          description: filters.filtered ? t('bank.history.emptyFiltered') : t('bank.history.emptyText'),
        }}
        paging={{ page: filters.page, total: rows.data?.total ?? 0, perPage: historyPerPage, onChange: filters.setPage }}
      />
    </Stack>
  );
}
