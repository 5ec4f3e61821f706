import { useState } from 'react';
import { EmptyState, Group, Pagination, Paper, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { transferCodes } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useRemote } from '../../../lib/use-remote';
import { moneyText } from '../amount';
import { emptyHistoryFilter, historyQueryOf, type HistoryFilterDraft } from '../history-filters';
import { transactionStatuses, type HistoryFilters, type Page, type Transaction, type TransactionStatus } from '../types';
import { StatusBadge } from './status-badge';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { DateTimeText } from '../../../components/date-time-text';

export const historyPerPage = 20;

/** Money in and out of one player's wallets with filters and paging (player history, staff credit history). */
export function TransactionsTable({
  load,
  refreshKey = '',
}: {
  load: (query: HistoryFilters & { page: number; perPage: number }) => Promise<Page<Transaction>>;
  refreshKey?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [draft, setDraft] = useState<HistoryFilterDraft>(emptyHistoryFilter);
  const [page, setPage] = useState(1);
  const query = { ...historyQueryOf(draft), page, perPage: historyPerPage };
  const rows = useRemote(() => load(query), `${JSON.stringify(query)}|${refreshKey}`);
  const change = (next: Partial<HistoryFilterDraft>) => {
    setDraft((last) => ({ ...last, ...next }));
    setPage(1);
  };
  const filtered = JSON.stringify(draft) !== JSON.stringify(emptyHistoryFilter);
  const list = rows.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((rows.data?.total ?? 0) / historyPerPage));

  return (
    <Stack gap="md">
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
      {rows.status === 'failed' ? (
        <ErrorState message={rows.error ?? t('errors.render')} onRetry={rows.reload} />
      ) : (
        <Paper withBorder radius="lg">
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" miw={640} aria-label={t('bank.history.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bank.history.date')}</Table.Th>
                  <Table.Th>{t('bank.history.type')}</Table.Th>
                  <Table.Th>{t('bank.history.wallet')}</Table.Th>
                  <Table.Th>{t('bank.history.status')}</Table.Th>
                  <Table.Th ta="right">{t('bank.history.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.status === 'loading' && !rows.data
                  ? <TableSkeletonRows rows={5} columns={5} />
                  : list.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <DateTimeText value={row.createdAt} locale={locale} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {t(`bank.codes.${row.code}`, { defaultValue: row.code })}
                          </Text>
                          {row.note ? (
                            <Text size="xs" c="dimmed" lineClamp={1}>
                              {row.note}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{t(`bank.wallets.${row.wallet}`)}</Table.Td>
                        <Table.Td>
                          <StatusBadge status={row.status} />
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm" ff="monospace" fw={700} c={row.amount > 0 ? 'brand' : undefined} style={{ whiteSpace: 'nowrap' }}>
                            {row.amount > 0 ? '+' : ''}
                            {moneyText(row.amount, row.currency, locale)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {rows.status === 'succeeded' && list.length === 0 ? (
            <EmptyState
              py="xl"
              icon={<IconReceiptOff size={28} />}
              variant="light"
              title={t('bank.history.emptyTitle')}
              description={filtered ? t('bank.history.emptyFiltered') : t('bank.history.emptyText')}
            />
          ) : null}
        </Paper>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
        </Group>
      ) : null}
    </Stack>
  );
}
