import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { containsPattern, lockRow, uuidPattern } from '../../lib/query';
import { sessionsChanged } from '../../lib/session-cache';
import { rowsOf } from '../../lib/transaction';
import { and, eq } from 'drizzle-orm';

/*
 * Set-based reads for the cash agent screens: one statement per list, the float and the players'
 * count joined in (never a query per row).
 */

export type AgentRow = {
  id: string;
  username: string;
  email: string;
  status: string;
  currency: string;
  floatCents: string;
  playersCount: number;
  createdAt: string | Date;
  lastLoginAt: string | Date | null;
};

export type AgentFilter = { search?: string; status?: string; id?: string };

function agentsWhere(filter: AgentFilter): SQL {
  const conditions: SQL[] = [sql`u.role = 'agent'`];
  if (filter.id) conditions.push(sql`u.id = ${filter.id}`);
  if (filter.status) conditions.push(sql`u.status = ${filter.status}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    const byId = uuidPattern.test(filter.search) ? sql` or u.id = ${filter.search}` : sql``;
    conditions.push(sql`(u.username_key ilike ${pattern} or u.email ilike ${pattern}${byId})`);
  }
  return sql.join(conditions, sql` and `);
}

const agentColumns = sql`
  u.id, u.username, u.email, u.status, u.currency, u.created_at as "createdAt", u.last_login_at as "lastLoginAt",
  coalesce((select (a.balance_cents - a.debits_pending_cents) from ledger_accounts a
    where a.user_id = u.id and a.kind = 'agent' and a.currency = u.currency), 0)::text as "floatCents",
  (select count(*)::int from users p where p.cash_agent_id = u.id::text and p.role = 'player') as "playersCount"`;

export async function listAgents(tx: Executor, filter: AgentFilter, limit: number, offset: number): Promise<AgentRow[]> {
  return rowsOf<AgentRow>(await tx.execute(sql`select ${agentColumns} from users u where ${agentsWhere(filter)} order by u.created_at desc, u.id limit ${limit} offset ${offset}`));
}

export async function countAgents(tx: Executor, filter: AgentFilter): Promise<number> {
  const rows = rowsOf<{ total: number | string }>(await tx.execute(sql`select count(*)::int as total from users u where ${agentsWhere(filter)}`));
  return Number(rows[0]?.total ?? 0);
}

export async function findAgent(tx: Executor, id: string): Promise<AgentRow | undefined> {
  return (await listAgents(tx, { id }, 1, 0))[0];
}

/** The agent's row, locked: two status changes of one agent queue behind each other. */
export async function lockAgentUser(tx: Transaction, id: string) {
  return lockRow(tx, users, and(eq(users.id, id), eq(users.role, 'agent')));
}

export async function setUserStatus(tx: Transaction, id: string, status: 'active' | 'blocked'): Promise<void> {
  await tx.update(users).set({ status }).where(eq(users.id, id));
  await sessionsChanged(tx, id);
}

export type AgentPlayerRow = {
  id: string;
  username: string;
  email: string;
  status: string;
  currency: string;
  balanceCents: string;
  createdAt: string | Date;
  lastLoginAt: string | Date | null;
};

function playersWhere(agentId: string, search: string | undefined): SQL {
  const conditions: SQL[] = [sql`p.cash_agent_id = ${agentId}`, sql`p.role = 'player'`];
  if (search) {
    const pattern = containsPattern(search.toLowerCase());
    conditions.push(sql`(p.username_key ilike ${pattern} or p.email ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

export async function listAgentPlayers(tx: Executor, agentId: string, search: string | undefined, limit: number, offset: number): Promise<AgentPlayerRow[]> {
  return rowsOf<AgentPlayerRow>(
    await tx.execute(sql`
      select p.id, p.username, p.email, p.status, p.currency, p.created_at as "createdAt", p.last_login_at as "lastLoginAt",
        coalesce(c.balance_cents - c.debits_pending_cents, 0)::text as "balanceCents"
      from users p
      left join ledger_accounts c on c.user_id = p.id and c.kind = 'cash' and c.currency = p.currency
      where ${playersWhere(agentId, search)}
      order by p.created_at desc, p.id limit ${limit} offset ${offset}`),
  );
}

export async function countAgentPlayers(tx: Executor, agentId: string, search: string | undefined): Promise<number> {
  const rows = rowsOf<{ total: number | string }>(await tx.execute(sql`select count(*)::int as total from users p where ${playersWhere(agentId, search)}`));
  return Number(rows[0]?.total ?? 0);
}

export type FloatRow = {
  id: string;
  createdAt: string | Date;
  code: string;
  signedCents: string;
  currency: string;
  counterpartyId: string | null;
  counterpartyName: string | null;
  note: string | null;
  createdBy: string | null;
};

const floatFrom = (agentId: string) => sql`
  from ledger_accounts a
  join ledger_transfers t on a.id in (t.debit_account_id, t.credit_account_id)
  join ledger_accounts o on o.id = case when t.debit_account_id = a.id then t.credit_account_id else t.debit_account_id end
  left join users ou on ou.id = o.user_id
  left join users actor on actor.id = t.created_by
  where a.user_id = ${agentId} and a.kind = 'agent' and t.phase = 'posted'`;

/** The float's movements, newest first: signed for the float, with the user on the other side. */
export async function listFloatHistory(tx: Executor, agentId: string, limit: number, offset: number): Promise<FloatRow[]> {
  return rowsOf<FloatRow>(
    await tx.execute(sql`
      select t.id, t.created_at as "createdAt", t.code, a.currency,
        (case when t.credit_account_id = a.id then t.amount_cents else -t.amount_cents end)::text as "signedCents",
        ou.id as "counterpartyId", ou.username as "counterpartyName", t.note, actor.username as "createdBy"
      ${floatFrom(agentId)}
      order by t.created_at desc, t.id desc limit ${limit} offset ${offset}`),
  );
}

export async function countFloatHistory(tx: Executor, agentId: string): Promise<number> {
  const rows = rowsOf<{ total: number | string }>(await tx.execute(sql`select count(*)::int as total ${floatFrom(agentId)}`));
  return Number(rows[0]?.total ?? 0);
}

export type ActivityRow = {
  id: string;
  createdAt: string | Date;
  code: string;
  wallet: string;
  signedCents: string;
  currency: string;
  playerId: string;
  playerName: string;
};

const activityFrom = (agentId: string) => sql`
  from users p
  join ledger_accounts a on a.user_id = p.id and a.kind in ('cash', 'bonus')
  join ledger_transfers t on a.id in (t.debit_account_id, t.credit_account_id)
  where p.cash_agent_id = ${agentId} and p.role = 'player' and t.phase in ('posted', 'pending')`;

/** Every wallet movement of the agent's players (bets, deposits, transfers, casino ...), newest first. */
export async function listActivity(tx: Executor, agentId: string, limit: number, offset: number): Promise<ActivityRow[]> {
  return rowsOf<ActivityRow>(
    await tx.execute(sql`
      select t.id::text || ':' || a.kind as id, t.created_at as "createdAt", t.code, a.kind as wallet, a.currency,
        (case when t.credit_account_id = a.id then t.amount_cents else -t.amount_cents end)::text as "signedCents",
        p.id as "playerId", p.username as "playerName"
      ${activityFrom(agentId)}
      order by t.created_at desc, t.id desc limit ${limit} offset ${offset}`),
  );
}

export async function countActivity(tx: Executor, agentId: string): Promise<number> {
  const rows = rowsOf<{ total: number | string }>(await tx.execute(sql`select count(*)::int as total ${activityFrom(agentId)}`));
  return Number(rows[0]?.total ?? 0);
}
