import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PlayerScope } from '../../lib/player-scope';
import { rowsOf } from '../../lib/transaction';
import { inScope, instant, isAgentPlayer, within, type Bucketing, type InstantRange } from './admin-reports.sql';

/*
 * The dashboard's own figures (GGR comes from admin-reports.repo.ts): each statement reads the
 * previous and the current period at once and splits them with the bucket (`previous` / `current`).
 */

type Raw = Record<string, string | number | null>;
const cents = (value: string | number | null | undefined) => Number(value ?? 0);

export type CurrencyFigure = { bucket: string; currency: string; cents: number; count: number };

async function figures(tx: Executor, query: ReturnType<typeof sql>): Promise<CurrencyFigure[]> {
  return rowsOf<Raw>(await tx.execute(query)).map((row) => ({ bucket: String(row.bucket), currency: String(row.currency), cents: cents(row.cents), count: cents(row.count) }));
}

/** Sportsbook stakes of tickets placed in the range (a rejected in-play ticket was never a bet). */
export function sportsbookTurnover(tx: Executor, range: InstantRange, bucket: Bucketing, scope: PlayerScope): Promise<CurrencyFigure[]> {
  return figures(tx, sql`
    select ${bucket(sql`t.placed_at`)} as bucket, t.currency, sum(t.stake_cents) as cents, count(*) as count
      from tickets t
     where t.status in ('pending', 'accepted', 'won', 'lost', 'void', 'cashed_out') and ${within(sql`t.placed_at`, range)}${inScope(sql`t.user_id`, scope)}
     group by 1, 2`);
}

/** Casino stakes of rounds played in the range (every stake of a blackjack round included). */
export function casinoTurnover(tx: Executor, range: InstantRange, bucket: Bucketing, scope: PlayerScope): Promise<CurrencyFigure[]> {
  return figures(tx, sql`
    select ${bucket(sql`r.created_at`)} as bucket, r.currency, sum(r.stake_cents) as cents, count(*) as count
      from casino_rounds r
     where ${within(sql`r.created_at`, range)}${inScope(sql`r.user_id`, scope)}
     group by 1, 2`);
}

/** Backers' stakes matched in the range; a fill counts once when either side is in scope. */
export function exchangeMatched(tx: Executor, range: InstantRange, bucket: Bucketing, scope: PlayerScope): Promise<CurrencyFigure[]> {
  const agent = scope.cashAgentId;
  const scoped = agent === null ? sql`` : sql` and (${isAgentPlayer(sql`f.back_user_id`, agent)} or ${isAgentPlayer(sql`f.lay_user_id`, agent)})`;
  return figures(tx, sql`
    select ${bucket(sql`f.created_at`)} as bucket, m.currency, sum(f.stake_cents) as cents, count(*) as count
      from exchange_fills f join exchange_markets m on m.id = f.market_id
     where ${within(sql`f.created_at`, range)}${scoped}
     group by 1, 2`);
}

/**
 * Confirmed deposits (`deposit`, into a player's cash) and paid withdrawals (`withdrawal_paid`, out of
 * a player's cash) from the ledger: sums and counts per currency. Partners' and agents' payouts are not
 * players' withdrawals and are left out.
 */
