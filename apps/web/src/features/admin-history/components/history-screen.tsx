import { useState, type MouseEvent } from 'react';
import { Anchor, Badge, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { AuditRow } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DetailDrawer } from '../../../components/detail-drawer';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useListPage } from '../../../lib/use-list-page';
import { useAdminHistoryQuery } from '../api/admin-history-api';
import { AuditDetail } from './audit-detail';
import { HistoryFilters, type HistoryFilterValues } from './history-filters';

const perPage = 25;

function Target({ row }: { row: AuditRow }) {
  const label = row.targetLabel ?? row.targetId ?? '—';
  if (row.targetType === 'user' && row.targetId) {
    return (
      <Anchor component={Link} to={paths.admin.user.getHref(row.targetId)} size="sm" onClick={(event: MouseEvent) => event.stopPropagation()}>
        {label}
      </Anchor>
    );
  }
  return <Text size="sm">{`${row.targetType} · ${label.length > 12 ? `${label.slice(0, 8)}…` : label}`}</Text>;
}

function useHistoryColumns(locale: string): DataTableColumn<AuditRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'when', header: t('adminHistory.columns.when'), cell: (row) => new Date(row.createdAt).toLocaleString(locale) },
    { key: 'staff', header: t('adminHistory.columns.staff'), cell: (row) => <Text fw={600} size="sm">{row.actorUsername ?? t('adminHistory.system')}</Text> },
    { key: 'action', header: t('adminHistory.columns.action'), cell: (row) => <Badge variant="light" tt="none">{row.action}</Badge> },
    { key: 'target', header: t('adminHistory.columns.target'), cell: (row) => <Target row={row} /> },
    { key: 'reason', header: t('adminHistory.reason'), maxWidth: 280, cell: (row) => (typeof row.detail.reason === 'string' ? <Text size="sm" lineClamp={1}>{row.detail.reason}</Text> : '—') },
  ];
}

/** `/caff/admin/history`: every staff action, newest first, filtered; a row opens its before and after. `?targetId=` comes from a user's page. */
export function HistoryScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<HistoryFilterValues>(() => ({ targetType: params.get('targetId') ? 'user' : undefined, targetId: params.get('targetId') ?? undefined }));
  const [open, setOpen] = useState<AuditRow | null>(null);
  const { page, setPage, filtered } = useListPage();
  const result = useAdminHistoryQuery({ page, perPage, ...filters });
  const { list = [], total = 0, currentPage = page } = result.data ?? {};
  const filteredNow = Object.values(filters).some((value) => value !== undefined);
  return (
    <ScreenPage size="xl" title={t('adminHistory.title')} subtitle={t('adminHistory.subtitle', { total })}>
      <HistoryFilters value={filters} onChange={(next) => filtered(() => setFilters(next))} />
      <DataTable
        label={t('adminHistory.title')}
        columns={useHistoryColumns(i18n.resolvedLanguage ?? 'en')}
        rows={list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ style: { cursor: 'pointer' }, onClick: () => setOpen(row) })}
        remote={remoteOf(result)}
        minWidth={820}
        highlightOnHover
        skeleton={{ rows: 8 }}
        empty={{ icon: <IconHistory size={28} />, title: t('adminHistory.emptyTitle'), description: filteredNow ? t('adminHistory.emptyFiltered') : t('adminHistory.emptyText') }}
        paging={{ page: currentPage, total, perPage, onChange: setPage }}
      />
      <DetailDrawer opened={open !== null} title={t('adminHistory.entry')} onClose={() => setOpen(null)}>
        {open ? <AuditDetail row={open} /> : null}
      </DetailDrawer>
    </ScreenPage>
  );
}
