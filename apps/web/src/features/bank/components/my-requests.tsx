import { useState } from 'react';
import { EmptyState, Group, Pagination, Paper, ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useRemote } from '../../../lib/use-remote';
import { moneyText } from '../amount';
import { getDeposits } from '../api/get-deposits';
import { getWithdrawals } from '../api/get-withdrawals';
import { depositStatuses, withdrawalStatuses, type DepositStatus, type WithdrawalStatus } from '../types';
import { StatusBadge } from './status-badge';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { DateTimeText } from '../../../components/date-time-text';

const perPage = 10;

type Row = { id: string; createdAt: string; method: string; amount: number; currency: string; status: string; detail: string | null };

/** The player's own deposits or withdrawals with their statuses. */
export function MyRequests({ kind, refreshKey }: { kind: 'deposits' | 'withdrawals'; refreshKey: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
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
  const list = rows.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((rows.data?.total ?? 0) / perPage));

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
      {rows.status === 'failed' ? (
        <ErrorState message={rows.error ?? t('errors.render')} onRetry={rows.reload} />
      ) : (
        <Paper withBorder radius="lg">
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" miw={560} aria-label={t(`bank.tabs.${kind}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bank.history.date')}</Table.Th>
                  <Table.Th>{t('bank.history.method')}</Table.Th>
                  <Table.Th>{t('bank.history.status')}</Table.Th>
                  <Table.Th ta="right">{t('bank.history.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.status === 'loading' && !rows.data
                  ? <TableSkeletonRows rows={3} columns={4} />
                  : list.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <DateTimeText value={row.createdAt} locale={locale} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {row.method}
                          </Text>
                          {row.detail ? (
                            <Text size="xs" c="dimmed" lineClamp={1}>
                              {row.detail}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge status={row.status} />
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm" ff="monospace" fw={700} style={{ whiteSpace: 'nowrap' }}>
                            {moneyText(row.amount, row.currency, locale)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {rows.status === 'succeeded' && list.length === 0 ? (
            <EmptyState py="xl" icon={<IconInbox size={28} />} variant="light" title={t(`bank.${kind}Empty.title`)} description={t(`bank.${kind}Empty.text`)} />
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
