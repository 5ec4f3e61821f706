import { useState, type ReactNode } from 'react';
import { Button, Group, Skeleton, Tabs } from '@mantine/core';
import { IconLock, IconLockOpen, IconWallet } from '@tabler/icons-react';
import type { AdminAgent } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useCan } from '../../../lib/use-can';
import { useAgentQuery } from '../api/admin-agents-api';
import { AgentActionModals } from './agent-action-modals';
import type { AgentAction } from './agent-columns';
import { AgentFloatCard } from './agent-float-card';
import { AgentActivityTable, AgentPlayersTable, FloatHistoryTable } from './agent-tables';

/** Fund / defund and block / unblock, for staff holding the permissions. */
function StaffActions({ agent, onAction }: { agent: AdminAgent; onAction: (action: AgentAction) => void }) {
  const { t } = useTranslation();
  const canManage = useCan('agents.manage');
  const canFund = useCan('balance.transfer');
  if (!canManage) return null;
  return (
    <Group gap="sm">
      {canFund ? (
        <Button leftSection={<IconWallet size={16} />} onClick={() => onAction({ agent, kind: 'float' })}>
          {t('adminAgents.float.title')}
        </Button>
      ) : null}
      <Button variant="light" color={agent.status === 'active' ? 'red' : 'brand'} leftSection={agent.status === 'active' ? <IconLock size={16} /> : <IconLockOpen size={16} />} onClick={() => onAction({ agent, kind: 'status' })}>
        {t(agent.status === 'active' ? 'adminAgents.status.blocked.title' : 'adminAgents.status.active.title')}
      </Button>
    </Group>
  );
}

/** The float card, then the agent's players, the float's history and the players' activity in tabs. */
function AgentBody({ agent }: { agent: AdminAgent }) {
  const { t } = useTranslation();
  return (
    <>
      <AgentFloatCard agent={agent} />
      <Tabs defaultValue="players" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="players">{t('adminAgents.tabs.players')}</Tabs.Tab>
          <Tabs.Tab value="float">{t('adminAgents.tabs.float')}</Tabs.Tab>
          <Tabs.Tab value="activity">{t('adminAgents.tabs.activity')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="players">
          <AgentPlayersTable agentId={agent.id} />
        </Tabs.Panel>
        <Tabs.Panel value="float">
          <FloatHistoryTable agentId={agent.id} />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <AgentActivityTable agentId={agent.id} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/**
 * One cash agent: staff see it at `/caff/admin/agents/:agentId` (with their actions), the agent
 * sees their own at `/caff/admin/my-float` (`title` names it for them).
 */
export function AgentOverview({ agentId, title, back }: { agentId: string; title?: string; back?: boolean }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<AgentAction | null>(null);
  const remote = remoteOf(useAgentQuery(agentId));
  const agent = remote.data?.agent ?? null;
  let body: ReactNode = <Skeleton h={280} radius="lg" />;
  if (agent) body = <AgentBody agent={agent} />;
  else if (remote.status === 'failed') body = <ErrorState message={remote.error ?? t('adminAgents.notFound')} onRetry={remote.reload} />;
  return (
    <ScreenPage
      size="xl"
      title={title ?? agent?.username ?? t('adminAgents.agent')}
      subtitle={agent ? (title ? agent.username : agent.email) : undefined}
      back={back ? { to: paths.admin.agents.getHref(), label: t('adminAgents.back') } : undefined}
      actions={agent && !title ? <StaffActions agent={agent} onAction={setAction} /> : undefined}
    >
      {body}
      <AgentActionModals action={action} onClose={() => setAction(null)} />
    </ScreenPage>
  );
}
