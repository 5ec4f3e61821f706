import { useState } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { TagBadge } from '../../../components/status-badge';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { WithNote } from '../../../components/data-table/cells';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { PageTable } from '../../../components/data-table/page-table';
import { StatusSegments } from '../../../components/status-segments';
import { FilterBar, SearchFilter } from '../../../components/list-filters';
import { useDebouncedValue } from '@mantine/hooks';
import { RequestCardHead, UserLink } from './money-columns';
import { amountColumn, bankStatusColumn, createdAtColumn } from '../../../components/data-table/columns';
import { ScreenPage } from '../../../components/screen-page';
import { remoteOf, type Remote } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import {
  useAdminDepositsQuery,
  useAdminWithdrawalsQuery,
  useDecideDepositMutation,
  useDecideWithdrawalMutation,
  type AdminQueueQuery,
  type QueuePage,
} from '../api/admin-payments-api';
import { depositStatuses, withdrawalStatuses, type Deposit, type DepositStatus, type StatusCounts, type Withdrawal, type WithdrawalStatus } from '@oddsmith/core';
import { DecisionButtons, DecisionModal, useDecisionFlow, type Decision } from './decision-modal';
import { useCan } from '../../../lib/use-can';
import { useListPage } from '../../../lib/use-list-page';

const perPage = 20;
type QueueKind = 'deposits' | 'withdrawals';

type QueueRow = {
  id: string;
  userId: string;
  username: string;
  createdAt: string;
  method: string;
  amount: number;
  currency: string;
  /** Fee and what the player pays (deposit total) or receives (withdrawal payout). */
  fee: number;
  net: number;
  detail: string;
  status: string;
  reason: string | null;
  /** Sandbox deposits are settled by the provider's webhook, not by staff. */
  providerManaged: boolean;
};

/** The fields a deposit and a withdrawal share, as one row. */
function rowOf(item: Deposit | Withdrawal, net: number, detail: string, providerManaged: boolean): QueueRow {
  const { id, userId, username, createdAt, amount, currency, fee, status, reason } = item;
  return { id, userId, username, createdAt, method: item.method.name, amount, currency, fee, net, detail, status, reason, providerManaged };
}

const depositRow = (item: Deposit) => rowOf(item, item.total, item.reference, item.method.provider === 'sandbox');
const withdrawalRow = (item: Withdrawal) =>
  rowOf(
    item,
    item.payout,
    Object.entries(item.details)
      .map(([key, value]) => `${key}: ${value}`)
      .join(' · '),
    false,
  );

type QueueData = { list: QueueRow[]; total: number; counts: StatusCounts };

function queueRemote<T>(remote: Remote<QueuePage<T>>, toRow: (item: T) => QueueRow): Remote<QueueData> {
  return { ...remote, data: remote.data ? { total: remote.data.total, list: remote.data.list.map(toRow), counts: remote.data.counts ?? {} } : null };
}

/** One page of the queue of `kind` (the other kind's query is skipped) as rows, with the counts per status. */
function useQueueRows(kind: QueueKind, page: number, status: string, search: string) {
  const user = search.trim() || undefined;
  const query = { page, perPage, status: status === 'all' ? undefined : status, user };
  const deposits = useAdminDepositsQuery(query as AdminQueueQuery<DepositStatus>, { skip: kind !== 'deposits' });
  const withdrawals = useAdminWithdrawalsQuery(query as AdminQueueQuery<WithdrawalStatus>, { skip: kind !== 'withdrawals' });
  return kind === 'deposits' ? queueRemote(remoteOf(deposits), depositRow) : queueRemote(remoteOf(withdrawals), withdrawalRow);
}

/** Sends one decision on a row of the `kind` queue. */
function useSendDecision(kind: QueueKind) {
  const [decideDeposit] = useDecideDepositMutation();
  const [decideWithdrawal] = useDecideWithdrawalMutation();
  return (row: QueueRow, decision: Decision, text: string) => {
    const decide = kind === 'deposits' ? decideDeposit : decideWithdrawal;
    return decide({ id: row.id, decision, text }).unwrap();
  };
}

/** Approve / reject for a pending row; provider-managed deposits only show who settles them. */
function RowActions({ row, onAct }: { row: QueueRow; onAct: (decision: Decision) => void }) {
  const { t } = useTranslation();
  const canDecide = useCan('payments.approve');
  if (row.status !== 'pending') return null;
  if (row.providerManaged) {
    return (
      <TagBadge>{t('adminBank.providerManaged')}</TagBadge>
    );
  }
  if (!canDecide) return null;
  return <DecisionButtons onAct={onAct} />;
}

