import { z } from 'zod';
import { registerAdminUserBodySchema } from './admin-users-contract';
import { amountSchema, envelopeOf, idParamsSchema, pagedQuery, pageOf } from './common';

/**
 * Cash agents (docs/cash-agents.md): staff create agents, fund or defund their float
 * (`POST /api/admin/transfer-balance` with the agent's id) and block them; staff and the agent
 * themselves read the float, its history, the agent's players and their activity.
 */

export const agentStatuses = ['active', 'blocked'] as const;
export type AgentStatus = (typeof agentStatuses)[number];

/** One cash agent with their float (decimal currency units) and how many players they brought. */
export const adminAgentSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  status: z.enum(agentStatuses),
  currency: z.string(),
  float: amountSchema,
  playersCount: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminAgent = z.infer<typeof adminAgentSchema>;

/** `GET /api/admin/agents`: a page of agents, searched by name or e-mail, filtered by status. */
export const agentsQuerySchema = pagedQuery({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  status: z.enum(agentStatuses).optional(),
});
export type AgentsQuery = z.infer<typeof agentsQuerySchema>;
export const agentsPageSchema = pageOf(adminAgentSchema);
export const agentsResponseSchema = envelopeOf(agentsPageSchema);

export const agentParamsSchema = idParamsSchema('a cash agent');
export const agentReplySchema = z.object({ agent: adminAgentSchema });
export type AgentReply = z.infer<typeof agentReplySchema>;
export const agentResponseSchema = envelopeOf(agentReplySchema);

/** `POST /api/admin/agents`: the account fields of a staff account, the role being `agent`. */
export const createAgentBodySchema = registerAdminUserBodySchema.omit({ role: true });
export type CreateAgentBody = z.infer<typeof createAgentBodySchema>;

/** `POST /api/admin/agents/:id/status`: block or unblock, with the reason kept in the audit log. */
export const agentStatusBodySchema = z.object({
  status: z.enum(agentStatuses),
  reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
});
export type AgentStatusBody = z.infer<typeof agentStatusBodySchema>;

/** One player attributed to an agent, with the cash balance. */
export const agentPlayerSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  status: z.enum(agentStatuses),
  currency: z.string(),
  balance: amountSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AgentPlayer = z.infer<typeof agentPlayerSchema>;
export const agentPlayersQuerySchema = pagedQuery({ search: z.string().trim().max(100, 'must be at most 100 characters').optional() });
export type AgentPlayersQuery = z.infer<typeof agentPlayersQuerySchema>;
export const agentPlayersPageSchema = pageOf(agentPlayerSchema);
export const agentPlayersResponseSchema = envelopeOf(agentPlayersPageSchema);

/** A party of a movement: the user on the other side (null for the operator's books). */
const partySchema = z.object({ userId: z.string(), username: z.string() }).nullable();

/** One movement of the float: `amount` is signed (positive: into the float). */
export const floatMovementSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  code: z.string(),
  amount: amountSchema,
  currency: z.string(),
  counterparty: partySchema,
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type FloatMovement = z.infer<typeof floatMovementSchema>;
export const floatHistoryQuerySchema = pagedQuery({});
export type FloatHistoryQuery = z.infer<typeof floatHistoryQuerySchema>;
export const floatHistoryPageSchema = pageOf(floatMovementSchema);
export const floatHistoryResponseSchema = envelopeOf(floatHistoryPageSchema);

/** One wallet movement of one of the agent's players (bets, deposits, transfers ...): `amount` signed for the player. */
export const agentActivitySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  code: z.string(),
  wallet: z.enum(['cash', 'bonus']),
  amount: amountSchema,
  currency: z.string(),
  player: z.object({ userId: z.string(), username: z.string() }),
});
export type AgentActivity = z.infer<typeof agentActivitySchema>;
export const agentActivityQuerySchema = pagedQuery({});
export type AgentActivityQuery = z.infer<typeof agentActivityQuerySchema>;
export const agentActivityPageSchema = pageOf(agentActivitySchema);
export const agentActivityResponseSchema = envelopeOf(agentActivityPageSchema);
