import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange, IconPlus } from '@tabler/icons-react';
import { exchangeEventStatuses, sportIds, type AdminExchangeEventRow, type ExchangeEventStatus } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { FigureText } from '../../../components/data-table/cells';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { PageTable } from '../../../components/data-table/page-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/list-filters';
import { ScreenPage } from '../../../components/screen-page';
import { StatusSegments } from '../../../components/status-segments';
import { paths } from '../../../config/paths';
import { sportOrder } from '../../../config/sports';
import { remoteOf } from '../../../lib/api-slice';
import { useCan } from '../../../lib/use-can';
import { useListPage } from '../../../lib/use-list-page';
import { useAdminExchangeEventsQuery } from '../api/admin-exchange-api';
import { volumeText, whenText } from '../format';
import { EventStatusBadge, SourceBadge } from './badges';
import { CreateExchangeEventModal } from './create-exchange-event-modal';

const perPage = 20;

const stop = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };

function useEventColumns(locale: string): DataTableColumn<AdminExchangeEventRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'event',
      header: t('adminExchange.columns.event'),
      cell: (event) => (
        <Text component={Link} to={paths.admin.exchangeEvent.getHref(event.id)} fw={700} size="sm" c="inherit" {...stop}>
          {event.name}
        </Text>
      ),
    },
    { key: 'sport', header: t('adminExchange.columns.sport'), cell: (event) => event.sportName ?? '—' },
    { key: 'start', header: t('adminExchange.columns.start'), cell: (event) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{whenText(event.startsAt, locale)}</Text> },
    { key: 'status', header: t('adminExchange.columns.status'), cell: (event) => <EventStatusBadge status={event.status} /> },
    { key: 'source', header: t('adminExchange.columns.source'), cell: (event) => <SourceBadge linked={event.linkedEventId !== null} /> },
    { key: 'markets', header: t('adminExchange.columns.markets'), align: 'right', cell: (event) => <FigureText>{event.marketCount}</FigureText> },
    { key: 'volume', header: t('adminExchange.columns.matchedVolume'), align: 'right', cell: (event) => <FigureText>{volumeText(event.matchedVolume, locale)}</FigureText> },
  ];
}

/** Small screens: one card per event instead of the wide table. */
function EventCard({ event, locale }: { event: AdminExchangeEventRow; locale: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="sm" component={Link} to={paths.admin.exchangeEvent.getHref(event.id)} c="inherit" style={{ textDecoration: 'none', display: 'block' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
        <Text fw={700} size="sm" lineClamp={2}>
          {event.name}
        </Text>
        <EventStatusBadge status={event.status} />
      </Group>
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {event.sportName ?? '—'} · {whenText(event.startsAt, locale)}
          </Text>
          <SourceBadge linked={event.linkedEventId !== null} />
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('adminExchange.marketsCount', { count: event.marketCount })}
          </Text>
          <Text size="sm" ff="monospace" fw={700}>
            {volumeText(event.matchedVolume, locale)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

type Filters = { status: string; sport: string | null; search: string };

function useEventFilters() {
  const { page, setPage, filtered } = useListPage();
  const [filters, setFilters] = useState<Filters>({ status: 'all', sport: null, search: '' });
  const [debounced] = useDebouncedValue(filters.search.trim(), 300);
  const change = (next: Partial<Filters>) => filtered(() => setFilters((current) => ({ ...current, ...next })));
  const query = {
    page,
    perPage,
    status: filters.status === 'all' ? undefined : (filters.status as ExchangeEventStatus),
    sportId: filters.sport ? Number(filters.sport) : undefined,
    q: debounced || undefined,
  };
  return { page, setPage, filters, change, query };
}

/** `/caff/admin/exchange-events`: every exchange event by status, sport and name, with "create event". */
export function AdminExchangeEventsScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const canWrite = useCan('exchange.write');
  const { page, setPage, filters, change, query } = useEventFilters();
  const rows = remoteOf(useAdminExchangeEventsQuery(query));
  const columns = useEventColumns(locale);
  const segments = ['all', ...exchangeEventStatuses].map((value) => ({ value, label: t(value === 'all' ? 'adminExchange.all' : `adminExchange.eventStatus.${value}`) }));
  return (
    <ScreenPage
      size="xl"
      title={t('adminExchange.events.title')}
      subtitle={t('adminExchange.events.subtitle', { count: rows.data?.total ?? 0 })}
      actions={canWrite ? <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>{t('adminExchange.create.button')}</Button> : null}
    >
      <StatusSegments label={t('adminExchange.columns.status')} value={filters.status} data={segments} onChange={(status) => change({ status })} mb="sm" />
      <FilterBar>
        <SearchFilter label={t('adminExchange.events.search')} value={filters.search} onChange={(search) => change({ search })} />
        <SelectFilter
          label={t('adminExchange.columns.sport')}
          placeholder={t('adminExchange.allSports')}
          data={sportOrder.map((name) => ({ value: String(sportIds[name]), label: t(`sports.${name}`) }))}
          value={filters.sport}
          onChange={(sport) => change({ sport })}
        />
      </FilterBar>
      <PageTable
        label={t('adminExchange.events.title')}
        columns={columns}
        rowProps={(event) => ({ style: { cursor: 'pointer' }, onClick: () => void navigate(paths.admin.exchangeEvent.getHref(event.id)) })}
        remote={rows}
        minWidth={900}
        highlightOnHover
        skeleton={{ rows: 6 }}
        empty={{ icon: <IconArrowsExchange size={28} />, title: t('adminExchange.events.emptyTitle'), description: t('adminExchange.events.emptyText') }}
        page={page}
        perPage={perPage}
        onPage={setPage}
        renderCard={(event) => <EventCard event={event} locale={locale} />}
      />
      <CreateExchangeEventModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void navigate(paths.admin.exchangeEvent.getHref(id));
        }}
      />
    </ScreenPage>
  );
}
