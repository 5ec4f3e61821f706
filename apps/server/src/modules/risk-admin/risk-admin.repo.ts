import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tickets, users } from '../../db/schema';
import { rowsOf } from '../../lib/transaction';

const openStatuses = ['pending', 'accepted'] as const;

/** Sum of the stakes of every open ticket. */
export async function totalOpenStakeCents(tx: Executor): Promise<number> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${tickets.stakeCents}), 0)::bigint` })
    .from(tickets)
    .where(inArray(tickets.status, [...openStatuses]));
  return Number(String(rows[0]?.total ?? 0));
}

export type PlayerRiskRow = { userId: string; username: string; stakeFactorBp: number; tickets: number; turnoverCents: number; profitCents: number; openStakeCents: number };

type RawPlayerRow = {
  user_id: string;
  username: string;
  stake_factor_bp: number;
  tickets: number | string;
  turnover_cents: number | string | bigint;
  profit_cents: number | string | bigint;
  open_stake_cents: number | string | bigint;
};

const num = (value: number | string | bigint) => Number(String(value));

/**
 * Players with tickets, best for the player first (worst for the house): turnover and ticket count
 * leave rejected tickets out (their stake came back); profit = returns + cash-outs - stakes of
 * settled tickets (won, lost, void, cashed out); open stake = pending + accepted.
 * `(users.id)` filtered by role, aggregated over `tickets (user_id, ...)`.
 */
export async function playersByProfit(tx: Executor, limit: number, userId: string | null = null): Promise<PlayerRiskRow[]> {
  const userFilter = userId === null ? sql`` : sql`and u.id = ${userId}`;
  const result = await tx.execute(sql`
    select u.id as user_id, u.username, u.stake_factor_bp,
           count(t.id) filter (where t.status <> 'rejected')::int as tickets,
           coalesce(sum(t.stake_cents) filter (where t.status <> 'rejected'), 0)::bigint as turnover_cents,
           coalesce(sum(coalesce(t.settled_return_cents, 0) - t.stake_cents) filter (where t.status in ('won', 'lost', 'void', 'cashed_out')), 0)::bigint as profit_cents,
           coalesce(sum(t.stake_cents) filter (where t.status in ('pending', 'accepted')), 0)::bigint as open_stake_cents
      from users u
      ${userId === null ? sql`join` : sql`left join`} tickets t on t.user_id = u.id
     where u.role = 'player' ${userFilter}
     group by u.id, u.username, u.stake_factor_bp
     order by profit_cents desc, u.id
     limit ${limit}`);
  return rowsOf<RawPlayerRow>(result).map((row) => ({
    userId: row.user_id,
    username: row.username,
    stakeFactorBp: Number(row.stake_factor_bp),
    tickets: Number(row.tickets),
    turnoverCents: num(row.turnover_cents),
    profitCents: num(row.profit_cents),
    openStakeCents: num(row.open_stake_cents),
  }));
}

export async function setStakeFactorBp(tx: Executor, userId: string, stakeFactorBp: number): Promise<void> {
  await tx.update(users).set({ stakeFactorBp }).where(eq(users.id, userId));
}
