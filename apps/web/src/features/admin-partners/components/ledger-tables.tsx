import { Anchor, Text } from '@mantine/core';
import { IconCoins, IconReceipt } from '@tabler/icons-react';
import type { PartnerHistoryRow, PartnerTxn } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { amountColumn, createdAtColumn } from '../../../components/data-table/columns';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { PageTable } from '../../../components/data-table/page-table';
import { TagBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import { useListPage } from '../../../lib/use-list-page';
import { usePartnerHistoryQuery, usePartnerRecentTxnQuery } from '../api/admin-partners-api';

const perPage = 10;

function partnerColumn<T extends { partnerId: string; partnerUsername: string }>(header: string): DataTableColumn<T> {
  return {
    key: 'partner',
    header,
    cell: (row) => (
      <Anchor component={Link} to={paths.admin.partner.getHref(row.partnerId)} size="sm" fw={700}>
        {row.partnerUsername}
      </Anchor>
    ),
  };
}

/** The partners' latest ledger movements (`partner-recent-txn`): commission, payouts requested, paid, returned. */
export function RecentTxnTable({ partnerId }: { partnerId?: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { page, setPage } = useListPage();
  const remote = remoteOf(usePartnerRecentTxnQuery({ page, perPage, partnerId }));
  const columns: DataTableColumn<PartnerTxn>[] = [
    createdAtColumn(t('adminPartners.txn.date'), locale),
    ...(partnerId ? [] : [partnerColumn<PartnerTxn>(t('adminPartners.columns.partner'))]),
    { key: 'kind', header: t('adminPartners.txn.kind'), cell: (row) => <TagBadge>{t(`adminPartners.txn.kinds.${row.kind}`)}</TagBadge> },
    amountColumn(t('adminPartners.withdrawals.amount'), locale),
  ];
  return (
    <PageTable
      dense
      label={t('adminPartners.txn.title')}
      columns={columns}
      remote={remote}
      page={page}
      perPage={perPage}
      onPage={setPage}
      minWidth={520}
      empty={{ icon: <IconReceipt size={28} />, title: t('adminPartners.txn.emptyTitle'), description: t('adminPartners.txn.emptyText') }}
    />
  );
}

/** The commission job's day rows (`partner-history`): NGR of the day and month, the carried negative, the share and what was credited. */
export function CommissionHistoryTable({ partnerId }: { partnerId?: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { page, setPage } = useListPage();
  const remote = remoteOf(usePartnerHistoryQuery({ page, perPage, partnerId }));
  const money = (key: 'ngr' | 'monthNgr' | 'carriedNgr' | 'commission'): DataTableColumn<PartnerHistoryRow> => ({
    key,
    header: t(`adminPartners.history.${key}`),
    align: 'right',
    figure: true,
    cell: (row) => moneyText(row[key], row.currency, locale),
  });
  const columns: DataTableColumn<PartnerHistoryRow>[] = [
    { key: 'day', header: t('adminPartners.history.day'), cell: (row) => <Text size="sm" ff="monospace">{row.day}</Text> },
    ...(partnerId ? [] : [partnerColumn<PartnerHistoryRow>(t('adminPartners.columns.partner'))]),
    money('ngr'),
    money('monthNgr'),
    money('carriedNgr'),
    { key: 'share', header: t('adminPartners.columns.share'), align: 'right', figure: true, cell: (row) => `${row.revenueSharePercent} %` },
    money('commission'),
  ];
  return (
    <PageTable
      dense
      label={t('adminPartners.history.title')}
      columns={columns}
      remote={remote}
      page={page}
      perPage={perPage}
      onPage={setPage}
      minWidth={720}
      empty={{ icon: <IconCoins size={28} />, title: t('adminPartners.history.emptyTitle'), description: t('adminPartners.history.emptyText') }}
    />
  );
}
