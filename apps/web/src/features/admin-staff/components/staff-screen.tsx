import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconUserShield } from '@tabler/icons-react';
import { staffRoles, type StaffMember, type StaffRole } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useAppSelector } from '../../../app/hooks';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/list-filters';
import { ScreenPage } from '../../../components/screen-page';
import { StatusBadge } from '../../../components/status-badge';
import { remoteOf } from '../../../lib/api-slice';
import { useListPage } from '../../../lib/use-list-page';
import { useStaffMembersQuery } from '../api/admin-staff-api';
import { CreateStaffModal } from './create-staff-modal';
import { StaffActions } from './staff-actions';

const perPage = 25;
const statusColors = { active: 'brand', blocked: 'red' };

function useStaffColumns(selfId: string | undefined, locale: string): DataTableColumn<StaffMember>[] {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(locale) : '—');
  return [
    { key: 'username', header: t('adminStaff.columns.username'), cell: (member) => <Text fw={700} size="sm">{member.username}{member.id === selfId ? ` (${t('adminStaff.you')})` : ''}</Text> },
    { key: 'email', header: t('adminStaff.columns.email'), cell: (member) => member.email },
    { key: 'role', header: t('adminStaff.columns.role'), cell: (member) => <Badge variant="light">{t(`roles.${member.role}`)}</Badge> },
    { key: 'status', header: t('adminStaff.columns.status'), cell: (member) => <StatusBadge variant="dot" status={member.status} colors={statusColors} label={t(`adminStaff.status.${member.status}`)} /> },
    { key: 'sessions', header: t('adminStaff.columns.sessions'), align: 'right', cell: (member) => member.activeSessions },
    { key: 'lastLogin', header: t('adminStaff.columns.lastLogin'), cell: (member) => date(member.lastLoginAt) },
    { key: 'actions', header: null, cell: (member) => (member.id === selfId ? null : <StaffActions member={member} />) },
  ];
}

/** A member on a phone: name, e-mail, role and status, sessions, and the actions. */
function StaffCard({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={700} size="sm">{self ? `${member.username} (${t('adminStaff.you')})` : member.username}</Text>
          <Text size="xs" c="dimmed" truncate>{member.email}</Text>
        </Stack>
        {self ? null : <StaffActions member={member} />}
      </Group>
      <Group gap="xs" mt="xs">
        <Badge variant="light">{t(`roles.${member.role}`)}</Badge>
        <StatusBadge variant="dot" status={member.status} colors={statusColors} label={t(`adminStaff.status.${member.status}`)} />
        <Text size="xs" c="dimmed">{`${t('adminStaff.columns.sessions')}: ${member.activeSessions}`}</Text>
      </Group>
    </Paper>
  );
}

/** `/caff/admin/staff` (admin only): staff accounts, creating one, and each member's role, status and sessions. */
export function StaffScreen() {
  const { t, i18n } = useTranslation();
  const selfId = useAppSelector((state) => state.user.user?.id);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<StaffRole | null>(null);
  const [creating, setCreating] = useState(false);
  const { page, setPage, filtered } = useListPage();
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const result = useStaffMembersQuery({ page, perPage, search: debounced || undefined, role: role ?? undefined });
  const { list = [], total = 0, currentPage = page } = result.data ?? {};
  const create = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('adminStaff.create.open')}
    </Button>
  );
  return (
    <ScreenPage size="xl" title={t('adminStaff.title')} subtitle={t('adminStaff.subtitle', { total })} actions={create}>
      <FilterBar>
        <SearchFilter label={t('adminStaff.search')} value={search} onChange={(next) => filtered(() => setSearch(next))} />
        <SelectFilter label={t('adminStaff.columns.role')} placeholder={t('adminStaff.allRoles')} data={staffRoles.map((value) => ({ value, label: t(`roles.${value}`) }))} value={role} onChange={(value) => filtered(() => setRole(value as StaffRole | null))} />
      </FilterBar>
      <DataTable
        label={t('adminStaff.title')}
        columns={useStaffColumns(selfId, i18n.resolvedLanguage ?? 'en')}
        rows={list}
        rowKey={(member) => member.id}
        renderCard={(member) => <StaffCard member={member} self={member.id === selfId} />}
        remote={remoteOf(result)}
        minWidth={860}
        skeleton={{ rows: 6 }}
        empty={{ icon: <IconUserShield size={28} />, title: t('adminStaff.emptyTitle'), description: t('adminStaff.emptyText') }}
        paging={{ page: currentPage, total, perPage, onChange: setPage }}
      />
      <CreateStaffModal opened={creating} onClose={() => setCreating(false)} />
    </ScreenPage>
  );
}
