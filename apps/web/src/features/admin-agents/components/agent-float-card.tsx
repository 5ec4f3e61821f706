import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import type { AdminAgent } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSelector } from 'react-redux';
import { BigFigure } from '../../../components/big-figure';
import { ErrorState } from '../../../components/error-state';
import { StatusBadge } from '../../../components/status-badge';
import { moneyText } from '../../../lib/amount';
import { remoteOf } from '../../../lib/api-slice';
import { useAgentQuery } from '../api/admin-agents-api';
import { agentStatusColors } from './agent-columns';

/** A cash agent's float (what they can still credit to players) and how many players they brought. */
export function AgentFloatCard({ agent }: { agent: AdminAgent }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" mb="md">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <IconWallet size={18} />
          <Text fw={700}>{t('adminAgents.card.title')}</Text>
        </Group>
        <StatusBadge variant="dot" status={agent.status} colors={agentStatusColors} label={t(`adminAgents.statuses.${agent.status}`)} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <BigFigure label={t('adminAgents.card.float')} value={moneyText(agent.float, agent.currency, i18n.resolvedLanguage ?? 'en')} />
        <BigFigure label={t('adminAgents.card.players')} value={String(agent.playersCount)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('adminAgents.card.text')}
      </Text>
    </Paper>
  );
}

/** The signed-in user's id, read from the seed's `user` slice without importing the auth feature. */
export const selectOwnId = (state: { user: { user: { id: string } | null } }) => state.user.user?.id ?? null;

/**
 * The signed-in cash agent's float card, loading itself: mountable on any agent screen (the
 * dashboard too). Renders nothing for anyone who is not signed in.
 */
export function OwnFloatCard() {
  const ownId = useSelector(selectOwnId);
  const remote = remoteOf(useAgentQuery(ownId ?? '', { skip: !ownId }));
  if (!ownId) return null;
  if (remote.data) return <AgentFloatCard agent={remote.data.agent} />;
  if (remote.status === 'failed') return <ErrorState message={remote.error ?? ''} onRetry={remote.reload} />;
  return <Skeleton h={150} radius="lg" mb="md" />;
}
