import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Container,
  EmptyState,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Select,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory, IconSearch, IconUsers } from '@tabler/icons-react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { formatMoney, parseAmount, roles } from '@oddsmith/core';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../config/paths';
import { usersRequested, type AdminUserState } from '../admin-user-slice';
import type { AdminUserRow } from '../api/get-users';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';

type Dispatch = ThunkDispatch<{ adminUser: AdminUserState }, unknown, UnknownAction>;
const perPage = 20;
const column = createColumnHelper<AdminUserRow>();

function moneyText(amount: number, currency: string, locale: string): string {
  const parsed = parseAmount(amount);
  return parsed.ok ? formatMoney(parsed.cents, currency, locale) : '—';
}

export function UsersScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const dispatch = useDispatch<Dispatch>();
  const navigate = useNavigate();
  const { list, total, currentPage, status, error } = useSelector((state: { adminUser: AdminUserState }) => state.adminUser);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);

  const load = () =>
    void dispatch(usersRequested({ page, perPage, search: debouncedSearch || undefined, role: role ?? undefined }));
  useEffect(() => {
    void dispatch(usersRequested({ page, perPage, search: debouncedSearch || undefined, role: role ?? undefined }));
  }, [dispatch, page, debouncedSearch, role]);

  const columns = useMemo(
    () => [
      column.accessor('username', {
        header: () => t('admin.users.columns.username'),
        cell: (info) => <Text fw={700} size="sm">{info.getValue()}</Text>,
      }),
      column.accessor('email', { header: () => t('admin.users.columns.email') }),
      column.accessor('role', {
        header: () => t('admin.users.columns.role'),
        cell: (info) => (
          <Badge variant="light" color={info.getValue() === 'player' ? 'gray' : 'brand'} size="sm">
            {t(`roles.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('status', {
        header: () => t('admin.users.columns.status'),
        cell: (info) => (
          <Badge variant="dot" color={info.getValue() === 'active' ? 'brand' : 'red'} size="sm">
            {t(`admin.users.status.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('balance', {
        header: () => <Text inherit ta="right">{t('admin.users.columns.balance')}</Text>,
        cell: (info) => (
          <Text size="sm" ff="monospace" ta="right">
            {moneyText(info.getValue(), info.row.original.currency, locale)}
          </Text>
        ),
      }),
      column.accessor('createdAt', {
        header: () => t('admin.users.columns.joined'),
        cell: (info) => new Date(info.getValue()).toLocaleDateString(locale),
      }),
      column.display({
        id: 'creditHistory',
        header: () => null,
        cell: (info) => (
          <Tooltip label={t('adminBank.credit.button')}>
            <ActionIcon
              component={Link}
              to={paths.admin.userCreditHistory.getHref(info.row.original.id)}
              variant="subtle"
              aria-label={`${t('adminBank.credit.button')}: ${info.row.original.username}`}
              onClick={(event: MouseEvent) => event.stopPropagation()}
            >
              <IconHistory size={16} />
            </ActionIcon>
          </Tooltip>
        ),
      }),
    ],
    [t, locale],
  );

  // TanStack Table returns non-memoizable functions; the React Compiler lint rule knows this.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: list, columns, getCoreRowModel: getCoreRowModel() });
  const pages = Math.max(1, Math.ceil(total / perPage));

  return (
    <Container size="xl" px={0}>
      <ScreenTitle title={t('admin.users.title')} subtitle={t('admin.users.subtitle', { total })} />
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          flex="1 1 240px"
          placeholder={t('admin.users.search')}
          aria-label={t('admin.users.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          w={{ base: '100%', xs: 200 }}
          placeholder={t('admin.users.allRoles')}
          aria-label={t('admin.users.columns.role')}
          clearable
          data={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={role}
          onChange={(value) => {
            setRole(value);
            setPage(1);
          }}
        />
      </Group>
      {status === 'failed' ? (
        <ErrorState message={error ?? t('errors.render')} onRetry={load} />
      ) : (
        <Paper withBorder radius="lg">
          <ScrollArea type="auto">
            <Table highlightOnHover verticalSpacing="sm" miw={760} striped={false}>
              <Table.Thead>
                {table.getHeaderGroups().map((group) => (
                  <Table.Tr key={group.id}>
                    {group.headers.map((header) => (
                      <Table.Th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</Table.Th>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Thead>
              <Table.Tbody>
                {status === 'loading' && list.length === 0
                  ? <TableSkeletonRows rows={6} columns={columns.length} />
                  : table.getRowModel().rows.map((row) => (
                      <Table.Tr
                        key={row.id}
                        style={{ cursor: 'pointer' }}
                        onClick={() => void navigate(paths.admin.user.getHref(row.original.id))}
                      >
                        {row.getVisibleCells().map((cell) => (
                          <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {status === 'succeeded' && list.length === 0 ? (
            <EmptyState
              py="xl"
              icon={<IconUsers size={28} />}
              variant="light"
              title={t('admin.users.emptyTitle')}
              description={debouncedSearch || role ? t('admin.users.emptyFiltered') : t('admin.users.emptyText')}
            />
          ) : null}
        </Paper>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={currentPage} onChange={setPage} siblings={1} boundaries={1} />
        </Group>
      ) : null}
    </Container>
  );
}
