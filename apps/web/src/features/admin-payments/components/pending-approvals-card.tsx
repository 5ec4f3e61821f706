import { useState } from 'react';
import { Badge, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { hasPermission } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSelector } from 'react-redux';
import { WithNote } from '../../../components/data-table/cells';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { PageTable } from '../../../components/data-table/page-table';
import { RequestCardHead, UserLink } from './money-columns';
import { amountColumn, createdAtColumn } from '../../../components/data-table/columns';
import { remoteOf } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import { useBalanceApprovalsQuery, useDecideBalanceApprovalMutation } from '../api/admin-payments-api';
import { selectViewer, type Viewer } from '../selectors';
import type { BalanceApproval } from '@oddsmith/core';
import { DecisionButtons, DecisionModal, useDecisionFlow, type Decision } from './decision-modal';
import { BankStatusBadge } from '../../../components/bank-status-badge';

const perPage = 10;
const filters = ['pending', 'all'] as const;
type Filter = (typeof filters)[number];

/** Approve / reject only for roles with balance.approve, never on one's own request, only while pending. */
export function canDecide(viewer: Viewer | null, approval: Pick<BalanceApproval, 'status' | 'requestedBy'>): boolean {
  if (!viewer || approval.status !== 'pending') return false;
  return hasPermission(viewer.role, 'balance.approve') && approval.requestedBy.id !== viewer.id;
}

function Actions({ approval, viewer, onAct }: { approval: BalanceApproval; viewer: Viewer | null; onAct: (decision: Decision) => void }) {
  const { t } = useTranslation();
  if (approval.status !== 'pending') return null;
  if (!canDecide(viewer, approval)) {
    return (
      <Text size="xs" c="dimmed">
        {approval.requestedBy.id === viewer?.id ? t('adminBank.approvals.yours') : t('adminBank.approvals.waiting')}
      </Text>
    );
  }
  return <DecisionButtons onAct={onAct} />;
}

/** Phones: one card per request. */
function ApprovalCard({ approval, locale, viewer, onAct }: { approval: BalanceApproval; locale: string; viewer: Viewer | null; onAct: (decision: Decision) => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <RequestCardHead request={approval} />
      <Text size="lg" ff="monospace" fw={800}>
        {moneyText(approval.amount, approval.currency, locale)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('adminBank.approvals.requestedBy', { username: approval.requestedBy.username ?? '' })} · {new Date(approval.createdAt).toLocaleString(locale)}
      </Text>
      <WithNote note={approval.reason} lines={2}>
        <Text size="xs" lineClamp={2}>
          {approval.note}
        </Text>
      </WithNote>
      <Group justify="flex-end" mt="xs">
        <Actions approval={approval} viewer={viewer} onAct={onAct} />
      </Group>
    </Paper>
  );
}

function useApprovalColumns(viewer: Viewer | null, onAct: (approval: BalanceApproval, decision: Decision) => void): DataTableColumn<BalanceApproval>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    createdAtColumn(t('adminBank.payments.columns.date'), locale),
    { key: 'user', header: t('adminBank.columns.user'), cell: (approval) => <UserLink userId={approval.userId} username={approval.username} /> },
    amountColumn(t('adminBank.payments.columns.amount'), locale),
    { key: 'requester', header: t('adminBank.approvals.requester'), cell: (approval) => <Text size="sm">{approval.requestedBy.username ?? ''}</Text> },
    {
      key: 'note',
      header: t('adminBank.payments.columns.note'),
      maxWidth: 240,
      cell: (approval) => (
        <WithNote note={approval.reason} lines={2}>
          <Text size="xs" lineClamp={2}>
            {approval.note}
          </Text>
        </WithNote>
      ),
    },
    {
      key: 'status',
      header: t('bank.history.status'),
      cell: (approval) => (
        <Stack gap={2}>
          <BankStatusBadge status={approval.status} />
          {approval.decidedBy ? (
            <Text size="xs" c="dimmed">
              {approval.decidedBy.username ?? ''}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('adminBank.columns.actions'),
      align: 'right',
      cell: (approval) => <Actions approval={approval} viewer={viewer} onAct={(decision) => onAct(approval, decision)} />,
    },
  ];
}

/**
 * Payments screen: staff credits above the approval threshold (four eyes). Pending ones first;
 * "All" adds the decided ones, newest first. Approve posts the credit now, reject needs a reason.
 */
export function PendingApprovalsCard() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const viewer = useSelector(selectViewer);
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const rows = remoteOf(useBalanceApprovalsQuery({ page, perPage, status: filter === 'pending' ? 'pending' : undefined }));
  const [decideApproval] = useDecideBalanceApprovalMutation();
  const flow = useDecisionFlow(
    (approval: BalanceApproval, decision: Decision, text: string) => decideApproval({ id: approval.id, decision, text }).unwrap(),
    (approval) => ({ username: approval.username ?? '', amount: moneyText(approval.amount, approval.currency, locale) }),
  );
  const columns = useApprovalColumns(viewer, flow.act);
  const acting = flow.acting?.row;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="md" component="section" aria-label={t('adminBank.approvals.title')}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Group gap="xs">
            <Text fw={800}>{t('adminBank.approvals.title')}</Text>
            {filter === 'pending' && rows.data ? (
              <Badge color={rows.data.total > 0 ? 'yellow' : 'gray'} variant="light" aria-label={t('adminBank.approvals.count', { total: rows.data.total })}>
                {rows.data.total}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('adminBank.approvals.subtitle')}
          </Text>
        </Stack>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => {
            setFilter(value as Filter);
            setPage(1);
          }}
          data={filters.map((value) => ({ value, label: t(`adminBank.approvals.filters.${value}`) }))}
          aria-label={t('bank.history.status')}
        />
      </Group>
      <PageTable
        dense
        label={t('adminBank.approvals.title')}
        columns={columns}
        remote={rows}
        minWidth={860}
        verticalSpacing="xs"
        highlightOnHover
        skeleton={{ rows: 3, height: 18 }}
        empty={{ icon: <IconChecks size={24} />, title: t('adminBank.approvals.emptyTitle'), description: t(`adminBank.approvals.empty.${filter}`) }}
        page={page}
        perPage={perPage}
        onPage={setPage}
        renderCard={(approval) => <ApprovalCard approval={approval} locale={locale} viewer={viewer} onAct={(decision) => flow.act(approval, decision)} />}
      />
      <DecisionModal
        decision={flow.acting?.decision ?? null}
        summary={acting ? t('adminBank.approvals.decisionSummary', { amount: moneyText(acting.amount, acting.currency, locale), username: acting.username ?? '', requester: acting.requestedBy.username ?? '', note: acting.note }) : ''}
        reasonLabel={flow.acting?.decision === 'reject' ? t('adminBank.approvals.reason') : undefined}
        onClose={flow.close}
        onConfirm={flow.confirm}
      />
    </Paper>
  );
}
