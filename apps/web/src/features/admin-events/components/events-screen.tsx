import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { sportIds, type EventStatus } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { StatusBadge } from '../../../components/status-badge';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { PageTable } from '../../../components/data-table/page-table';
import { ScreenPage } from '../../../components/screen-page';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/list-filters';
import { paths } from '../../../config/paths';
import { sportNameOf, sportOrder } from '../../../config/sports';
import { remoteOf } from '../../../lib/api-slice';
import { useAdminEventsQuery, type AdminEventRow } from '../api/admin-events-api';
import { CreateEventModal } from './create-event-modal';
import { useCan } from '../../../lib/use-can';

const perPage = 20;
const statuses = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export const statusColors: Record<string, string> = { live: 'red', scheduled: 'blue', ended: 'gray', cancelled: 'orange' };

function useEventColumns(): DataTableColumn<AdminEventRow>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const sportLabel = (id: number) => {
    const name = sportNameOf(id);
    return name ? t(`sports.${name}`) : String(id);
  };
  return [
    {
      key: 'event',
      header: t('adminEvents.columns.event'),
      cell: (event) => (
        <Text component={Link} to={paths.admin.event.getHref(event.id)} fw={700} size="sm" c="inherit" onClick={(e) => e.stopPropagation()}>
          {event.name}
        </Text>
      ),
    },
    { key: 'sport', header: t('adminEvents.columns.sport'), cell: (event) => sportLabel(event.sportId) },
    { key: 'competition', header: t('adminEvents.columns.competition'), cell: (event) => event.competition?.name },
    { key: 'start', header: t('adminEvents.columns.start'), cell: (event) => new Date(event.startTime).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) },
    {
      key: 'status',
      header: t('adminEvents.columns.status'),
      cell: (event) => <StatusBadge status={event.status} colors={statusColors} label={t(`sportsbook.status.${event.status}`, { defaultValue: event.status })} />,
    },
    {
      key: 'markets',
      header: t('adminEvents.columns.markets'),
      align: 'right',
      cell: (event) => (
        <Text inherit ff="monospace">
          {event.marketCount}
        </Text>
      ),
    },
    {
      key: 'source',
      header: t('adminEvents.columns.source'),
      cell: (event) => (
        <Text size="xs" c="dimmed">
          {t(`adminEvents.source.${event.source ?? 'simulator'}`)}
        </Text>
      ),
    },
  ];
}

type EventFilterValues = { search: string; sport: string | null; status: string | null };

/** Search, sport and status above the events list; any change goes back to page 1. */
function EventFilters({ onChange, ...values }: EventFilterValues & { onChange: (next: Partial<EventFilterValues>) => void }) {
  const { t } = useTranslation();
  const { search, sport, status } = values;
  return (
    <FilterBar>
      <SearchFilter label={t('adminEvents.search')} value={search} onChange={(next) => onChange({ search: next })} />
      <SelectFilter
        label={t('adminEvents.columns.sport')}
        placeholder={t('adminEvents.allSports')}
        data={sportOrder.map((name) => ({ value: String(sportIds[name]), label: t(`sports.${name}`) }))}
        value={sport}
        onChange={(value) => onChange({ sport: value })}
      />
      <SelectFilter
        label={t('adminEvents.columns.status')}
        placeholder={t('adminEvents.allStatuses')}
        data={statuses.map((value) => ({ value, label: t(`sportsbook.status.${value}`) }))}
        value={status}
        onChange={(value) => onChange({ status: value })}
      />
    </FilterBar>
  );
}

/** `/caff/admin/events`: every event with sport and status filters, search, paging and "create". */
export function AdminEventsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sport, setSport] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const canWrite = useCan('events.write');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = { page, perPage, spid: sport ? Number(sport) : undefined, status: (status ?? undefined) as EventStatus | undefined, q: debounced || undefined };
  const rows = remoteOf(useAdminEventsQuery(query));
  const columns = useEventColumns();
  const total = rows.data?.total ?? 0;

  return (
    <ScreenPage
      size="xl"
      title={t('adminEvents.title')}
      subtitle={t('adminEvents.subtitle', { total })}
      actions={
        canWrite ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('adminEvents.create')}
          </Button>
        ) : null
      }
    >
      <EventFilters
        search={search}
        sport={sport}
        status={status}
        onChange={(next) => {
          if (next.search !== undefined) setSearch(next.search);
          if (next.sport !== undefined) setSport(next.sport);
          if (next.status !== undefined) setStatus(next.status);
          setPage(1);
        }}
      />
      <PageTable
        label={t('adminEvents.title')}
        columns={columns}
        rowProps={(event) => ({ style: { cursor: 'pointer' }, onClick: () => void navigate(paths.admin.event.getHref(event.id)) })}
        remote={rows}
        minWidth={820}
        highlightOnHover
        skeleton={{ rows: 6 }}
        empty={{ icon: <IconCalendarEvent size={28} />, title: t('adminEvents.emptyTitle'), description: t('adminEvents.emptyText') }}
        page={page}
        perPage={perPage}
        onPage={setPage}
      />
      <CreateEventModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(event) => {
          setCreating(false);
          void navigate(paths.admin.event.getHref(event.id));
        }}
      />
    </ScreenPage>
  );
}
