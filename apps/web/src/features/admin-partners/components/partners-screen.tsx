import { useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAffiliate } from '@tabler/icons-react';
import { partnerStatuses, type AdminPartnerRow, type PartnerStatus } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { OpenCard } from '../../../components/data-table/open-row';
import { PageTable } from '../../../components/data-table/page-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/list-filters';
import { ScreenPage } from '../../../components/screen-page';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import { useListPage } from '../../../lib/use-list-page';
import { useAdminPartnersQuery } from '../api/admin-partners-api';

const perPage = 20;
export const partnerStatusColors: Record<string, string> = { active: 'brand', blocked: 'red' };

function usePartnerColumns(): DataTableColumn<AdminPartnerRow>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    {
      key: 'partner',
      header: t('adminPartners.columns.partner'),
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={paths.admin.partner.getHref(row.id)} fw={700} size="sm" onClick={(event) => event.stopPropagation()}>
            {row.username}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.name} · {t(`partnerArea.kinds.${row.kind}`)}
          </Text>
        </Stack>
      ),
    },
    { key: 'email', header: t('adminPartners.columns.email'), cell: (row) => row.email },
    { key: 'status', header: t('adminPartners.columns.status'), cell: (row) => <StatusBadge variant="dot" status={row.status} colors={partnerStatusColors} label={t(`adminPartners.status.${row.status}`)} /> },
    { key: 'share', header: t('adminPartners.columns.share'), align: 'right', figure: true, cell: (row) => `${row.revenueSharePercent} %` },
    { key: 'players', header: t('adminPartners.columns.players'), align: 'right', figure: true, cell: (row) => row.players },
    { key: 'balance', header: t('adminPartners.columns.balance'), align: 'right', figure: true, cell: (row) => moneyText(row.balance, row.currency, locale) },
    { key: 'joined', header: t('adminPartners.columns.joined'), cell: (row) => new Date(row.createdAt).toLocaleDateString(locale) },
  ];
}

function PartnerCard({ row, onOpen }: { row: AdminPartnerRow; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <OpenCard label={row.username} onOpen={onOpen}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text fw={700} size="sm" truncate>
            {row.username}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {row.name} · {t('adminPartners.playersCount', { count: row.players })} · {row.revenueSharePercent} %
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text size="sm" ff="monospace" fw={700}>
            {moneyText(row.balance, row.currency, i18n.resolvedLanguage ?? 'en')}
          </Text>
          <StatusBadge variant="dot" status={row.status} colors={partnerStatusColors} label={t(`adminPartners.status.${row.status}`)} />
        </Stack>
      </Group>
    </OpenCard>
  );
}

/** `/caff/admin/partners`: every partner with their share, players and balance; a search and a status filter. */
export function AdminPartnersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PartnerStatus | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { page, setPage, filtered } = useListPage();
  const remote = remoteOf(useAdminPartnersQuery({ page, perPage, search: debounced || undefined, status: status ?? undefined }));
  const open = (row: AdminPartnerRow) => void navigate(paths.admin.partner.getHref(row.id));
  return (
    <ScreenPage size="xl" title={t('adminPartners.title')} subtitle={t('adminPartners.subtitle')}>
      <FilterBar>
        <SearchFilter label={t('adminPartners.search')} value={search} onChange={(next) => filtered(() => setSearch(next))} />
        <SelectFilter
          label={t('adminPartners.columns.status')}
          placeholder={t('adminPartners.allStatuses')}
          data={partnerStatuses.map((value) => ({ value, label: t(`adminPartners.status.${value}`) }))}
          value={status}
          onChange={(value) => filtered(() => setStatus(value as PartnerStatus | null))}
        />
      </FilterBar>
      <PageTable
        label={t('adminPartners.title')}
        columns={usePartnerColumns()}
        remote={remote}
        page={page}
        perPage={perPage}
        onPage={setPage}
        minWidth={860}
        highlightOnHover
        rowProps={(row) => ({ style: { cursor: 'pointer' }, onClick: () => open(row) })}
        renderCard={(row) => <PartnerCard row={row} onOpen={() => open(row)} />}
        empty={{ icon: <IconAffiliate size={28} />, title: t('adminPartners.emptyTitle'), description: debounced || status ? t('adminPartners.emptyFiltered') : t('adminPartners.emptyText') }}
      />
    </ScreenPage>
  );
}
