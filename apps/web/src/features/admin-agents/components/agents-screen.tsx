import { useState } from 'react';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconUserDollar } from '@tabler/icons-react';
import { agentStatuses, type AgentStatus } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { PageTable } from '../../../components/data-table/page-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/list-filters';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useCan } from '../../../lib/use-can';
import { useListPage } from '../../../lib/use-list-page';
import { useAgentsQuery } from '../api/admin-agents-api';
import { AgentActionModals } from './agent-action-modals';
import { AgentCard } from './agent-cards';
import { useAgentColumns, type AgentAction } from './agent-columns';
import { CreateAgentModal } from './create-agent-modal';

const perPage = 20;

/** `/caff/admin/agents`: every cash agent with their float and players; create, fund / defund and block. */
export function AgentsScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const canFund = useCan('balance.transfer');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AgentStatus | null>(null);
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<AgentAction | null>(null);
  const { page, setPage, filtered } = useListPage();
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const remote = remoteOf(useAgentsQuery({ page, perPage, search: debouncedSearch || undefined, status: status ?? undefined }));
  const columns = useAgentColumns(locale, canFund, setAction);
  const create = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('adminAgents.create.open')}
    </Button>
  );
  return (
    <ScreenPage size="xl" title={t('adminAgents.title')} subtitle={t('adminAgents.subtitle', { count: remote.data?.total ?? 0 })} actions={create}>
      <FilterBar>
        <SearchFilter label={t('adminAgents.search')} value={search} onChange={(next) => filtered(() => setSearch(next))} />
        <SelectFilter
          label={t('adminAgents.columns.status')}
          placeholder={t('adminAgents.allStatuses')}
          data={agentStatuses.map((value) => ({ value, label: t(`adminAgents.statuses.${value}`) }))}
          value={status}
          onChange={(value) => filtered(() => setStatus(value as AgentStatus | null))}
        />
      </FilterBar>
      <PageTable
        label={t('adminAgents.title')}
        columns={columns}
        remote={remote}
        page={page}
        perPage={perPage}
        onPage={setPage}
        minWidth={760}
        highlightOnHover
        skeleton={{ rows: 5 }}
        rowProps={(agent) => ({ style: { cursor: 'pointer' }, onClick: () => void navigate(paths.admin.agent.getHref(agent.id)) })}
        renderCard={(agent) => <AgentCard agent={agent} locale={locale} canFund={canFund} onAction={setAction} />}
        empty={{ icon: <IconUserDollar size={28} />, title: t('adminAgents.emptyTitle'), description: debouncedSearch || status ? t('adminAgents.emptyFiltered') : t('adminAgents.emptyText') }}
      />
      <CreateAgentModal opened={creating} onClose={() => setCreating(false)} />
      <AgentActionModals action={action} onClose={() => setAction(null)} />
    </ScreenPage>
  );
}
