import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { openRowProps } from '../../../components/data-table/open-row';
import { PageTable } from '../../../components/data-table/page-table';
import { ScreenPage } from '../../../components/screen-page';
import { remoteOf } from '../../../lib/api-slice';
import { useAdminExchangeTicketsQuery } from '../api/admin-exchange-api';
import { hasTicketFilters, searchOfTicketFilters, ticketFiltersOf, ticketsPerPage, ticketsQueryOf, type TicketFilters } from '../ticket-filters';
import { OrderCard, useOrderColumns } from './order-columns';
import { TicketDrawer } from './ticket-drawer';
import { TicketFiltersBar } from './ticket-filters-bar';

/** `/caff/admin/exchange-tickets`: every exchange order, filtered by the URL's query; a row opens its detail. */
export function AdminExchangeTicketsScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useSearchParams();
  const filters = ticketFiltersOf(search);
  const rows = remoteOf(useAdminExchangeTicketsQuery(ticketsQueryOf(filters)));
  const openId = search.get('ticket');
  const total = rows.data?.total ?? 0;
  const columns = useOrderColumns(locale);
  const changeFilters = (next: Partial<TicketFilters>) => setSearch(searchOfTicketFilters({ ...filters, ...next, page: next.page ?? 1 }, openId));
  const openTicket = (id: string | null) => setSearch(searchOfTicketFilters(filters, id));
  return (
    <ScreenPage size="xl" title={t('adminExchange.tickets.title')} subtitle={t('adminExchange.tickets.subtitle', { count: total })}>
      <TicketFiltersBar filters={filters} onChange={changeFilters} />
      <PageTable
        label={t('adminExchange.tickets.title')}
        columns={columns}
        rowProps={(ticket) => openRowProps(ticket.id, openId, openTicket)}
        remote={rows}
        minWidth={1100}
        highlightOnHover
        skeleton={{ rows: 8 }}
        empty={{
          icon: <IconReceipt size={28} />,
          title: t('adminExchange.tickets.emptyTitle'),
          description: t(hasTicketFilters(filters) ? 'adminExchange.tickets.emptyFiltered' : 'adminExchange.tickets.emptyText'),
        }}
        page={filters.page}
        perPage={ticketsPerPage}
        onPage={(page) => changeFilters({ page })}
        renderCard={(ticket) => <OrderCard ticket={ticket} locale={locale} onOpen={openTicket} />}
      />
      <TicketDrawer ticketId={openId} onClose={() => openTicket(null)} />
    </ScreenPage>
  );
}
