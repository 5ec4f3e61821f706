import { useState, type MouseEvent } from 'react';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory, IconUsers } from '@tabler/icons-react';
import { formatMoney, parseAmount, roles, type AdminUser, type Role } from '@oddsmith/core';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ScreenPage } from '../../../components/screen-page';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/list-filters';
import { paths } from '../../../config/paths';
import { StatusBadge } from '../../../components/status-badge';
import { remoteOf } from '../../../lib/api-slice';
import { useListPage } from '../../../lib/use-list-page';
import type { AdminUserState } from '../admin-user-slice';
import { useAdminUsersQuery } from '../api/admin-users-api';

const perPage = 20;
// Staff roles stand out from players (blue: its light badge reads on both themes, where gray was
// dark on the dark table); a blocked account is red.
const roleColors: Record<string, string> = Object.fromEntries(roles.map((value) => [value, value === 'player' ? 'blue' : 'brand']));
const accountColors: Record<AdminUser['status'], string> = { active: 'brand', blocked: 'red' };

function moneyText(amount: number, currency: string, locale: string): string {
  const parsed = parseAmount(amount);
  return parsed.ok ? formatMoney(parsed.cents, currency, locale) : '—';
}

function useUserColumns(locale: string): DataTableColumn<AdminUser>[] {
  const { t } = useTranslation();
  return [
    { key: 'username', header: t('admin.users.columns.username'), cell: (user) => <Text fw={700} size="sm">{user.username}</Text> },
    { key: 'email', header: t('admin.users.columns.email'), cell: (user) => user.email },
    {
      key: 'role',
      header: t('admin.users.columns.role'),
      cell: (user) => <StatusBadge status={user.role} colors={roleColors} label={t(`roles.${user.role}`)} />,
    },
    {
      key: 'status',
      header: t('admin.users.columns.status'),
      cell: (user) => <StatusBadge variant="dot" status={user.status} colors={accountColors} label={t(`admin.users.status.${user.status}`)} />,
    },
    {
      key: 'balance',
      header: t('admin.users.columns.balance'),
      align: 'right',
      cell: (user) => (
        <Text size="sm" ff="monospace" ta="right">
          {moneyText(user.balance, user.currency, locale)}
        </Text>
      ),
    },
    { key: 'createdAt', header: t('admin.users.columns.joined'), cell: (user) => new Date(user.createdAt).toLocaleDateString(locale) },
    {
      key: 'creditHistory',
      header: null,
      cell: (user) => (
        <Tooltip label={t('adminBank.credit.button')}>
          <ActionIcon
            component={Link}
            to={paths.admin.userCreditHistory.getHref(user.id)}
            variant="subtle"
            aria-label={`${t('adminBank.credit.button')}: ${user.username}`}
            onClick={(event: MouseEvent) => event.stopPropagation()}
          >
            <IconHistory size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
}

export function UsersScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [status, setStatus] = useState<AdminUser['status'] | null>(null);
  const { page, setPage, filtered } = useListPage();
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const result = useAdminUsersQuery({ page, perPage, search: debouncedSearch || undefined, role: role ?? undefined, status: status ?? undefined });
  // A failure reads as the seed's `adminUser` state words it (the API wrapper's text).
  const failure = useSelector((state: { adminUser: AdminUserState }) => state.adminUser.error);
  const remote = { ...remoteOf(result), error: failure };
  const { list = [], total = 0, currentPage = page } = result.data ?? {};
  const columns = useUserColumns(locale);

  return (
    <ScreenPage size="xl" title={t('admin.users.title')} subtitle={t('admin.users.subtitle', { total })}>
      <FilterBar>
        <SearchFilter label={t('admin.users.search')} value={search} onChange={(next) => filtered(() => setSearch(next))} />
        <SelectFilter
          label={t('admin.users.columns.role')}
          placeholder={t('admin.users.allRoles')}
          data={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={role}
          onChange={(value) => filtered(() => setRole(value as Role | null))}
          width={200}
        />
        <SelectFilter
          label={t('admin.users.columns.status')}
          placeholder={t('userControls.allStatuses')}
          data={(['active', 'blocked'] as const).map((value) => ({ value, label: t(`admin.users.status.${value}`) }))}
          value={status}
          onChange={(value) => filtered(() => setStatus(value as AdminUser['status'] | null))}
        />
      </FilterBar>
      <DataTable
        label={t('admin.users.title')}
        columns={columns}
        rows={list}
        rowKey={(user) => user.id}
        rowProps={(user) => ({ style: { cursor: 'pointer' }, onClick: () => void navigate(paths.admin.user.getHref(user.id)) })}
        remote={remote}
        minWidth={760}
        highlightOnHover
        skeleton={{ rows: 6 }}
        empty={{
          icon: <IconUsers size={28} />,
          title: t('admin.users.emptyTitle'),
          description: debouncedSearch || role || status ? t('admin.users.emptyFiltered') : t('admin.users.emptyText'),
        }}
        paging={{ page: currentPage, total, perPage, onChange: setPage }}
      />
    </ScreenPage>
  );
}
