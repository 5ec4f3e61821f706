import type { AgentAction } from './agent-columns';
import { AgentStatusModal } from './agent-status-modal';
import { FloatModal } from './float-modal';

/** The dialog of the staff action picked on an agent: fund / defund the float, or block / unblock. */
export function AgentActionModals({ action, onClose }: { action: AgentAction | null; onClose: () => void }) {
  if (!action) return null;
  return action.kind === 'float' ? <FloatModal agent={action.agent} opened onClose={onClose} /> : <AgentStatusModal agent={action.agent} opened onClose={onClose} />;
}
