import { centsToAmount, isScopedToOwnPlayers, type AdminAgent, type AgentActivity, type AgentPlayer, type AgentsQuery, type AgentStatusBody, type CreateAgentBody, type FloatMovement, type PageQuery } from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { readPage } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { checkAccountFields, createAccount } from '../users';
import * as repo from './admin-agents.repo';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const statusOf = (status: string) => (status === 'blocked' ? ('blocked' as const) : ('active' as const));

type AccountRow = Pick<repo.AgentRow, 'id' | 'username' | 'email' | 'status' | 'currency' | 'createdAt' | 'lastLoginAt'>;

/** What an agent and a player row share: the account as staff see it in a list. */
function accountFields(row: AccountRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    status: statusOf(row.status),
    currency: row.currency,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
  };
}

function toAgent(row: repo.AgentRow): AdminAgent {
  return { ...accountFields(row), float: centsToAmount(Number(row.floatCents)), playersCount: Number(row.playersCount) };
}

function notFound(): AppError {
  return new AppError('AGENT_NOT_FOUND', 404, 'id: no such cash agent.', 'id');
}

/**
 * The agent a caller may read: staff holding `agents.float` any agent, a cash agent only themselves
 * (another agent's id reads exactly like a missing one).
 */
async function readableAgent(tx: Executor, auth: AuthContext, agentId: string): Promise<repo.AgentRow> {
  if (isScopedToOwnPlayers(auth.role, 'agents.float') && agentId !== auth.userId) throw notFound();
  const row = await repo.findAgent(tx, agentId);
  if (!row) throw notFound();
  return row;
}

export async function agentsPage(db: Database, query: AgentsQuery) {
  return db.transaction(async (tx) => readPage(query, (limit, offset) => repo.listAgents(tx, query, limit, offset), () => repo.countAgents(tx, query), toAgent));
}

export async function agentById(db: Database, auth: AuthContext, agentId: string): Promise<AdminAgent> {
  return toAgent(await readableAgent(db, auth, agentId));
}

/** Staff create a cash agent account (role `agent`, the operator's currency); audited with it or not at all. */
export async function createAgent(db: Database, auth: AuthContext, body: CreateAgentBody): Promise<AdminAgent> {
  const fields = await checkAccountFields(body);
  const passwordHash = await hashPassword(fields.password);
  return db.transaction(async (tx) => {
    const account = { ...fields, role: 'agent' as const, dateOfBirth: null, phone: null, currency: 'EUR', attribution: { affiliateId: null, cashAgentId: null } };
    const user = await createAccount(tx, account, passwordHash);
    const after = { username: user.username, email: user.email, role: user.role, status: user.status, currency: user.currency };
    await recordAudit(tx, { actorId: auth.userId, action: 'agent.create', targetType: 'user', targetId: user.id, detail: { before: null, after } });
    const row = await repo.findAgent(tx, user.id);
    if (!row) throw new Error('a created agent is readable');
    return toAgent(row);
  });
}

/**
 * Blocks or unblocks an agent: a blocked agent cannot log in (their open sessions stop at the next
 * request) and their `?ca=` links attribute nobody. Setting the status it already has changes
 * nothing and writes no audit row.
 */
export async function setAgentStatus(db: Database, auth: AuthContext, agentId: string, body: AgentStatusBody): Promise<AdminAgent> {
  return inTransaction(db, async (tx) => {
    const locked = await repo.lockAgentUser(tx, agentId);
    if (!locked) throw notFound();
    if (locked.status !== body.status) {
      await repo.setUserStatus(tx, agentId, body.status);
      await recordAudit(tx, {
        actorId: auth.userId,
        action: body.status === 'blocked' ? 'agent.block' : 'agent.unblock',
        targetType: 'user',
        targetId: agentId,
        detail: { before: { status: locked.status }, after: { status: body.status }, reason: body.reason },
      });
    }
    const row = await repo.findAgent(tx, agentId);
    if (!row) throw notFound();
    return toAgent(row);
  });
}

function toPlayer(row: repo.AgentPlayerRow): AgentPlayer {
  return { ...accountFields(row), balance: centsToAmount(Number(row.balanceCents)) };
}

export async function agentPlayersPage(db: Database, auth: AuthContext, agentId: string, query: PageQuery & { search?: string }) {
  return db.transaction(async (tx) => {
    await readableAgent(tx, auth, agentId);
    return readPage(query, (limit, offset) => repo.listAgentPlayers(tx, agentId, query.search, limit, offset), () => repo.countAgentPlayers(tx, agentId, query.search), toPlayer);
  });
}

function toMovement(row: repo.FloatRow): FloatMovement {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    code: row.code,
    amount: centsToAmount(Number(row.signedCents)),
    currency: row.currency,
    counterparty: row.counterpartyId && row.counterpartyName ? { userId: row.counterpartyId, username: row.counterpartyName } : null,
    note: row.note,
    createdBy: row.createdBy,
  };
}

export async function floatHistoryPage(db: Database, auth: AuthContext, agentId: string, query: PageQuery) {
  return db.transaction(async (tx) => {
    await readableAgent(tx, auth, agentId);
    return readPage(query, (limit, offset) => repo.listFloatHistory(tx, agentId, limit, offset), () => repo.countFloatHistory(tx, agentId), toMovement);
  });
}

function toActivity(row: repo.ActivityRow): AgentActivity {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    code: row.code,
    wallet: row.wallet === 'bonus' ? 'bonus' : 'cash',
    amount: centsToAmount(Number(row.signedCents)),
    currency: row.currency,
    player: { userId: row.playerId, username: row.playerName },
  };
}

export async function activityPage(db: Database, auth: AuthContext, agentId: string, query: PageQuery) {
  return db.transaction(async (tx) => {
    await readableAgent(tx, auth, agentId);
    return readPage(query, (limit, offset) => repo.listActivity(tx, agentId, limit, offset), () => repo.countActivity(tx, agentId), toActivity);
  });
}
