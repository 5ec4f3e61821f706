import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PlayerScope } from '../../lib/player-scope';
import { rowsOf } from '../../lib/transaction';
import { inScope, ofCurrency, within, type Bucketing, type InstantRange } from './admin-reports.sql';

/*
 * The reports' reads: every figure is one set-based statement (GROUP BY a bucket and a currency,
 * FILTER for the parts) over the betting, casino, exchange and ledger tables; nothing loops per row.
 * Each statement reads one half-open instant range [start, end) through an index on its time column.
 */

/** Optional filters every statement takes: the caller's players (a cash agent) and one currency. */
export type ReportFilter = { scope: PlayerScope; currency?: string };

type RawAmount = { bucket: string; currency: string; cents: string | number | null };
export type BucketAmount = { bucket: string; currency: string; cents: number };

async function amounts(tx: Executor, query: SQL): Promise<BucketAmount[]> {
  const rows = rowsOf<RawAmount>(await tx.execute(query));
  return rows.map((row) => ({ bucket: row.bucket, currency: row.currency, cents: Number(row.cents ?? 0) }));
}

/** The ticket statuses of a settled sportsbook ticket (a rejected one was never a bet). */
const settledTicket = sql`t.status in ('won', 'lost', 'void', 'cashed_out')`;

/**
 * Sportsbook GGR: stake - return of the tickets settled or cashed out in the range, by their latest
 * settlement time (`settled_return_cents` is what the ledger paid: win, refund or cash-out).
 */
export function sportsbookGgr(tx: Executor, range: InstantRange, bucket: Bucketing, filter: ReportFilter): Promise<BucketAmount[]> {
  return amounts(tx, sql`
    select ${bucket(sql`t.settled_at`)} as bucket, t.currency, sum(t.stake_cents - coalesce(t.settled_return_cents, 0)) as cents
      from tickets t
     where ${within(sql`t.settled_at`, range)} and ${settledTicket}${inScope(sql`t.user_id`, filter.scope)}${ofCurrency(sql`t.currency`, filter.currency)}
     group by 1, 2`);
}

/** Exchange GGR: the commission charged on the positions settled in the range (re-results included). */
export function exchangeGgr(tx: Executor, range: InstantRange, bucket: Bucketing, filter: ReportFilter): Promise<BucketAmount[]> {
  return amounts(tx, sql`
    select ${bucket(sql`p.settled_at`)} as bucket, m.currency, sum(coalesce(p.commission_cents, 0)) as cents
      from exchange_positions p join exchange_markets m on m.id = p.market_id
     where ${within(sql`p.settled_at`, range)}${inScope(sql`p.user_id`, filter.scope)}${ofCurrency(sql`m.currency`, filter.currency)}
     group by 1, 2`);
}

/** Casino GGR: stakes - wins of the rounds finished in the range. */
export function casinoGgr(tx: Executor, range: InstantRange, bucket: Bucketing, filter: ReportFilter): Promise<BucketAmount[]> {
  return amounts(tx, sql`
    select ${bucket(sql`r.settled_at`)} as bucket, r.currency, sum(r.stake_cents - r.payout_cents) as cents
      from casino_rounds r
     where ${within(sql`r.settled_at`, range)} and r.status = 'settled'${inScope(sql`r.user_id`, filter.scope)}${ofCurrency(sql`r.currency`, filter.currency)}
     group by 1, 2`);
}

/**
 * The ledger codes of the money the house pays partners. Partner commission is posted by the
 * partners module (`partnerCommissionCredited`, house to partner); a code that gives commission back
 * to the house would be listed in `partnerCommissionReturnCodes`.
 */
export const partnerCommissionCodes = ['partner_commission'] as const;
export const partnerCommissionReturnCodes: readonly string[] = [];

export type LedgerCost = { bucket: string; currency: string; bonusCents: number; partnerCents: number };

/**
 * Costs read from the ledger's house side, per the house account's currency: bonuses granted minus
 * bonuses forfeited, and partner commission credited minus any given back.
 */
export async function ledgerCosts(tx: Executor, range: InstantRange, bucket: Bucketing, currency: string | undefined): Promise<LedgerCost[]> {
  const paid = sql.param([...partnerCommissionCodes]);
  const returned = sql.param([...partnerCommissionReturnCodes]);
  const codes = sql.param(['bonus_grant', 'bonus_forfeit', ...partnerCommissionCodes, ...partnerCommissionReturnCodes]);
  const rows = rowsOf<{ bucket: string; currency: string; bonus: string | null; partner: string | null }>(
    await tx.execute(sql`
      select ${bucket(sql`t.created_at`)} as bucket, h.currency,
             coalesce(sum(case when h.id = t.debit_account_id then t.amount_cents else -t.amount_cents end) filter (where t.code in ('bonus_grant', 'bonus_forfeit')), 0) as bonus,
             coalesce(sum(t.amount_cents) filter (where t.code = any(${paid}::text[])), 0)
               - coalesce(sum(t.amount_cents) filter (where t.code = any(${returned}::text[])), 0) as partner
        from ledger_transfers t
        join ledger_accounts h on h.kind = 'house' and h.id in (t.debit_account_id, t.credit_account_id)
       where t.code = any(${codes}::text[]) and t.phase = 'posted' and ${within(sql`t.created_at`, range)}${ofCurrency(sql`h.currency`, currency)}
       group by 1, 2`),
  );
  return rows.map((row) => ({ bucket: row.bucket, currency: row.currency, bonusCents: Number(row.bonus ?? 0), partnerCents: Number(row.partner ?? 0) }));
}