/** Small screens: one card per request instead of a wide table. */
function QueueCard({ row, locale, onAct }: { row: QueueRow; locale: string; onAct: (decision: Decision) => void }) {
  return (
    <Paper withBorder radius="lg" p="sm">
      <RequestCardHead request={row} />
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <Stack gap={0} miw={0}>
          <Text size="lg" ff="monospace" fw={800}>
            {moneyText(row.amount, row.currency, locale)}
          </Text>
          <Text size="xs" c="dimmed">
            {row.method} · {new Date(row.createdAt).toLocaleString(locale)}
          </Text>
          <Text size="xs" ff="monospace" c="dimmed" lineClamp={1}>
            {row.detail}
          </Text>
        </Stack>
      </Group>
      {row.status === 'pending' ? (
        <Group justify="flex-end" mt="xs">
          <RowActions row={row} onAct={onAct} />
        </Group>
      ) : null}
    </Paper>
  );
}

function useQueueColumns(kind: QueueKind, onAct: (row: QueueRow, decision: Decision) => void): DataTableColumn<QueueRow>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    createdAtColumn(t('bank.history.date'), locale),
    {
      key: 'user',
      header: t('adminBank.columns.user'),
      cell: (row) => (
        <UserLink userId={row.userId} username={row.username} />
      ),
    },
    { key: 'method', header: t('bank.history.method'), cell: (row) => <Text size="sm">{row.method}</Text> },
    amountColumn(t('bank.history.amount'), locale),
    {
      key: 'net',
      header: kind === 'deposits' ? t('adminBank.columns.total') : t('adminBank.columns.payout'),
      align: 'right',
      cell: (row) => (
        <>
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {moneyText(row.net, row.currency, locale)}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('adminBank.columns.fee', { fee: moneyText(row.fee, row.currency, locale) })}
          </Text>
        </>
      ),
    },
    {
      key: 'detail',
      header: kind === 'deposits' ? t('adminBank.columns.reference') : t('adminBank.columns.details'),
      maxWidth: 220,
      cell: (row) => (
        <WithNote note={row.reason} lines={2}>
          <Text size="xs" ff="monospace" lineClamp={2}>
            {row.detail}
          </Text>
        </WithNote>
      ),
    },
    bankStatusColumn(t('bank.history.status')),
    {
      key: 'actions',
      header: t('adminBank.columns.actions'),
      align: 'right',
      cell: (row) => (
        <Group justify="flex-end">
          <RowActions row={row} onAct={(decision) => onAct(row, decision)} />
        </Group>
      ),
    },
  ];
}

/** The status tabs, each with its count ("Pending (3)") once the queue has answered; "All" sums them. */
function QueueStatusTabs({ kind, status, counts, onChange }: { kind: QueueKind; status: string; counts: StatusCounts | undefined; onChange: (status: string) => void }) {
  const { t } = useTranslation();
  const statuses: readonly string[] = kind === 'deposits' ? depositStatuses : withdrawalStatuses;
  const countOf = (value: string) => (value === 'all' ? Object.values(counts ?? {}).reduce((sum, count) => sum + count, 0) : (counts?.[value] ?? 0));
  const labelOf = (value: string) => (value === 'all' ? t('bank.history.all') : t(`bank.status.${value}`));
  const tabs = [...statuses, 'all'].map((value) => ({ value, label: counts ? t('adminBank.statusCount', { status: labelOf(value), count: countOf(value) }) : labelOf(value) }));
  return <StatusSegments mb="md" label={t('bank.history.status')} value={status} onChange={onChange} data={tabs} />;
}

/** `/caff/admin/deposits` and `/caff/admin/withdrawals`: the queue, status tabs with counts, a player search, approve / reject. */
export function AdminQueueScreen({ kind }: { kind: QueueKind }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [status, setStatus] = useState('pending');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const { page, setPage, filtered } = useListPage();
  const rows = useQueueRows(kind, page, status, debouncedSearch);
  const subjectOf = (row: QueueRow) => ({ username: row.username, amount: moneyText(row.amount, row.currency, locale) });
  const flow = useDecisionFlow(useSendDecision(kind), subjectOf);
  const columns = useQueueColumns(kind, flow.act);

  return (
    <ScreenPage size="xl" title={t(`adminBank.${kind}.title`)} subtitle={t(`adminBank.${kind}.subtitle`)}>
      <FilterBar>
        <SearchFilter label={t('adminBank.searchPlayer')} value={search} onChange={(value) => filtered(() => setSearch(value))} />
      </FilterBar>
      <QueueStatusTabs kind={kind} status={status} counts={rows.data?.counts} onChange={(value) => filtered(() => setStatus(value))} />
      <PageTable
        label={t(`adminBank.${kind}.title`)}
        columns={columns}
        remote={rows}
        minWidth={900}
        highlightOnHover
        empty={{ icon: <IconInbox size={28} />, title: t('adminBank.emptyTitle'), description: t(`adminBank.${kind}.empty`) }}
        page={page}
        perPage={perPage}
        onPage={setPage}
        renderCard={(row) => <QueueCard row={row} locale={locale} onAct={(decision) => flow.act(row, decision)} />}
      />
      <DecisionModal
        decision={flow.acting?.decision ?? null}
        summary={flow.acting ? t(`adminBank.${kind}.decisionSummary`, { ...subjectOf(flow.acting.row), method: flow.acting.row.method }) : ''}
        onClose={flow.close}
        onConfirm={flow.confirm}
      />
    </ScreenPage>
  );
}
