import { sql, type SQL } from 'drizzle-orm';
import type { TransferCode } from '@oddsmith/core';

/*
 * Net gaming revenue of referred players, from the ledger (docs/partners.md), one set-based query:
 * every posted transfer between a referred player's cash or bonus wallet and the house under a gaming
 * code, signed as the house's gain (player → house positive, house → player negative):
 * - sportsbook: stakes, wins, refunds, cash-outs and resettlements, counted once the ticket is settled,
 *   on the later of the transfer's time and the ticket's settlement time;
 * - exchange: the commission only (wins and losses are between players);
 * - casino: stakes and wins;
 * - bonuses: a grant counts against NGR, a forfeit gives it back.
 * Staff credits and debits, deposits and withdrawals are not gaming and are left out.
 */

const bettingCodes = ['bet_stake', 'bet_win', 'bet_refund', 'cashout', 'bet_resettle'] as const satisfies readonly TransferCode[];
const otherGamingCodes = ['exchange_commission', 'casino_stake', 'casino_win', 'bonus_grant', 'bonus_forfeit'] as const satisfies readonly TransferCode[];

const codeList = (codes: readonly string[]) => sql.raw(codes.map((code) => `'${code}'`).join(', '));
const betting = codeList(bettingCodes);
const gaming = codeList([...bettingCodes, ...otherGamingCodes]);

export type NgrFilter = {
  partnerIds?: readonly string[];
  userIds?: readonly string[];
  /** Instants (ISO), `from` included, `to` excluded, on the effective time. */
  from?: string;
  to?: string;
};

/**
 * A derived table `(partner_id, campaign_id, user_id, currency, day, house_gain)`, one row per
 * counted transfer; `day` is the UTC day (`YYYY-MM-DD` text) of its effective time.
 */
export function ngrMoves(filter: NgrFilter = {}): SQL {
  const partnerFilter = filter.partnerIds ? sql`and r.partner_id = any(${sql.param([...filter.partnerIds])}::uuid[])` : sql``;
  const userFilter = filter.userIds ? sql`and r.user_id = any(${sql.param([...filter.userIds])}::uuid[])` : sql``;
  const toFilter = filter.to ? sql`and t.created_at < ${filter.to}::timestamptz` : sql``;
  const fromOuter = filter.from ? sql`and m.effective_at >= ${filter.from}::timestamptz` : sql``;
  const toOuter = filter.to ? sql`and m.effective_at < ${filter.to}::timestamptz` : sql``;
  return sql`(
    select m.partner_id, m.campaign_id, m.user_id, m.currency, to_char(m.effective_at at time zone 'UTC', 'YYYY-MM-DD') as day, m.house_gain
    from (
      select r.partner_id, r.campaign_id, r.user_id, pa.currency,
        case when t.code in (${betting}) then greatest(t.created_at, tk.settled_at) else t.created_at end as effective_at,
        case when t.credit_account_id = pa.id then -t.amount_cents else t.amount_cents end as house_gain
      from partner_referrals r
      join ledger_accounts pa on pa.user_id = r.user_id and pa.kind in ('cash', 'bonus')
      join ledger_transfers t on (t.debit_account_id = pa.id or t.credit_account_id = pa.id)
      join ledger_accounts h on h.id = (case when t.debit_account_id = pa.id then t.credit_account_id else t.debit_account_id end) and h.kind = 'house'
      left join tickets tk on t.code in (${betting}) and tk.id::text = split_part(t.idempotency_key, ':', 2)
      where t.phase = 'posted' and t.code in (${gaming}) and (t.code not in (${betting}) or tk.settled_at is not null)
        ${partnerFilter} ${userFilter} ${toFilter}
    ) m
    where true ${fromOuter} ${toOuter}
  )`;
}

/** Midnight UTC starting `day`, as an ISO instant. */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`;
