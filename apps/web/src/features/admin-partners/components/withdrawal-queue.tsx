import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { partnerWithdrawalStatuses, type AdminPartnerWithdrawal, type PartnerWithdrawalStatus } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { BankStatusBadge } from '../../../components/bank-status-badge';
import { amountColumn, bankStatusColumn, createdAtColumn } from '../../../components/data-table/columns';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { PageTable } from '../../../components/data-table/page-table';
import { StatusSegments } from '../../../components/status-segments';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import { useCan } from '../../../lib/use-can';
import { useListPage } from '../../../lib/use-list-page';
import { useAdminPartnerWithdrawalsQuery } from '../api/admin-partners-api';
import { DecisionButtons, DecisionModal, useDecision, type Decision } from './decision-modal';

const perPage = 20;
type Act = (row: AdminPartnerWithdrawal, decision: Decision) => void;

function Actions({ row, onAct }: { row: AdminPartnerWithdrawal; onAct: Act }) {
  const canDecide = useCan('partners.manage');
  if (row.status !== 'pending' || !canDecide) return null;
  return <DecisionButtons onAct={(decision) => onAct(row, decision)} />;
}

function useColumns(onAct: Act): DataTableColumn<AdminPartnerWithdrawal>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    createdAtColumn(t('adminPartners.withdrawals.requested'), locale),
    {
      key: 'partner',
      header: t('adminPartners.columns.partner'),
      cell: (row) => (
        <Anchor component={Link} to={paths.admin.partner.getHref(row.partnerId)} size="sm" fw={700}>
          {row.partnerUsername}
        </Anchor>
      ),
    },
    amountColumn(t('adminPartners.withdrawals.amount'), locale),
    {
      key: 'payout',
      header: t('adminPartners.withdrawals.payout'),
      maxWidth: 240,
      cell: (row) => (
        <>
          <Text size="xs" fw={600}>{t(`partnerArea.payoutMethods.${row.payoutMethod}`)}</Text>
          <Text size="xs" ff="monospace" c="dimmed" lineClamp={2}>{row.payoutDetails}</Text>
        </>
      ),
    },
    bankStatusColumn(t('adminPartners.columns.status')),
    { key: 'reason', header: t('adminPartners.withdrawals.note'), maxWidth: 200, cell: (row) => <Text size="xs" c="dimmed" lineClamp={2}>{row.reason ?? '—'}</Text> },
    { key: 'actions', header: t('adminPartners.columns.actions'), align: 'right', cell: (row) => <Actions row={row} onAct={onAct} /> },
  ];
}

function QueueCard({ row, onAct }: { row: AdminPartnerWithdrawal; onAct: Act }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="sm">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={700} size="sm">{row.partnerUsername}</Text>
        <BankStatusBadge status={row.status} />
      </Group>
      <Text size="lg" ff="monospace" fw={800}>{moneyText(row.amount, row.currency, i18n.resolvedLanguage ?? 'en')}</Text>
      <Text size="xs" c="dimmed">{t(`partnerArea.payoutMethods.${row.payoutMethod}`)} · {row.payoutDetails}</Text>
      <Group justify="flex-end" mt="xs">
        <Actions row={row} onAct={onAct} />
      </Group>
    </Paper>
  );
}

/** The partner withdrawal queue (all partners, or one): status tabs, approve / reject for the pending ones. */
export function WithdrawalQueue({ partnerId, dense }: { partnerId?: string; dense?: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string>('pending');
  const { page, setPage, filtered } = useListPage();
  const remote = remoteOf(useAdminPartnerWithdrawalsQuery({ page, perPage, partnerId, status: status === 'all' ? undefined : (status as PartnerWithdrawalStatus) }));
  const decision = useDecision();
  const tabs = [...partnerWithdrawalStatuses, 'all'].map((value) => ({ value, label: value === 'all' ? t('adminPartners.all') : t(`bank.status.${value}`) }));
  return (
    <Stack gap="sm">
      <StatusSegments label={t('adminPartners.columns.status')} value={status} data={tabs} onChange={(value) => filtered(() => setStatus(value))} />
      <PageTable
        dense={dense}
        label={t('adminPartners.withdrawals.title')}
        columns={useColumns(decision.act)}
        remote={remote}
        page={page}
        perPage={perPage}
        onPage={setPage}
        minWidth={900}
        renderCard={(row) => <QueueCard row={row} onAct={decision.act} />}
        empty={{ icon: <IconInbox size={28} />, title: t('adminPartners.withdrawals.emptyTitle'), description: t('adminPartners.withdrawals.emptyText') }}
      />
      <DecisionModal acting={decision.acting} onClose={decision.close} />
    </Stack>
  );
}
