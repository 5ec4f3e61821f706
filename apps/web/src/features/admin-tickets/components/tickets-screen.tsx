import { useMemo } from 'react';
import { Anchor, Badge, Container, EmptyState, Group, Pagination, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ApiAdminTicket } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import { useRemote } from '../../../lib/use-remote';
import { getTickets } from '../api/get-tickets';
import { dateTimeText } from '../format';
import { apiQueryOf, filtersFromSearch, isFiltered, searchFromFilters, ticketsPageSize, type TicketFilters } from '../ticket-query';
import { LegsSummary } from './legs-summary';
import { TicketDrawer } from './ticket-drawer';
import { TicketFiltersBar } from './ticket-filters-bar';
import { TicketStatusBadge } from './ticket-status-badge';

const column = createColumnHelper<ApiAdminTicket>();
const stopRowClick = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };

function useTicketColumns(locale: string) {
  const { t } = useTranslation();
  return useMemo(
    () => [
      column.accessor('placedAt', {
        header: () => t('adminTickets.columns.placedAt'),
        cell: (info) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {dateTimeText(info.getValue(), locale)}
          </Text>
        ),
      }),
      column.accessor('username', {
        header: () => t('adminTickets.columns.user'),
        cell: (info) => (
          <Anchor component={Link} to={paths.admin.user.getHref(info.row.original.userId)} size="sm" fw={700} {...stopRowClick}>
            {info.getValue()}
          </Anchor>
        ),
      }),
      column.accessor('betType', {
        header: () => t('adminTickets.columns.type'),
        cell: (info) => (
          <Badge variant="outline" color="gray" size="sm">
            {t(`adminTickets.betType.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.display({ id: 'legs', header: () => t('adminTickets.columns.legs'), cell: (info) => <LegsSummary ticket={info.row.original} /> }),
      column.accessor('stake', {
        header: () => <Text inherit ta="right">{t('adminTickets.columns.stake')}</Text>,
        cell: (info) => (
          <Text size="sm" ff="monospace" fw={700} ta="right" style={{ whiteSpace: 'nowrap' }}>
            {moneyText(info.getValue(), info.row.original.currency, locale)}
          </Text>
        ),
      }),
      column.accessor('potentialReturn', {
        header: () => <Text inherit ta="right">{t('adminTickets.columns.potentialReturn')}</Text>,
        cell: (info) => (
          <Text size="sm" ff="monospace" ta="right" style={{ whiteSpace: 'nowrap' }}>
            {moneyText(info.getValue(), info.row.original.currency, locale)}
          </Text>
        ),
      }),
      column.accessor('status', { header: () => t('adminTickets.columns.status'), cell: (info) => <TicketStatusBadge status={info.getValue()} /> }),
      column.accessor('settledReturn', {
        header: () => <Text inherit ta="right">{t('adminTickets.columns.settledReturn')}</Text>,
        cell: (info) => (
          <Text size="sm" ff="monospace" ta="right" style={{ whiteSpace: 'nowrap' }}>
            {moneyText(info.getValue(), info.row.original.currency, locale)}
          </Text>
        ),
      }),
    ],
    [t, locale],
  );
}

/** Small screens: one card per ticket instead of the wide table. */
function TicketCards({ list, locale, onOpen }: { list: ApiAdminTicket[]; locale: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {list.map((ticket) => (
        <Paper
          key={ticket.id}
          withBorder
          radius="lg"
          p="sm"
          role="button"
          tabIndex={0}
          aria-label={t('adminTickets.openTicket', { id: ticket.id })}
          style={{ cursor: 'pointer' }}
          onClick={() => onOpen(ticket.id)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') onOpen(ticket.id);
          }}
        >
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Anchor component={Link} to={paths.admin.user.getHref(ticket.userId)} size="sm" fw={700} {...stopRowClick}>
              {ticket.username}
            </Anchor>
            <TicketStatusBadge status={ticket.status} />
          </Group>
          <LegsSummary ticket={ticket} />
          <Group justify="space-between" wrap="nowrap" mt={6} align="flex-end">
            <Stack gap={0}>
              <Text size="lg" ff="monospace" fw={800}>
                {moneyText(ticket.stake, ticket.currency, locale)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`adminTickets.betType.${ticket.betType}`)} · {dateTimeText(ticket.placedAt, locale)}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {ticket.settledReturn === null ? t('adminTickets.columns.potentialReturn') : t('adminTickets.columns.settledReturn')}
              </Text>
              <Text size="sm" ff="monospace" fw={700}>
                {moneyText(ticket.settledReturn ?? ticket.potentialReturn, ticket.currency, locale)}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** `/caff/admin/tickets`: every sportsbook ticket, filtered by the URL's query; a row opens its detail. */
export function AdminTicketsScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const query = apiQueryOf(filters);
  const rows = useRemote(() => getTickets(query), JSON.stringify(query));
  const openId = search.get('ticket');
  const list = rows.data?.tickets ?? [];
  const total = rows.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (rows.data?.pageSize ?? ticketsPageSize)));
  const columns = useTicketColumns(locale);
  // TanStack Table returns non-memoizable functions; the React Compiler lint rule knows this.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: list, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });

  const changeFilters = (next: Partial<TicketFilters>) => {
    const merged: TicketFilters = { ...filters, ...next, page: next.page ?? 1 };
    setSearch(searchFromFilters(merged, search));
  };
  const openTicket = (id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set('ticket', id);
    else next.delete('ticket');
    setSearch(next);
  };

  return (
    <Container size="xl" px={0}>
      <ScreenTitle title={t('adminTickets.title')} subtitle={t('adminTickets.subtitle', { count: total })} />
      <TicketFiltersBar filters={filters} onChange={changeFilters} />
      {rows.status === 'failed' ? (
        <ErrorState message={rows.error ?? t('errors.render')} onRetry={rows.reload} />
      ) : (
        <>
          <TicketCards list={list} locale={locale} onOpen={openTicket} />
          <Paper withBorder radius="lg" visibleFrom={list.length > 0 ? 'sm' : undefined}>
            <ScrollArea type="auto">
              <Table highlightOnHover verticalSpacing="sm" miw={1000} aria-label={t('adminTickets.title')}>
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
                  {rows.status === 'loading' && !rows.data ? (
                    <TableSkeletonRows rows={8} columns={columns.length} />
                  ) : (
                    table.getRowModel().rows.map((row) => (
                      <Table.Tr
                        key={row.id}
                        style={{ cursor: 'pointer' }}
                        bg={row.original.id === openId ? 'var(--mantine-primary-color-light)' : undefined}
                        onClick={() => openTicket(row.original.id)}
                      >
                        {row.getVisibleCells().map((cell) => (
                          <Table.Td key={cell.id} maw={cell.column.id === 'legs' ? 280 : undefined}>
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {rows.status === 'succeeded' && list.length === 0 ? (
              <EmptyState
                py="xl"
                icon={<IconTicket size={28} />}
                variant="light"
                title={t('adminTickets.emptyTitle')}
                description={isFiltered(filters) ? t('adminTickets.emptyFiltered') : t('adminTickets.emptyText')}
              />
            ) : null}
          </Paper>
        </>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={filters.page} onChange={(page) => changeFilters({ page })} siblings={1} boundaries={1} />
        </Group>
      ) : null}
      <TicketDrawer ticketId={openId} onClose={() => openTicket(null)} onChanged={rows.reload} />
    </Container>
  );
}
