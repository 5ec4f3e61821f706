import { useEffect, useState } from 'react';
import { Button, Container, EmptyState, Group, Pagination, Paper, ScrollArea, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarEvent, IconPlus, IconSearch } from '@tabler/icons-react';
import { sportIds } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../config/paths';
import { sportNameOf, sportOrder } from '../../../config/sports';
import { getAdminEvents, type AdminEventsPage } from '../api/admin-events';
import type { AdminEvent } from '../types';
import { CreateEventModal } from './create-event-modal';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { useCan } from '../../../lib/use-can';

const perPage = 20;
const statuses = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export const statusColors: Record<string, string> = { live: 'red', scheduled: 'blue', ended: 'gray', cancelled: 'orange' };

type Load = { key: string; page: AdminEventsPage | null; error: string | null };

/** `/caff/admin/events`: every event with sport and status filters, search, paging and "create". */
export function AdminEventsScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sport, setSport] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const canWrite = useCan('events.write');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ key: '', page: null, error: null });
  const key = JSON.stringify([page, sport, status, debounced, attempt]);

  useEffect(() => {
    let alive = true;
    getAdminEvents({ page, perPage, spid: sport ? Number(sport) : undefined, status: status ?? undefined, q: debounced || undefined })
      .then((reply) => alive && setLoad({ key, page: reply, error: null }))
      .catch((error: unknown) => alive && setLoad({ key, page: null, error: error instanceof Error ? error.message : String(error) }));
    return () => {
      alive = false;
    };
  }, [key, page, sport, status, debounced]);
  const fetchPage = () => setAttempt((value) => value + 1);
  const loadStatus = load.key !== key ? 'loading' : load.error !== null ? 'failed' : 'done';

  const list: AdminEvent[] = load.page?.list ?? [];
  const total = load.page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const sportLabel = (id: number) => {
    const name = sportNameOf(id);
    return name ? t(`sports.${name}`) : String(id);
  };

  return (
    <Container size="xl" px={0}>
      <ScreenTitle
        title={t('adminEvents.title')}
        subtitle={t('adminEvents.subtitle', { total })}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('adminEvents.create')}
            </Button>
          ) : null
        }
      />
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          flex="1 1 240px"
          placeholder={t('adminEvents.search')}
          aria-label={t('adminEvents.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          w={{ base: '100%', xs: 180 }}
          placeholder={t('adminEvents.allSports')}
          aria-label={t('adminEvents.columns.sport')}
          clearable
          data={sportOrder.map((name) => ({ value: String(sportIds[name]), label: t(`sports.${name}`) }))}
          value={sport}
          onChange={(value) => {
            setSport(value);
            setPage(1);
          }}
        />
        <Select
          w={{ base: '100%', xs: 180 }}
          placeholder={t('adminEvents.allStatuses')}
          aria-label={t('adminEvents.columns.status')}
          clearable
          data={statuses.map((value) => ({ value, label: t(`sportsbook.status.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </Group>
      {loadStatus === 'failed' ? (
        <ErrorState message={load.error ?? t('errors.render')} onRetry={fetchPage} />
      ) : (
        <Paper withBorder radius="lg">
          <ScrollArea type="auto">
            <Table highlightOnHover verticalSpacing="sm" miw={820}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminEvents.columns.event')}</Table.Th>
                  <Table.Th>{t('adminEvents.columns.sport')}</Table.Th>
                  <Table.Th>{t('adminEvents.columns.competition')}</Table.Th>
                  <Table.Th>{t('adminEvents.columns.start')}</Table.Th>
                  <Table.Th>{t('adminEvents.columns.status')}</Table.Th>
                  <Table.Th ta="right">{t('adminEvents.columns.markets')}</Table.Th>
                  <Table.Th>{t('adminEvents.columns.source')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loadStatus === 'loading' && list.length === 0
                  ? <TableSkeletonRows rows={6} columns={7} />
                  : list.map((event) => (
                      <Table.Tr key={event.id} style={{ cursor: 'pointer' }} onClick={() => void navigate(paths.admin.event.getHref(event.id))}>
                        <Table.Td>
                          <Text component={Link} to={paths.admin.event.getHref(event.id)} fw={700} size="sm" c="inherit" onClick={(e) => e.stopPropagation()}>
                            {event.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>{sportLabel(event.sportId)}</Table.Td>
                        <Table.Td>{event.competition?.name}</Table.Td>
                        <Table.Td>{new Date(event.startTime).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
                        <Table.Td>
                          <StatusBadge status={event.status} colors={statusColors} label={t(`sportsbook.status.${event.status}`, { defaultValue: event.status })} />
                        </Table.Td>
                        <Table.Td ta="right" ff="monospace">
                          {event.marketCount}
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs" c="dimmed">
                            {t(`adminEvents.source.${event.source ?? 'simulator'}`)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {loadStatus !== 'loading' && list.length === 0 ? (
            <EmptyState p="xl" variant="light" icon={<IconCalendarEvent size={28} />} title={t('adminEvents.emptyTitle')} description={t('adminEvents.emptyText')} />
          ) : null}
        </Paper>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <CreateEventModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(event) => {
          setCreating(false);
          void navigate(paths.admin.event.getHref(event.id));
        }}
      />
    </Container>
  );
}
