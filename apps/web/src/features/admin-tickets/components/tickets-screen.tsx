import { Anchor, Group, Stack, Text } from '@mantine/core';
import { TagBadge } from '../../../components/status-badge';
import { IconTicket } from '@tabler/icons-react';
import type { ApiAdminTicket } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { OpenCard, openRowProps } from '../../../components/data-table/open-row';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import { remoteOf } from '../../../lib/api-slice';
import { useAdminTicketsQuery } from '../api/admin-tickets-api';
import { dateTimeText } from '../format';
import { apiQueryOf, filtersFromSearch, isFiltered, searchFromFilters, ticketsPageSize, type TicketFilters } from '../ticket-query';
import { LegsSummary } from './legs-summary';
import { TicketDrawer } from './ticket-drawer';
import { TicketFiltersBar } from './ticket-filters-bar';
import { TicketStatusBadge } from './ticket-status-badge';
import { whenColumn } from './when-column';

const stopRowClick = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };

function MoneyCell({ amount, currency, locale, bold }: { amount: number | null; currency: string; locale: string; bold?: boolean }) {
  return (
    <Text size="sm" ff="monospace" fw={bold ? 700 : undefined} ta="right" style={{ whiteSpace: 'nowrap' }}>
      {moneyText(amount, currency, locale)}
    </Text>
  );
}

function useTicketColumns(locale: string): DataTableColumn<ApiAdminTicket>[] {
  const { t } = useTranslation();
  return [
    whenColumn<ApiAdminTicket>('placedAt', t('adminTickets.columns.placedAt'), (ticket) => ticket.placedAt, locale, 'sm'),
    {
      key: 'username',
      header: t('adminTickets.columns.user'),
      cell: (ticket) => (
        <Anchor component={Link} to={paths.admin.user.getHref(ticket.userId)} size="sm" fw={700} {...stopRowClick}>
          {ticket.username}
        </Anchor>
      ),
    },
    {
      key: 'betType',
      header: t('adminTickets.columns.type'),
      cell: (ticket) => (
        <TagBadge>{t(`adminTickets.betType.${ticket.betType}`)}</TagBadge>
      ),
    },
    { key: 'legs', header: t('adminTickets.columns.legs'), maxWidth: 280, cell: (ticket) => <LegsSummary ticket={ticket} /> },
    { key: 'stake', header: t('adminTickets.columns.stake'), align: 'right', cell: (ticket) => <MoneyCell amount={ticket.stake} currency={ticket.currency} locale={locale} bold /> },
    { key: 'potentialReturn', header: t('adminTickets.columns.potentialReturn'), align: 'right', cell: (ticket) => <MoneyCell amount={ticket.potentialReturn} currency={ticket.currency} locale={locale} /> },
    { key: 'status', header: t('adminTickets.columns.status'), cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    { key: 'settledReturn', header: t('adminTickets.columns.settledReturn'), align: 'right', cell: (ticket) => <MoneyCell amount={ticket.settledReturn} currency={ticket.currency} locale={locale} /> },
  ];
}

/** Small screens: one card per ticket instead of the wide table. */
function TicketCard({ ticket, locale, onOpen }: { ticket: ApiAdminTicket; locale: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <OpenCard label={t('adminTickets.openTicket', { id: ticket.id })} onOpen={() => onOpen(ticket.id)}>
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
    </OpenCard>
  );
}

/** `/caff/admin/tickets`: every sportsbook ticket, filtered by the URL's query; a row opens its detail. */
export function AdminTicketsScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const query = apiQueryOf(filters);
  const rows = remoteOf(useAdminTicketsQuery(query));
  const openId = search.get('ticket');
  const list = rows.data?.tickets ?? [];
  const total = rows.data?.total ?? 0;
  const columns = useTicketColumns(locale);

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
    <ScreenPage size="xl" title={t('adminTickets.title')} subtitle={t('adminTickets.subtitle', { count: total })}>
      <TicketFiltersBar filters={filters} onChange={changeFilters} />
      <DataTable
        label={t('adminTickets.title')}
        columns={columns}
        rows={list}
        rowKey={(ticket) => ticket.id}
        rowProps={(ticket) => openRowProps(ticket.id, openId, openTicket)}
        remote={rows}
        minWidth={1000}
        highlightOnHover
        skeleton={{ rows: 8 }}
        empty={{
          icon: <IconTicket size={28} />,
          title: t('adminTickets.emptyTitle'),
          description: isFiltered(filters) ? t('adminTickets.emptyFiltered') : t('adminTickets.emptyText'),
        }}
        paging={{ page: filters.page, total, perPage: rows.data?.pageSize ?? ticketsPageSize, onChange: (page) => changeFilters({ page }) }}
        renderCard={(ticket) => <TicketCard ticket={ticket} locale={locale} onOpen={openTicket} />}
      />
      <TicketDrawer ticketId={openId} onClose={() => openTicket(null)} />
    </ScreenPage>
  );
}
