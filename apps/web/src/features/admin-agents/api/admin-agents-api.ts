import {
  perPageMax,
  type AdminAgent,
  type AgentActivity,
  type AgentPlayer,
  type AgentReply,
  type AgentStatus,
  type FloatMovement,
  type Page,
  type TransferBalanceDone,
  type TransferBalancePending,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';
import type { TransferBody } from '../../../lib/transfer-attempt';

export type AgentsListQuery = { page: number; perPage: number; search?: string; status?: AgentStatus };
export type AgentPageQuery = { agentId: string; page: number; perPage: number };
export type CreateAgentInput = { username: string; email: string; password: string };
export type AgentStatusInput = { agentId: string; status: AgentStatus; reason: string };
export type FloatTransferInput = TransferBody & { requestId: string };
/** 200: the money moved; 202: a staff funding above the approval threshold waits for a second staff member. */
export type FloatTransferResult = TransferBalanceDone | TransferBalancePending;

export function isPendingFunding(result: FloatTransferResult): result is TransferBalancePending {
  return 'pendingApproval' in result;
}

const pageParams = ({ page, perPage }: { page: number; perPage: number }) => ({ page, perPage: Math.min(perPage, perPageMax) });

/*
 * `AdminUser`, `AdminUsers` and `CreditHistory` are the user screens' and credit history's tags
 * (named the same in their features): a float transfer changes a player's balance and history too.
 */
const tagTypes = ['Agents', 'Agent', 'AgentPlayers', 'AgentFloat', 'AgentActivity', 'AdminUser', 'AdminUsers', 'CreditHistory'] as const;
type Tag = (typeof tagTypes)[number];
const onSuccess =
  (...tags: Tag[]) =>
  (result: unknown) =>
    result ? tags : [];

/** The cash agent screens' loads (docs/cash-agents.md): agents, one agent, their players, float history and activity. */
export const adminAgentsApi = apiSlice.enhanceEndpoints({ addTagTypes: tagTypes }).injectEndpoints({
  endpoints: (build) => ({
    agents: build.query<Page<AdminAgent>, AgentsListQuery>({
      query: ({ search, status, ...paging }) => ({ path: '/api/admin/agents', params: { ...pageParams(paging), search, status }, schema: 'agentsPageSchema' }),
      providesTags: ['Agents'],
    }),
    agent: build.query<AgentReply, string>({
      query: (agentId) => ({ path: `/api/admin/agents/${encodeURIComponent(agentId)}`, schema: 'agentReplySchema' }),
      providesTags: ['Agent'],
    }),
    agentPlayers: build.query<Page<AgentPlayer>, AgentPageQuery>({
      query: ({ agentId, ...paging }) => ({ path: `/api/admin/agents/${encodeURIComponent(agentId)}/players`, params: pageParams(paging), schema: 'agentPlayersPageSchema' }),
      providesTags: ['AgentPlayers'],
    }),
    floatHistory: build.query<Page<FloatMovement>, AgentPageQuery>({
      query: ({ agentId, ...paging }) => ({ path: `/api/admin/agents/${encodeURIComponent(agentId)}/float-history`, params: pageParams(paging), schema: 'floatHistoryPageSchema' }),
      providesTags: ['AgentFloat'],
    }),
    agentActivity: build.query<Page<AgentActivity>, AgentPageQuery>({
      query: ({ agentId, ...paging }) => ({ path: `/api/admin/agents/${encodeURIComponent(agentId)}/activity`, params: pageParams(paging), schema: 'agentActivityPageSchema' }),
      providesTags: ['AgentActivity'],
    }),
    createAgent: build.mutation<AgentReply, CreateAgentInput>({
      query: (body) => ({ path: '/api/admin/agents', method: 'POST', body, schema: 'agentReplySchema' }),
      invalidatesTags: onSuccess('Agents', 'AdminUsers'),
    }),
    setAgentStatus: build.mutation<AgentReply, AgentStatusInput>({
      query: ({ agentId, ...body }) => ({ path: `/api/admin/agents/${encodeURIComponent(agentId)}/status`, method: 'POST', body, schema: 'agentReplySchema' }),
      invalidatesTags: onSuccess('Agents', 'Agent', 'AdminUsers'),
    }),
    /** Staff fund or defund a float, an agent credits or debits a player: `POST /api/admin/transfer-balance`. */
    floatTransfer: build.mutation<FloatTransferResult, FloatTransferInput>({
      query: (body) => ({ path: '/api/admin/transfer-balance', method: 'POST', body, schema: 'transferBalanceReplySchema' }),
      invalidatesTags: onSuccess('Agents', 'Agent', 'AgentPlayers', 'AgentFloat', 'AgentActivity', 'AdminUser', 'AdminUsers', 'CreditHistory'),
    }),
  }),
});

export const {
  useAgentsQuery,
  useAgentQuery,
  useAgentPlayersQuery,
  useFloatHistoryQuery,
  useAgentActivityQuery,
  useCreateAgentMutation,
  useSetAgentStatusMutation,
  useFloatTransferMutation,
} = adminAgentsApi;
