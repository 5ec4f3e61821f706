import type { MouseEvent } from 'react';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock, IconLockOpen, IconWallet } from '@tabler/icons-react';
import type { AdminAgent } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FigureText } from '../../../components/data-table/cells';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { StatusBadge } from '../../../components/status-badge';
import { moneyText } from '../../../lib/amount';

export const agentStatusColors: Record<AdminAgent['status'], string> = { active: 'brand', blocked: 'red' };
export type AgentAction = { agent: AdminAgent; kind: 'float' | 'status' };

/** The agent's name over their e-mail. */
export function AgentName({ agent }: { agent: Pick<AdminAgent, 'username' | 'email'> }) {
  return (
    <Stack gap={0} miw={0}>
      <Text fw={700} size="sm">
        {agent.username}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {agent.email}
      </Text>
    </Stack>
  );
}

export function ActionsCell({ agent, canFund, onAction }: { agent: AdminAgent; canFund: boolean; onAction: (action: AgentAction) => void }) {
  const { t } = useTranslation();
  const act = (kind: AgentAction['kind']) => (event: MouseEvent) => {
    event.stopPropagation();
    onAction({ agent, kind });
  };
  const statusLabel = t(agent.status === 'active' ? 'adminAgents.status.blocked.title' : 'adminAgents.status.active.title');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {canFund ? (
        <Tooltip label={t('adminAgents.float.title')}>
          <ActionIcon variant="subtle" aria-label={`${t('adminAgents.float.title')}: ${agent.username}`} onClick={act('float')}>
            <IconWallet size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label={statusLabel}>
        <ActionIcon variant="subtle" color={agent.status === 'active' ? 'red' : 'brand'} aria-label={`${statusLabel}: ${agent.username}`} onClick={act('status')}>
          {agent.status === 'active' ? <IconLock size={16} /> : <IconLockOpen size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The agents list's columns: who, status, players brought, float, joined and the staff actions. */
export function useAgentColumns(locale: string, canFund: boolean, onAction: (action: AgentAction) => void): DataTableColumn<AdminAgent>[] {
  const { t } = useTranslation();
  return [
    { key: 'agent', header: t('adminAgents.columns.agent'), cell: (agent) => <AgentName agent={agent} /> },
    { key: 'status', header: t('adminAgents.columns.status'), cell: (agent) => <StatusBadge variant="dot" status={agent.status} colors={agentStatusColors} label={t(`adminAgents.statuses.${agent.status}`)} /> },
    { key: 'players', header: t('adminAgents.columns.players'), align: 'right', cell: (agent) => <FigureText>{agent.playersCount}</FigureText> },
    { key: 'float', header: t('adminAgents.columns.float'), align: 'right', cell: (agent) => <FigureText>{moneyText(agent.float, agent.currency, locale)}</FigureText> },
    { key: 'createdAt', header: t('adminAgents.columns.joined'), cell: (agent) => new Date(agent.createdAt).toLocaleDateString(locale) },
    { key: 'actions', header: null, align: 'right', cell: (agent) => <ActionsCell agent={agent} canFund={canFund} onAction={onAction} /> },
  ];
}
