import { useState } from 'react';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { transferCodes } from '@oddsmith/core';
import { useTranslation } from '../lib/use-translation';
import { FigureText } from './data-table/cells';
import { bankStatusColumn, createdAtColumn, labelWithNoteColumn } from './data-table/columns';
import type { DataTableColumn } from './data-table/data-table';
import { PageTable } from './data-table/page-table';
import type { Remote } from '../lib/api-slice';
import { moneyText } from '../lib/amount';
import { emptyHistoryFilter, historyQueryOf, type HistoryFilterDraft, type HistoryFilters } from '../lib/history-filters';
import { transactionStatuses, type Page, type Transaction, type TransactionStatus } from '@oddsmith/core';

export const historyPerPage = 20;

function useTransactionColumns(): DataTableColumn<Transaction>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    createdAtColumn(t('bank.history.date'), locale),
    labelWithNoteColumn('type', t('bank.history.type'), (row) => t(`bank.codes.${row.code}`, { defaultValue: row.code }), (row) => row.note),
    { key: 'wallet', header: t('bank.history.wallet'), cell: (row) => t(`bank.wallets.${row.wallet}`) },
    bankStatusColumn(t('bank.history.status')),
    {
      key: 'amount',
      header: t('bank.history.amount'),
      align: 'right',
      cell: (row) => <FigureText color={row.amount > 0 ? 'brand' : undefined}>{`${row.amount > 0 ? '+' : ''}${moneyText(row.amount, row.currency, locale)}`}</FigureText>,
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
      <PageTable
        label={t('bank.history.title')}
        columns={columns}
        remote={rows}
        minWidth={640}
        empty={{
          icon: <IconReceiptOff size={28} />,
          title: t('bank.history.emptyTitle'),
          description: filters.filtered ? t('bank.history.emptyFiltered') : t('bank.history.emptyText'),
        }}
        page={filters.page}
        perPage={historyPerPage}
        onPage={filters.setPage}
      />
    </Stack>
  );
}
