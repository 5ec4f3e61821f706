import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminAgent } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/amount';
import { ActionsCell, agentStatusColors, type AgentAction } from './agent-columns';

/** The phone's card of one agent: name (opens the agent), status, players, float and the staff actions. */
export function AgentCard({ agent, locale, canFund, onAction }: { agent: AdminAgent; locale: string; canFund: boolean; onAction: (action: AgentAction) => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="sm">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Stack gap={0} miw={0}>
          <Anchor component={Link} to={paths.admin.agent.getHref(agent.id)} fw={700} size="sm">
            {agent.username}
          </Anchor>
          <Text size="xs" c="dimmed" truncate>
            {agent.email}
          </Text>
        </Stack>
        <StatusBadge variant="dot" status={agent.status} colors={agentStatusColors} label={t(`adminAgents.statuses.${agent.status}`)} />
      </Group>
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <Stack gap={0}>
          <Text size="lg" ff="monospace" fw={800}>
            {moneyText(agent.float, agent.currency, locale)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('adminAgents.columns.players')}: {agent.playersCount}
          </Text>
        </Stack>
        <ActionsCell agent={agent} canFund={canFund} onAction={onAction} />
      </Group>
    </Paper>
  );
}

/** The phone's card of one line of an agent's lists: what (and with whom) on the left, the figure and when on the right. */
export function LineCard({ title, note, figure, when, locale }: { title: ReactNode; note?: ReactNode; figure: ReactNode; when: string; locale: string }) {
  return (
    <Paper withBorder radius="lg" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          {title}
          {note ? (
            <Text size="xs" c="dimmed" component="div">
              {note}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={2} align="flex-end">
          {figure}
          <Text size="xs" c="dimmed">
            {new Date(when).toLocaleString(locale)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
