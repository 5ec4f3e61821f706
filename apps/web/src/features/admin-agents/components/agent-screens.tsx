import { useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useParams } from 'react-router';
import { isScopedToOwnPlayers } from '@oddsmith/core';
import { paths } from '../../../config/paths';
import { selectRole } from '../../../lib/use-can';
import { AgentOverview } from './agent-overview';
import { selectOwnId } from './agent-float-card';

/** `/caff/admin/agents/:agentId`: one agent for staff (their float, players, history, activity and actions). */
export function AgentDetailScreen() {
  const { agentId = '' } = useParams();
  return <AgentOverview agentId={agentId} back />;
}

/**
 * `/caff/admin/my-float`: a cash agent's own float, players, float history and players' activity.
 * Staff, who have no float of their own, are sent to the agents list.
 */
export function MyFloatScreen() {
  const { t } = useTranslation();
  const role = useSelector(selectRole);
  const ownId = useSelector(selectOwnId);
  if (!isScopedToOwnPlayers(role, 'agents.float') || !ownId) return <Navigate to={paths.admin.agents.getHref()} replace />;
  return <AgentOverview agentId={ownId} title={t('adminAgents.mine.title')} />;
}
