import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { tickets, users } from '../../db/schema';
import { rowsOf } from '../../lib/transaction';

const openStatuses = ['pending', 'accepted'] as const;

/** Stakes of the open tickets, summed per currency (never across currencies). */
export async function openStakeCentsByCurrency(tx: Executor): Promise<Map<string, number>> {
  const rows = await tx
    .select({ currency: tickets.currency, total: sql<string>`coalesce(sum(${tickets.stakeCents}), 0)::bigint` })
    .from(tickets)
    .where(inArray(tickets.status, [...openStatuses]))
    .groupBy(tickets.currency)
    .orderBy(tickets.currency)
    .limit(currencyGroupsMax);
  return new Map(rows.map((row) => [row.currency, Number(String(row.total))]));
}

/** Currencies one read groups at most (a handful are supported; the bound only caps a read). */
export const currencyGroupsMax = 64;

export type PlayerRiskRow = { currency: string; userId: string; username: string; stakeFactorBp: number; tickets: number; turnoverCents: number; profitCents: number; openStakeCents: number };

type RawPlayerRow = {
  currency: string;
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
 * Players with tickets, one row per (player, currency of their tickets), best for the player first
 * (worst for the house) within each currency, at most `limit` rows per currency; ordered by
 * currency, then profit. Amounts of one row are of its currency only. Turnover and ticket count
 * leave rejected tickets out (their stake came back); profit = returns + cash-outs - stakes of
 * settled tickets (won, lost, void, cashed out); open stake = pending + accepted.
 * With `userId`: that player only, in the account's currency first (zeros without tickets).
 * `(users.id)` filtered by role, aggregated over `tickets (user_id, ...)`.
 */
export async function playersByProfit(tx: Executor, limit: number, userId: string | null = null): Promise<PlayerRiskRow[]> {
  const userFilter = userId === null ? sql`` : sql`and u.id = ${userId}`;
  const result = await tx.execute(sql`
    with per_currency as (
      select u.id as user_id, u.username, u.stake_factor_bp, coalesce(t.currency, u.currency) as currency,
             (coalesce(t.currency, u.currency) = u.currency) as own_currency,
             count(t.id) filter (where t.status <> 'rejected')::int as tickets,
             coalesce(sum(t.stake_cents) filter (where t.status <> 'rejected'), 0)::bigint as turnover_cents,
             coalesce(sum(coalesce(t.settled_return_cents, 0) - t.stake_cents) filter (where t.status in ('won', 'lost', 'void', 'cashed_out')), 0)::bigint as profit_cents,
             coalesce(sum(t.stake_cents) filter (where t.status in ('pending', 'accepted')), 0)::bigint as open_stake_cents
        from users u
        ${userId === null ? sql`join` : sql`left join`} tickets t on t.user_id = u.id
       where u.role = 'player' ${userFilter}
       group by u.id, u.username, u.stake_factor_bp, coalesce(t.currency, u.currency), u.currency
    ),
    ranked as (
      select *, row_number() over (partition by currency order by profit_cents desc, user_id) as rank
        from per_currency
    )
    select user_id, username, stake_factor_bp, currency, tickets, turnover_cents, profit_cents, open_stake_cents
      from ranked
     where rank <= ${limit}
     order by ${userId === null ? sql`` : sql`own_currency desc,`} currency, profit_cents desc, user_id
     limit ${limit * currencyGroupsMax}`);
  return rowsOf<RawPlayerRow>(result).map((row) => ({
    currency: row.currency,
    userId: row.user_id,
    username: row.username,
    stakeFactorBp: Number(row.stake_factor_bp),
    tickets: Number(row.tickets),
    turnoverCents: num(row.turnover_cents),
    profitCents: num(row.profit_cents),
    openStakeCents: num(row.open_stake_cents),
  }));
}

export async function setStakeFactorBp(tx: Transaction, userId: string, stakeFactorBp: number): Promise<void> {
  await tx.update(users).set({ stakeFactorBp }).where(eq(users.id, userId));
}
