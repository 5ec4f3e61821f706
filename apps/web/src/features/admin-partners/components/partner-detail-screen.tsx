import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import type { AdminPartnerDetail, PartnerCampaign } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ErrorState } from '../../../components/error-state';
import { LabelledValue } from '../../../components/labelled-value';
import { ScreenPage } from '../../../components/screen-page';
import { SectionCard } from '../../../components/section-card';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { remoteOf, type Remote } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import { useCan } from '../../../lib/use-can';
import { useAdminPartnerQuery } from '../api/admin-partners-api';
import { CommissionHistoryTable, RecentTxnTable } from './ledger-tables';
import { ShareModal, StatusModal } from './partner-edit-modals';
import { partnerStatusColors } from './partners-screen';
import { WithdrawalQueue } from './withdrawal-queue';

/** A long address or account number breaks anywhere rather than running into the next column. */
const Wrapping = ({ children }: { children: string }) => <span style={{ overflowWrap: 'anywhere' }}>{children}</span>;

/** The partner's account: who they are, how they are paid, their share, balance and lifetime figures. */
function ProfileCard({ detail }: { detail: AdminPartnerDetail }) {
  const { t, i18n } = useTranslation();
  const { partner } = detail;
  const money = (value: number) => moneyText(value, partner.currency, i18n.resolvedLanguage ?? 'en');
  const share = `${partner.revenueSharePercent} % · ${partner.revenueShareOverridden ? t('adminPartners.detail.ownShare') : t('adminPartners.detail.defaultShare')}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
        <LabelledValue label={t('adminPartners.columns.email')}><Wrapping>{partner.email}</Wrapping></LabelledValue>
        <LabelledValue label={t('adminPartners.detail.kind')}>{t(`partnerArea.kinds.${partner.kind}`)}</LabelledValue>
        <LabelledValue label={t('adminPartners.detail.website')}><Wrapping>{partner.website ?? '—'}</Wrapping></LabelledValue>
        <LabelledValue label={t('adminPartners.withdrawals.payout')}><Wrapping>{`${t(`partnerArea.payoutMethods.${partner.payoutMethod}`)} · ${partner.payoutDetails}`}</Wrapping></LabelledValue>
        <LabelledValue label={t('adminPartners.columns.share')}>{share}</LabelledValue>
        <LabelledValue label={t('adminPartners.columns.balance')} figure>{money(partner.balance)}</LabelledValue>
        <LabelledValue label={t('partnerArea.withdraw.pending')} figure>{money(partner.pendingWithdrawals)}</LabelledValue>
        <LabelledValue label={t('adminPartners.columns.players')} figure>{detail.players}</LabelledValue>
        <LabelledValue label={t('adminPartners.detail.lifetimeNgr')} figure>{money(detail.ngr)}</LabelledValue>
        <LabelledValue label={t('adminPartners.detail.lifetimeCommission')} figure>{money(detail.commission)}</LabelledValue>
        <LabelledValue label={t('adminPartners.history.carriedNgr')} figure>{money(detail.carriedNgr)}</LabelledValue>
        <LabelledValue label={t('adminPartners.columns.joined')}>{new Date(partner.createdAt).toLocaleDateString(i18n.resolvedLanguage ?? 'en')}</LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}

function CampaignsTable({ remote }: { remote: Remote<AdminPartnerDetail> }) {
  const { t, i18n } = useTranslation();
  const columns: DataTableColumn<PartnerCampaign>[] = [
    { key: 'code', header: t('partnerArea.links.code'), cell: (row) => <Text size="sm" ff="monospace" fw={700}>{row.code}</Text> },
    { key: 'name', header: t('partnerArea.links.name'), cell: (row) => row.name },
    { key: 'clicks', header: t('partnerArea.kpi.clicks'), align: 'right', figure: true, cell: (row) => row.clicks },
    { key: 'signups', header: t('partnerArea.kpi.signups'), align: 'right', figure: true, cell: (row) => row.signups },
    { key: 'created', header: t('adminPartners.columns.joined'), cell: (row) => new Date(row.createdAt).toLocaleDateString(i18n.resolvedLanguage ?? 'en') },
  ];
  const empty = { icon: <IconTargetArrow size={28} />, title: t('partnerArea.campaigns.emptyTitle'), description: t('adminPartners.detail.noCampaigns') };
  return <DataTable dense label={t('adminPartners.detail.campaigns')} columns={columns} rows={remote.data?.campaigns ?? []} rowKey={(row) => row.id} remote={remote} minWidth={480} empty={empty} />;
}

/** Change the share and block / unblock, for staff holding `partners.manage`. */
function DetailActions({ detail }: { detail: AdminPartnerDetail }) {
  const { t } = useTranslation();
  const canManage = useCan('partners.manage');
  const [open, setOpen] = useState<'share' | 'status' | null>(null);
  if (!canManage) return null;
  const blocking = detail.partner.status === 'active';
  return (
    <Group gap="xs">
      <Button variant="light" onClick={() => setOpen('share')}>{t('adminPartners.detail.changeShare')}</Button>
      <Button variant="light" color={blocking ? 'red' : undefined} onClick={() => setOpen('status')}>{blocking ? t('adminPartners.detail.block') : t('adminPartners.detail.unblock')}</Button>
      {open === 'share' ? <ShareModal detail={detail} opened onClose={() => setOpen(null)} /> : null}
      {open === 'status' ? <StatusModal detail={detail} opened onClose={() => setOpen(null)} /> : null}
    </Group>
  );
}

function DetailBody({ remote, id }: { remote: Remote<AdminPartnerDetail>; id: string }) {
  const { t } = useTranslation();
  if (!remote.data) return remote.status === 'failed' ? <ErrorState message={remote.error ?? t('errors.render')} onRetry={remote.reload} /> : <Skeleton h={220} radius="lg" />;
  return (
    <Stack gap="lg">
      <ProfileCard detail={remote.data} />
      <SectionCard title={t('adminPartners.detail.campaigns')} text={t('adminPartners.detail.campaignsText')}><CampaignsTable remote={remote} /></SectionCard>
      <SectionCard title={t('adminPartners.withdrawals.title')} text={t('adminPartners.detail.withdrawalsText')}><WithdrawalQueue partnerId={id} dense /></SectionCard>
      <SectionCard title={t('adminPartners.history.title')} text={t('adminPartners.history.text')}><CommissionHistoryTable partnerId={id} /></SectionCard>
      <SectionCard title={t('adminPartners.txn.title')} text={t('adminPartners.txn.text')}><RecentTxnTable partnerId={id} /></SectionCard>
    </Stack>
  );
}

/** `/caff/admin/partners/:id`: one partner's account, codes, players and money, with the share and status to change. */
export function AdminPartnerScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const remote = remoteOf(useAdminPartnerQuery(id));
  const partner = remote.data?.partner;
  const title = partner ? partner.username : t('adminPartners.detail.title');
  const status = partner ? <StatusBadge variant="dot" status={partner.status} colors={partnerStatusColors} label={t(`adminPartners.status.${partner.status}`)} /> : null;
  return (
    <ScreenPage
      size="xl"
      title={title}
      subtitle={partner ? `${partner.name} · ${t(`partnerArea.kinds.${partner.kind}`)}` : undefined}
      back={{ to: paths.admin.partners.getHref(), label: t('adminPartners.back') }}
      actions={remote.data ? <Group gap="sm">{status}<DetailActions detail={remote.data} /></Group> : null}
    >
      <DetailBody remote={remote} id={id} />
    </ScreenPage>
  );
}
