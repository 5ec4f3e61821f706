import { useState } from 'react';
import { Anchor, Badge, Container, Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FigureText, WithNote } from '../../../components/data-table/cells';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api-client';
import { useRemote } from '../../../lib/use-remote';
import { moneyText } from '../../../lib/amount';
import { adminDecideDeposit } from '../api/admin-decide-deposit';
import { adminDecideWithdrawal } from '../api/admin-decide-withdrawal';
import { adminGetDeposits } from '../api/admin-get-deposits';
import { adminGetWithdrawals } from '../api/admin-get-withdrawals';
import { depositStatuses, withdrawalStatuses, type DepositStatus, type WithdrawalStatus } from '@oddsmith/core';
import { DecisionButtons, DecisionModal, type Decision } from './decision-modal';
import { BankStatusBadge } from '../../../components/bank-status-badge';
import { DateTimeText } from '../../../components/date-time-text';
import { useCan } from '../../../lib/use-can';

const perPage = 20;

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

async function loadQueue(kind: 'deposits' | 'withdrawals', page: number, status: string): Promise<{ list: QueueRow[]; total: number }> {
  if (kind === 'deposits') {
    const result = await adminGetDeposits({ page, perPage, status: status === 'all' ? undefined : (status as DepositStatus) });
    return {
      total: result.total,
      list: result.list.map((item) => ({
        id: item.id,
        userId: item.userId,
        username: item.username,
        createdAt: item.createdAt,
        method: item.method.name,
        amount: item.amount,
        currency: item.currency,
        fee: item.fee,
        net: item.total,
        detail: item.reference,
        status: item.status,
        reason: item.reason,
        providerManaged: item.method.provider === 'sandbox',
      })),
    };
  }
  const result = await adminGetWithdrawals({ page, perPage, status: status === 'all' ? undefined : (status as WithdrawalStatus) });
  return {
    total: result.total,
    list: result.list.map((item) => ({
      id: item.id,
      userId: item.userId,
      username: item.username,
      createdAt: item.createdAt,
      method: item.method.name,
      amount: item.amount,
      currency: item.currency,
      fee: item.fee,
      net: item.payout,
      detail: Object.entries(item.details)
        .map(([key, value]) => `${key}: ${value}`)
        .join(' · '),
      status: item.status,
      reason: item.reason,
      providerManaged: false,
    })),
  };
}

/** Approve / reject for a pending row; provider-managed deposits only show who settles them. */
function RowActions({ row, onAct }: { row: QueueRow; onAct: (decision: Decision) => void }) {
  const { t } = useTranslation();
  const canDecide = useCan('payments.approve');
  if (row.status !== 'pending') return null;
  if (row.providerManaged) {
    return (
      <Badge variant="outline" color="gray" size="sm">
        {t('adminBank.providerManaged')}
      </Badge>
    );
  }
  if (!canDecide) return null;
  return <DecisionButtons onAct={onAct} />;
}

/** Small screens: one card per request instead of a wide table. */
function QueueCard({ row, locale, onAct }: { row: QueueRow; locale: string; onAct: (decision: Decision) => void }) {
  return (
    <Paper withBorder radius="lg" p="sm">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Anchor component={Link} to={paths.admin.user.getHref(row.userId)} size="sm" fw={700}>
          {row.username}
        </Anchor>
        <BankStatusBadge status={row.status} />
      </Group>
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

function useQueueColumns(kind: 'deposits' | 'withdrawals', onAct: (row: QueueRow, decision: Decision) => void): DataTableColumn<QueueRow>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    { key: 'date', header: t('bank.history.date'), cell: (row) => <DateTimeText value={row.createdAt} locale={locale} /> },
    {
      key: 'user',
      header: t('adminBank.columns.user'),
      cell: (row) => (
        <Anchor component={Link} to={paths.admin.user.getHref(row.userId)} size="sm" fw={700}>
          {row.username}
        </Anchor>
      ),
    },
    { key: 'method', header: t('bank.history.method'), cell: (row) => <Text size="sm">{row.method}</Text> },
    {
      key: 'amount',
      header: t('bank.history.amount'),
      align: 'right',
      cell: (row) => (
        <FigureText>{moneyText(row.amount, row.currency, locale)}</FigureText>
      ),
    },
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
    { key: 'status', header: t('bank.history.status'), cell: (row) => <BankStatusBadge status={row.status} /> },
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

/** `/caff/admin/deposits` and `/caff/admin/withdrawals`: the queue, a status filter, approve / reject. */
export function AdminQueueScreen({ kind }: { kind: 'deposits' | 'withdrawals' }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [status, setStatus] = useState('pending');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ row: QueueRow; decision: Decision } | null>(null);
  const rows = useRemote(() => loadQueue(kind, page, status), `${kind}|${status}|${page}`);
  const statuses: readonly string[] = kind === 'deposits' ? depositStatuses : withdrawalStatuses;
  const columns = useQueueColumns(kind, (row, decision) => setActing({ row, decision }));

  const decide = async (reason: string) => {
    if (!acting) return;
    const { row, decision } = acting;
    try {
      if (kind === 'deposits') await adminDecideDeposit(row.id, decision, reason);
      else await adminDecideWithdrawal(row.id, decision, reason);
      notifications.show({
        color: decision === 'approve' ? 'brand' : 'orange',
        title: t(`adminBank.decision.${decision}d`),
        message: t('adminBank.decision.doneText', { username: row.username, amount: moneyText(row.amount, row.currency, locale) }),
      });
      setActing(null);
      rows.reload();
    } catch (error) {
      notifications.show({ color: 'red', title: t('adminBank.failed'), message: serverMessageOf(error) });
    }
  };

  return (
    <Container size="xl" px={0}>
      <ScreenTitle title={t(`adminBank.${kind}.title`)} subtitle={t(`adminBank.${kind}.subtitle`)} />
      <ScrollArea type="never" mb="md">
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          data={[...statuses, 'all'].map((value) => ({ value, label: value === 'all' ? t('bank.history.all') : t(`bank.status.${value}`) }))}
          aria-label={t('bank.history.status')}
        />
      </ScrollArea>
      <DataTable
        label={t(`adminBank.${kind}.title`)}
        columns={columns}
        rows={rows.data?.list ?? []}
        rowKey={(row) => row.id}
        remote={rows}
        minWidth={900}
        highlightOnHover
        empty={{ icon: <IconInbox size={28} />, title: t('adminBank.emptyTitle'), description: t(`adminBank.${kind}.empty`) }}
        paging={{ page, total: rows.data?.total ?? 0, perPage, onChange: setPage }}
        renderCard={(row) => <QueueCard row={row} locale={locale} onAct={(decision) => setActing({ row, decision })} />}
      />
      <DecisionModal
        decision={acting?.decision ?? null}
        summary={
          acting
            ? t(`adminBank.${kind}.decisionSummary`, {
                username: acting.row.username,
                amount: moneyText(acting.row.amount, acting.row.currency, locale),
                method: acting.row.method,
              })
            : ''
        }
        onClose={() => setActing(null)}
        onConfirm={decide}
      />
    </Container>
  );
}