export async function playerPayments(tx: Executor, range: InstantRange, bucket: Bucketing, scope: PlayerScope): Promise<{ deposits: CurrencyFigure[]; withdrawals: CurrencyFigure[] }> {
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      select ${bucket(sql`t.created_at`)} as bucket, t.code, a.currency, sum(t.amount_cents) as cents, count(*) as count
        from ledger_transfers t
        join ledger_accounts a on a.id = case when t.code = 'deposit' then t.credit_account_id else t.debit_account_id end
       where t.code in ('deposit', 'withdrawal_paid') and ${within(sql`t.created_at`, range)} and a.kind = 'cash'${inScope(sql`a.user_id`, scope)}
       group by 1, 2, 3`),
  );
  const of = (code: string) =>
    rows.filter((row) => row.code === code).map((row) => ({ bucket: String(row.bucket), currency: String(row.currency), cents: cents(row.cents), count: cents(row.count) }));
  return { deposits: of('deposit'), withdrawals: of('withdrawal_paid') };
}

/**
 * Potential payouts of the sportsbook tickets open at each instant of `ends` (placed before it and
 * not settled by then, going by their latest settlement time). Bucket i is `ends[i]`'s figure.
 */
export async function openLiability(tx: Executor, ends: readonly [previous: Date, current: Date], scope: PlayerScope): Promise<CurrencyFigure[]> {
  const [previousEnd, currentEnd] = ends;
  const openAt = (end: Date) => sql`t.placed_at < ${instant(end)} and (t.settled_at is null or t.settled_at >= ${instant(end)})`;
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      select t.currency,
             coalesce(sum(t.potential_return_cents) filter (where ${openAt(previousEnd)}), 0) as previous,
             coalesce(sum(t.potential_return_cents) filter (where ${openAt(currentEnd)}), 0) as current
        from tickets t
       where t.placed_at < ${instant(currentEnd)}
         and ((t.status in ('pending', 'accepted')) or (t.settled_at >= ${instant(previousEnd)} and t.status <> 'rejected'))${inScope(sql`t.user_id`, scope)}
       group by t.currency`),
  );
  return rows.flatMap((row) => [
    { bucket: 'previous', currency: String(row.currency), cents: cents(row.previous), count: 0 },
    { bucket: 'current', currency: String(row.currency), cents: cents(row.current), count: 0 },
  ]);
}

export type BucketCount = { bucket: string; count: number };

async function counts(tx: Executor, query: ReturnType<typeof sql>): Promise<BucketCount[]> {
  return rowsOf<Raw>(await tx.execute(query)).map((row) => ({ bucket: String(row.bucket), count: cents(row.count) }));
}

/** Players who placed a ticket, an exchange order or a casino round in the bucket (each counted once a bucket; DISTINCT hashes, count(distinct) would sort). */
export function activePlayers(tx: Executor, range: InstantRange, bucket: Bucketing, scope: PlayerScope): Promise<BucketCount[]> {
  return counts(tx, sql`
    select bucket, count(*) as count from (select distinct bucket, user_id from (
      select ${bucket(sql`t.placed_at`)} as bucket, t.user_id from tickets t
       where t.status in ('pending', 'accepted', 'won', 'lost', 'void', 'cashed_out') and ${within(sql`t.placed_at`, range)}${inScope(sql`t.user_id`, scope)}
      union all
      select ${bucket(sql`r.created_at`)}, r.user_id from casino_rounds r where ${within(sql`r.created_at`, range)}${inScope(sql`r.user_id`, scope)}
      union all
      select ${bucket(sql`o.created_at`)}, o.user_id from exchange_orders o where ${within(sql`o.created_at`, range)}${inScope(sql`o.user_id`, scope)}
    ) activity) players
    group by bucket`);
}

/** Players who registered in the bucket. */
export function registeredPlayers(tx: Executor, range: InstantRange, bucket: Bucketing, scope: PlayerScope): Promise<BucketCount[]> {
  return counts(tx, sql`
    select ${bucket(sql`u.created_at`)} as bucket, count(*) as count from users u
     where u.role = 'player' and ${within(sql`u.created_at`, range)}${inScope(sql`u.id`, scope)}
     group by 1`);
}

/** Players whose first `deposit` ever falls in the bucket (every deposit before the range's end is read once). */
export function firstDepositors(tx: Executor, range: InstantRange, bucket: Bucketing, scope: PlayerScope): Promise<BucketCount[]> {
  return counts(tx, sql`
    select ${bucket(sql`first_at`)} as bucket, count(*) as count from (
      select a.user_id, min(t.created_at) as first_at
        from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
       where t.code = 'deposit' and t.created_at < ${instant(range.end)} and a.kind = 'cash'${inScope(sql`a.user_id`, scope)}
       group by a.user_id
    ) firsts
    where first_at >= ${instant(range.start)}
    group by 1`);
}
